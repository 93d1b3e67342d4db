import { Button, FormGroup, InputGroup } from '@blueprintjs/core';
import { MOBILE_PATTERN } from '@dha/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../../api/http';
import { AuthFormEnd } from '../AuthCard';
import { finishSignIn } from '../sign-in';
import { smsApi } from './sms-api';

/** Seconds before another code may be asked for (the server's one-a-minute rule). */
const RESEND_SECONDS = 60;

/** Sign-in with a code texted to the account's mobile (tab 手机登录). */
export function SmsLoginForm({ defaultTarget }: { defaultTarget: string }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [wait, setWait] = useState(0);
  const [sending, setSending] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const mobileProblem = (): string | null => (MOBILE_PATTERN.test(mobile.trim()) ? null : '请输入正确的 11 位手机号');

  const sendCode = async () => {
    const problem = mobileProblem();
    if (problem) return setError(problem);
    setError(null);
    setSending(true);
    try {
      await smsApi.sendCode(mobile);
      setWait(RESEND_SECONDS);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : '验证码发送失败');
    } finally {
      setSending(false);
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = mobileProblem() ?? (/^\d{4,6}$/.test(code.trim()) ? null : '请输入短信验证码');
    if (problem) return setError(problem);
    setError(null);
    setBusy(true);
    try {
      const tokens = await smsApi.login({ mobile, code });
      navigate(await finishSignIn(tokens, params.get('redirect'), defaultTarget), { replace: true });
    } catch (err) {
      setError(err instanceof ApiError ? err.message : '登录失败');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <FormGroup label="手机号" labelFor="sms-mobile">
        <InputGroup
          id="sms-mobile"
          name="mobile"
          leftIcon="mobile-phone"
          inputMode="numeric"
          autoComplete="tel"
          placeholder="请输入手机号"
          maxLength={11}
          value={mobile}
          onChange={(e) => setMobile(e.target.value)}
        />
      </FormGroup>
      <FormGroup label="验证码" labelFor="sms-code">
        <InputGroup
          id="sms-code"
          name="code"
          leftIcon="key"
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder="请输入短信验证码"
          maxLength={6}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          rightElement={
            <Button variant="minimal" loading={sending} disabled={wait > 0} onClick={() => void sendCode()}>
              {wait > 0 ? `${wait} 秒后重发` : '获取验证码'}
            </Button>
          }
        />
      </FormGroup>
      <AuthFormEnd error={error} busy={busy} text="登 录" />
    </form>
  );
}
