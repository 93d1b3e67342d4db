/**
 * Browser storage of the login state (spec §3 "Stored locally"). Token keys are fixed by the spec:
 * ACCESS_TOKEN and REFRESH_TOKEN. Everything else the login page remembers lives here too (tenant id
 * and name, remember-me, username, encrypted password); the sidebar status, size and layout-setting
 * keys live with the layout.
 */
export const ACCESS_TOKEN_KEY = 'ACCESS_TOKEN';
export const REFRESH_TOKEN_KEY = 'REFRESH_TOKEN';
export const TENANT_ID_KEY = 'TENANT_ID';
export const TENANT_NAME_KEY = 'TENANT_NAME';
export const REMEMBER_ME_KEY = 'REMEMBER_ME';
export const LOGIN_USERNAME_KEY = 'LOGIN_USERNAME';
/** the remembered password, encrypted with the server's public key; never the password itself */
export const LOGIN_PASSWORD_KEY = 'LOGIN_PASSWORD';

/** Default tenant of a single-organisation install (issue 2: tenant 1). */
export const DEFAULT_TENANT_ID = 1;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    /* storage unavailable (private mode): the session lives only in memory */
  }
}

export const tokenStorage = {
  getAccessToken: (): string | null => read(ACCESS_TOKEN_KEY),
  getRefreshToken: (): string | null => read(REFRESH_TOKEN_KEY),
  setTokens(tokens: { accessToken: string; refreshToken: string }): void {
    write(ACCESS_TOKEN_KEY, tokens.accessToken);
    write(REFRESH_TOKEN_KEY, tokens.refreshToken);
  },
  setAccessToken: (token: string): void => write(ACCESS_TOKEN_KEY, token),
  clearTokens(): void {
    write(ACCESS_TOKEN_KEY, null);
    write(REFRESH_TOKEN_KEY, null);
  },

  getTenantId(): number {
    const raw = Number(read(TENANT_ID_KEY));
    return Number.isInteger(raw) && raw > 0 ? raw : DEFAULT_TENANT_ID;
  },
  setTenant(id: number, name?: string): void {
    write(TENANT_ID_KEY, String(id));
    if (name !== undefined) write(TENANT_NAME_KEY, name);
  },
  getTenantName: (): string | null => read(TENANT_NAME_KEY),

  /**
   * The login the page refills (spec §3): the remember-me flag, the username and the password, the
   * last only as ciphertext under the server's public key (features/auth/password-cipher.ts), never
   * in clear. Null when remember-me is off.
   */
  getRememberedLogin(): RememberedLogin | null {
    if (read(REMEMBER_ME_KEY) !== 'true') return null;
    return { username: read(LOGIN_USERNAME_KEY) ?? '', passwordCipher: read(LOGIN_PASSWORD_KEY) || null };
  },
  /** Remember-me on: keep the username and, when the browser could encrypt it, the password's ciphertext. */
  rememberLogin(username: string, passwordCipher: string | null): void {
    write(REMEMBER_ME_KEY, 'true');
    write(LOGIN_USERNAME_KEY, username);
    write(LOGIN_PASSWORD_KEY, passwordCipher);
  },
  /** A remembered password that no longer signs in (changed, or the server's key rotated). */
  forgetRememberedPassword: (): void => write(LOGIN_PASSWORD_KEY, null),
  /** Remember-me off: the three keys go. */
  forgetLogin(): void {
    write(REMEMBER_ME_KEY, null);
    write(LOGIN_USERNAME_KEY, null);
    write(LOGIN_PASSWORD_KEY, null);
  },
};

export interface RememberedLogin {
  username: string;
  /** RSA-OAEP ciphertext (base64) of the password, sent as the login's passwordCipher */
  passwordCipher: string | null;
}
