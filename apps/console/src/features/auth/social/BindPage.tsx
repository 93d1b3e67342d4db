import { Callout } from '@blueprintjs/core';
import { Link, useSearchParams } from 'react-router-dom';
import { AuthCard } from '../AuthCard';
import { LoginForm } from '../LoginForm';
import { socialName } from './social-api';

/**
 * /bind: a social account that is bound to nobody; signing in here with a username and password
 * binds it to that account (the login carries socialType, socialCode and socialState), so the next
 * social sign-in needs no password.
 */
export function BindPage() {
  const [params] = useSearchParams();
  const socialType = Number(params.get('type'));
  const socialCode = params.get('code');
  const socialState = params.get('state');
  if (!socialType || !socialCode || !socialState) {
    return (
      <AuthCard subtitle="绑定社交账号">
        <Callout intent="warning">
          缺少要绑定的社交账号，请先从<Link to="/social-login">社交账号登录</Link>开始。
        </Callout>
      </AuthCard>
    );
  }
  return (
    <AuthCard subtitle="绑定社交账号">
      <Callout intent="primary" className="dha-social-bind-hint">
        该{socialName(socialType)}账号尚未绑定。请登录要绑定的账号，登录后即完成绑定，下次可直接使用{socialName(socialType)}登录。
      </Callout>
      <LoginForm defaultTarget="/" social={{ socialType, socialCode, socialState }} />
    </AuthCard>
  );
}
