import { Callout, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ApiError } from '../../api/http';
import { authApi } from '../../auth/auth-api';
import { loadSession, startSession } from '../../auth/session';
import { useRegisterEnabled } from '../../config/org';
import { loadDicts } from '../../dict/dict-store';
import { AuthCard, AuthFormEnd } from './AuthCard';
import { validateRegister, type RegisterErrors, type RegisterForm } from './register-rules';
import { PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH } from '@dha/contracts';

export const PROFILE_COMPLETION_PATH = '/client/prefect-profile';

/** Shown instead of the form while the organisation has closed self-registration. */
export const REGISTER_CLOSED_TEXT = '注册功能已关闭，请联系机构工作人员开通账号';

/** POST /system/auth/register → logged in → profile completion (closed: a notice and the way to login). */
export function RegisterPage() {
  const registerOpen = useRegisterEnabled();
  const navigate = useNavigate();
  const [form, setForm] = useState<RegisterForm>({ username: '', nickname: '', password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<RegisterErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof RegisterForm) => (e: React.ChangeEvent<HTMLInputElement>) => setForm({ ...form, [key]: e.target.value });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validateRegister(form);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    setServerError(null);
    try {
      const tokens = await authApi.register({ username: form.username.trim(), nickname: form.nickname.trim(), password: form.password });
      startSession(tokens);
      await Promise.allSettled([loadDicts()]);
      await loadSession();
      navigate(PROFILE_COMPLETION_PATH, { replace: true });
    } catch (err) {
      setServerError(err instanceof ApiError ? err.message : '注册失败');
    } finally {
      setBusy(false);
    }
  };

  const field = (key: keyof RegisterForm, label: string, props: Partial<React.ComponentProps<typeof InputGroup>>) => (
    <FormGroup label={label} labelFor={`register-${key}`} intent={errors[key] ? Intent.DANGER : Intent.NONE} helperText={errors[key]}>
      <InputGroup
        id={`register-${key}`}
        name={key}
        value={form[key]}
        onChange={set(key)}
        intent={errors[key] ? Intent.DANGER : Intent.NONE}
        {...props}
      />
    </FormGroup>
  );

  if (!registerOpen) {
    return (
      <AuthCard subtitle="注册账号">
        <Callout intent={Intent.WARNING} icon="lock" role="status">
          {REGISTER_CLOSED_TEXT}
        </Callout>
        <div className="dha-auth-links">
          <Link to="/login">已有账号？去登录</Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard subtitle="注册账号">
      <form onSubmit={submit} noValidate>
        {field('username', '用户名', {
          leftIcon: 'person',
          placeholder: '4-30 位字母或数字',
          maxLength: 30,
          autoComplete: 'username',
          autoFocus: true,
        })}
        {field('nickname', '昵称', { leftIcon: 'id-number', placeholder: '请输入昵称', maxLength: 30 })}
        {field('password', '密码', {
          leftIcon: 'lock',
          type: 'password',
          placeholder: `${PASSWORD_MIN_LENGTH} 位以上，勿用常见密码`,
          maxLength: PASSWORD_MAX_LENGTH,
          autoComplete: 'new-password',
        })}
        {field('confirmPassword', '确认密码', {
          leftIcon: 'lock',
          type: 'password',
          placeholder: '请再次输入密码',
          maxLength: 16,
          autoComplete: 'new-password',
        })}
        <AuthFormEnd error={serverError} busy={busy} text="注 册" link={{ to: '/login', text: '已有账号？去登录' }} />
      </form>
    </AuthCard>
  );
}
