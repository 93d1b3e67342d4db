import { AuthCard } from './AuthCard';
import { CLIENT_HOME, LoginForm } from './LoginForm';

export function LoginPage() {
  return (
    <AuthCard subtitle="账号登录">
      <LoginForm defaultTarget="/" />
    </AuthCard>
  );
}

/** Visitors' login: same form, then to the course list. */
export function ClientLoginPage() {
  return (
    <AuthCard subtitle="学员登录">
      <LoginForm defaultTarget={CLIENT_HOME} />
    </AuthCard>
  );
}
