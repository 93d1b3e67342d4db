/**
 * Browser storage of the login state (spec §3 "Stored locally"). Token keys are fixed by the spec:
 * ACCESS_TOKEN and REFRESH_TOKEN. Everything else the login page remembers lives here too.
 */
export const ACCESS_TOKEN_KEY = 'ACCESS_TOKEN';
export const REFRESH_TOKEN_KEY = 'REFRESH_TOKEN';
export const TENANT_ID_KEY = 'TENANT_ID';
export const TENANT_NAME_KEY = 'TENANT_NAME';
export const REMEMBER_ME_KEY = 'REMEMBER_ME';
export const LOGIN_USERNAME_KEY = 'LOGIN_USERNAME';

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

  /** Remember-me keeps the username for the next visit. The password is never stored in plain text; we do not store it at all. */
  getRememberMe: (): boolean => read(REMEMBER_ME_KEY) === 'true',
  getRememberedUsername: (): string => read(LOGIN_USERNAME_KEY) ?? '',
  setRememberMe(remember: boolean, username: string): void {
    write(REMEMBER_ME_KEY, remember ? 'true' : 'false');
    write(LOGIN_USERNAME_KEY, remember ? username : null);
  },
};
