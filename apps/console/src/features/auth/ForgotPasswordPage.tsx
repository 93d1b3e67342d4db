import { Button, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ApiError } from '../../api/http';
import { toast } from '../../api/toaster';
import { authApi } from '../../auth/auth-api';
import { AuthCard, AuthFormEnd } from './AuthCard';
import { NewPasswordFields, newPasswordProblem } from '../../ui/NewPasswordInput';

const USERNAME = /^[a-zA-Z0-9]{4,30}$/;

/**
 * 忘记密码, in two steps: the username (a 6-digit code goes to the account's e-mail, if it has one:
 * the answer is the same either way), then the code with the new password.
 */
export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const [step, setStep] = useState<'ask' | 'reset'>('ask');
  const [username, setUsername] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (call: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await call();
    } catch (e) {
      setError(e instanceof ApiError ? e.message : '请求失败，请稍后再试');
    } finally {
      setBusy(false);
    }
  };

  const ask = (e: FormEvent) => {
    e.preventDefault();
    if (!USERNAME.test(username.trim())) return setError('请输入 4–30 位字母或数字的用户名');
    void run(async () => {
      await authApi.forgotPassword(username);
      setStep('reset');
    });
  };

  const reset = (e: FormEvent) => {
    e.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) return setError('请输入邮件中的 6 位验证码');
    const problem = newPasswordProblem(password, confirm);
    if (problem) return setError(problem);
    void run(async () => {
      await authApi.resetPassword({ username, code: code.trim(), password });
      toast.success('密码已重置，请用新密码登录');
      navigate('/login', { replace: true });
    });
  };

  return (
    <AuthCard subtitle="找回密码">
      {step === 'ask' ? (
        <form onSubmit={ask} noValidate>
          <FormGroup label="用户名" labelFor="forgot-username" helperText="如账号登记了邮箱，验证码将发送到该邮箱，15 分钟内有效">
            <InputGroup
              id="forgot-username"
              leftIcon="person"
              value={username}
              maxLength={30}
              autoFocus
              onChange={(e) => setUsername(e.target.value)}
            />
          </FormGroup>
          <AuthFormEnd error={error} busy={busy} text="发送验证码" link={{ to: '/login', text: '返回登录' }} />
        </form>
      ) : (
        <form onSubmit={reset} noValidate>
          <p>如果账号存在并登记了邮箱，验证码已发送（每分钟最多一次）。</p>
          <FormGroup label="验证码" labelFor="forgot-code">
            <InputGroup
              id="forgot-code"
              value={code}
              maxLength={6}
              inputMode="numeric"
              autoFocus
              onChange={(e) => setCode(e.target.value)}
            />
          </FormGroup>
          <NewPasswordFields idPrefix="forgot" password={password} confirm={confirm} onPassword={setPassword} onConfirm={setConfirm} />
          <AuthFormEnd error={error} busy={busy} text="重置密码" />
          <div className="dha-auth-links">
            <Button
              variant="minimal"
              intent={Intent.PRIMARY}
              text="重新发送"
              disabled={busy}
              onClick={() => void run(() => authApi.forgotPassword(username).then(() => undefined))}
            />
            <Link to="/login">返回登录</Link>
          </div>
        </form>
      )}
    </AuthCard>
  );
}
