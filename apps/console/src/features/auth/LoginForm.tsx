import { Checkbox, FormGroup, InputGroup } from '@blueprintjs/core';
import { Suspense, useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../api/http';
import { toast } from '../../api/toaster';
import { authApi } from '../../auth/auth-api';
import { useCaptchaEnabled, useRegisterEnabled } from '../../config/org';
import { tokenStorage } from '../../auth/token-storage';
import { AuthFormEnd } from './AuthCard';
import { lazyPage } from '../../app/lazy-page';
import { encryptPassword } from './password-cipher';
import { useLoginTenants } from './queries';
import { finishSignIn } from './sign-in';
import { initialTenantName, switchToTenantNamed, TenantNameField } from './TenantNameField';
import { PASSWORD_MAX_LENGTH } from '@dha/contracts';

// the puzzle (and its AES code) loads only when a sign-in needs one
const CaptchaDialog = lazyPage(() => import('./captcha/CaptchaDialog'), 'CaptchaDialog');

/** The server's answer when a sign-in needs a solved captcha (AuthErrors.LOGIN_CAPTCHA_CODE_ERROR). */
const CAPTCHA_NEEDED = 1_002_000_004;

/**
 * What the password field shows for a remembered password: the page cannot read the password back
 * (only its ciphertext is stored), so the field holds these placeholder dots and the login sends the
 * ciphertext. Typing in the field replaces them.
 */
const REMEMBERED_MASK = '\u2022'.repeat(8);

/**
 * Username/password login. `defaultTarget` is where a user goes without a redirect parameter:
 * the management home for /login, the course list for /client-login. A visitor (role common)
 * who logs in on /login without a redirect goes to the course list too, since the management
 * area would only answer /401.
 */
export function LoginForm({
  defaultTarget,
  onUseSms,
  social,
  afterSignIn,
  submitText = '登 录',
}: {
  defaultTarget: string;
  onUseSms?: () => void;
  /** /bind: the social account this sign-in binds */
  social?: { socialType: number; socialCode: string; socialState: string };
  /** runs as the signed-in user before leaving (a scanned WeChat account binds to them); its failure was told by the API client */
  afterSignIn?: () => Promise<unknown>;
  submitText?: string;
}) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // the login page may hold two of these forms (the WeChat tab binds through one)
  const fieldId = useId();
  const [remembered] = useState(() => tokenStorage.getRememberedLogin());
  const [username, setUsername] = useState(remembered?.username ?? '');
  // the stored ciphertext while the field still shows the remembered password
  const [storedCipher, setStoredCipher] = useState(remembered?.passwordCipher ?? null);
  const [password, setPassword] = useState(storedCipher ? REMEMBERED_MASK : '');
  const [remember, setRemember] = useState(remembered !== null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // the organisation may close self-registration (config system.register.enabled)
  const registerOpen = useRegisterEnabled();
  // with the captcha on every sign-in solves one; with it off, the server may still ask (wrong passwords before)
  const captchaOn = useCaptchaEnabled();
  const [captchaOpen, setCaptchaOpen] = useState(false);
  // with more than one tenant, the user names theirs (contract: resolved by get-id-by-name into tenant-id)
  const tenants = useLoginTenants();
  const askTenant = tenants.length > 1;
  const [tenantName, setTenantName] = useState<string | null>(null);
  const shownTenantName = tenantName ?? initialTenantName(tenants);

  const forgetStoredInField = () => {
    setStoredCipher(null);
    setPassword('');
  };

  /** Remember-me after a successful login: the username and the password's ciphertext, or forget all three. */
  const rememberLogin = async (name: string): Promise<void> => {
    if (!remember) return tokenStorage.forgetLogin();
    tokenStorage.rememberLogin(name, storedCipher ?? (await encryptPassword(password)));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!username.trim()) return setError('请输入用户名');
    if (!password) return setError('请输入密码');
    setError(null);
    if (captchaOn) setCaptchaOpen(true);
    else void signIn();
  };

  const signIn = async (captchaVerification?: string) => {
    const name = username.trim();
    setBusy(true);
    try {
      const tenantError = askTenant ? await switchToTenantNamed(shownTenantName) : null;
      if (tenantError) return setError(tenantError);
      const secret = storedCipher ? { passwordCipher: storedCipher } : { password };
      const tokens = await authApi.login({ username: name, ...secret, captchaVerification, ...social });
      const alongside = () => Promise.all([rememberLogin(name), afterSignIn?.().catch(() => undefined)]);
      navigate(await finishSignIn(tokens, params.get('redirect'), defaultTarget, alongside), { replace: true });
    } catch (err) {
      if (err instanceof ApiError && err.code === CAPTCHA_NEEDED && !captchaVerification) {
        // the server wants a solved puzzle first (the captcha is on, or this address guessed wrong before)
        setCaptchaOpen(true);
        return;
      }
      if (storedCipher && err instanceof ApiError) {
        // a remembered password that does not sign in is stale (changed since, or the server's key rotated)
        tokenStorage.forgetRememberedPassword();
        forgetStoredInField();
      }
      // the API client already showed the server's message; keep it next to the form as well
      setError(err instanceof ApiError ? err.message : '登录失败');
      if (!(err instanceof ApiError)) toast.error('登录失败');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      {askTenant && <TenantNameField value={shownTenantName} onChange={setTenantName} />}
      <FormGroup label="用户名" labelFor={`${fieldId}-username`}>
        <InputGroup
          id={`${fieldId}-username`}
          name="username"
          leftIcon="person"
          autoComplete="username"
          placeholder="请输入用户名"
          value={username}
          maxLength={30}
          onChange={(e) => {
            setUsername(e.target.value);
            // the remembered password belongs to the remembered username
            if (storedCipher) forgetStoredInField();
          }}
          autoFocus
        />
      </FormGroup>
      <FormGroup label="密码" labelFor={`${fieldId}-password`}>
        <InputGroup
          id={`${fieldId}-password`}
          name="password"
          type="password"
          leftIcon="lock"
          autoComplete="current-password"
          placeholder="请输入密码"
          value={password}
          maxLength={PASSWORD_MAX_LENGTH}
          onFocus={(e) => storedCipher && e.currentTarget.select()}
          onChange={(e) => {
            // typing over the remembered password replaces it
            setPassword(storedCipher ? e.target.value.replaceAll(REMEMBERED_MASK[0]!, '') : e.target.value);
            setStoredCipher(null);
          }}
        />
      </FormGroup>
      <div className="dha-login-options">
        <Checkbox label="记住我" checked={remember} onChange={(e) => setRemember(e.currentTarget.checked)} />
        <Link to="/forgot-password">忘记密码</Link>
      </div>
      {captchaOpen && (
        <Suspense fallback={null}>
          <CaptchaDialog
            isOpen={captchaOpen}
            onClose={() => setCaptchaOpen(false)}
            onVerified={(verification) => {
              setCaptchaOpen(false);
              void signIn(verification);
            }}
            alternative={
              onUseSms
                ? {
                    text: '改用手机验证码登录',
                    onChoose: () => {
                      setCaptchaOpen(false);
                      onUseSms();
                    },
                  }
                : undefined
            }
          />
        </Suspense>
      )}
      <AuthFormEnd
        error={error}
        busy={busy}
        text={submitText}
        link={registerOpen ? { to: '/register', text: '没有账号？立即注册' } : undefined}
      />
    </form>
  );
}
