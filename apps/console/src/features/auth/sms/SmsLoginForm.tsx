import { FormGroup, InputGroup } from '@blueprintjs/core';
import { MOBILE_PATTERN } from '@dha/contracts';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../../api/http';
import { AuthFormEnd } from '../AuthCard';
import { finishSignIn } from '../sign-in';
import { smsApi } from './sms-api';
import { SmsCodeButton, useSmsCode } from './SmsCodeButton';

/** Sign-in with a code texted to the account's mobile (tab 手机登录). */
export function SmsLoginForm({ defaultTarget }: { defaultTarget: string }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const sms = useSmsCode();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const mobileProblem = (): string | null => (MOBILE_PATTERN.test(mobile.trim()) ? null : '请输入正确的 11 位手机号');

  const sendCode = async () => {
    const problem = mobileProblem();
    if (problem) return setError(problem);
    setError(null);
    try {
      await sms.send(mobile);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : '验证码发送失败');
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
          rightElement={<SmsCodeButton sms={sms} onClick={() => void sendCode()} />}
        />
      </FormGroup>
      <AuthFormEnd error={error} busy={busy} text="登 录" />
    </form>
  );
}
