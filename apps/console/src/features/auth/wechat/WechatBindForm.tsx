import { Callout, FormGroup, InputGroup } from '@blueprintjs/core';
import { PASSWORD_MAX_LENGTH, type AuthLoginResp } from '@dha/contracts';
import { Suspense, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../../api/http';
import { lazyPage } from '../../../app/lazy-page';
import { authApi } from '../../../auth/auth-api';
import { startSession } from '../../../auth/session';
import { useCaptchaEnabled } from '../../../config/org';
import { AuthFormEnd } from '../AuthCard';
import { finishSignIn } from '../sign-in';
import { wechatApi } from './wechat-api';

const CaptchaDialog = lazyPage(() => import('../captcha/CaptchaDialog'), 'CaptchaDialog');
/** The server's answer when a sign-in needs a solved captcha. */
const CAPTCHA_NEEDED = 1_002_000_004;

/**
 * The WeChat account of `ticket` (a scanned QR code or an authorisation inside WeChat) is bound to
 * nobody: sign in with username and password, and it is bound to that account (wp-qrcode-bind) on the way in.
 */
export function WechatBindForm({ ticket, defaultTarget }: { ticket: string; defaultTarget: string }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const captchaOn = useCaptchaEnabled();
  const [captchaOpen, setCaptchaOpen] = useState(false);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!username.trim()) return setError('请输入用户名');
    if (!password) return setError('请输入密码');
    setError(null);
    if (captchaOn) setCaptchaOpen(true);
    else void signInAndBind();
  };

  const signInAndBind = async (captchaVerification?: string) => {
    setBusy(true);
    let tokens: AuthLoginResp;
    try {
      tokens = await authApi.login({ username, password, captchaVerification });
    } catch (err) {
      setBusy(false);
      if (err instanceof ApiError && err.code === CAPTCHA_NEEDED && !captchaVerification) return setCaptchaOpen(true);
      return setError(err instanceof ApiError ? err.message : '登录失败');
    }
    // signed in either way; a binding that failed (the code expired meanwhile) was told by the API client
    startSession(tokens);
    await wechatApi.pollBind(ticket, false).catch(() => false);
    navigate(await finishSignIn(tokens, params.get('redirect'), defaultTarget), { replace: true });
  };

  return (
    <form onSubmit={submit} noValidate className="dha-wechat-bind-form">
      <Callout intent="warning" icon="link">
        该微信尚未绑定账号。请用账号密码登录，登录后此微信即绑定到该账号，以后可直接扫码登录。
      </Callout>
      <FormGroup label="用户名" labelFor="wechat-bind-username">
        <InputGroup
          id="wechat-bind-username"
          leftIcon="person"
          autoComplete="username"
          placeholder="请输入用户名"
          maxLength={30}
          value={username}
          onChange={(e) => setUsername(e.target.value)}
        />
      </FormGroup>
      <FormGroup label="密码" labelFor="wechat-bind-password">
        <InputGroup
          id="wechat-bind-password"
          type="password"
          leftIcon="lock"
          autoComplete="current-password"
          placeholder="请输入密码"
          maxLength={PASSWORD_MAX_LENGTH}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </FormGroup>
      {captchaOpen && (
        <Suspense fallback={null}>
          <CaptchaDialog
            isOpen={captchaOpen}
            onClose={() => setCaptchaOpen(false)}
            onVerified={(verification) => {
              setCaptchaOpen(false);
              void signInAndBind(verification);
            }}
          />
        </Suspense>
      )}
      <AuthFormEnd error={error} busy={busy} text="登录并绑定微信" />
    </form>
  );
}
