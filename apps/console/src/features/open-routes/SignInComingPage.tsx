import { Callout, Intent } from '@blueprintjs/core';
import { LinkButton } from '../../ui/LinkButton';
import { AuthCard } from '../auth/AuthCard';
import { SIGN_IN_METHODS, type SignInMethod } from './sign-in-methods';

const signInComingText = (method: SignInMethod): string =>
  `「${SIGN_IN_METHODS[method]}」功能建设中，将随登录方式的完善一同上线。目前请使用用户名和密码登录。`;

/** An open sign-in route whose flow comes with the sign-in work: says so, and leads back to the login page. */
export function SignInComingPage({ method }: { method: SignInMethod }) {
  return (
    <AuthCard subtitle={SIGN_IN_METHODS[method]}>
      <Callout intent={Intent.PRIMARY} icon="build" title="功能建设中">
        {signInComingText(method)}
      </Callout>
      <div className="dha-auth-links">
        <LinkButton to="/login" text="返回登录" icon="arrow-left" minimal={false} small={false} />
      </div>
    </AuthCard>
  );
}
