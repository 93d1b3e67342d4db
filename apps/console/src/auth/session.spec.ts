import type { AuthPermissionInfo } from '@dha/contracts';
import { grantedRoles, isCommonSession, ROLE_DEFAULT, sessionStore } from './session';
import {
  ACCESS_TOKEN_KEY,
  LOGIN_PASSWORD_KEY,
  LOGIN_USERNAME_KEY,
  REFRESH_TOKEN_KEY,
  REMEMBER_ME_KEY,
  tokenStorage,
} from './token-storage';

const info = (roles: string[]): AuthPermissionInfo => ({
  user: { id: 1, nickname: 'n', avatar: '', deptId: null, username: 'u', email: '' },
  roles,
  permissions: [],
  menus: [],
});

describe('session store', () => {
  it('a user without roles gets ROLE_DEFAULT and counts as common', () => {
    sessionStore.apply(info([]));
    expect(sessionStore.get()).toMatchObject({ loaded: true, roles: [ROLE_DEFAULT] });
    expect(grantedRoles(sessionStore.get().roles)).toEqual([]);
    expect(isCommonSession(sessionStore.get().roles)).toBe(true);
  });

  it('common alone is common; staff roles are not', () => {
    expect(isCommonSession(['common'])).toBe(true);
    expect(isCommonSession(['dept_admin'])).toBe(false);
    expect(isCommonSession(['common', 'course_teacher'])).toBe(false);
    expect(isCommonSession(['signup_admin', 'course_teacher'])).toBe(false);
  });

  it('reset forgets the user', () => {
    sessionStore.apply(info(['super_admin']));
    sessionStore.reset();
    expect(sessionStore.get()).toMatchObject({ loaded: false, user: null, roles: [] });
  });
});

describe('token storage', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the tokens under ACCESS_TOKEN and REFRESH_TOKEN', () => {
    tokenStorage.setTokens({ accessToken: 'a', refreshToken: 'r' });
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('a');
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('r');
    expect(ACCESS_TOKEN_KEY).toBe('ACCESS_TOKEN');
    expect(REFRESH_TOKEN_KEY).toBe('REFRESH_TOKEN');
    tokenStorage.clearTokens();
    expect(tokenStorage.getAccessToken()).toBeNull();
  });

  it('tenant id defaults to 1 and keeps id and name', () => {
    expect(tokenStorage.getTenantId()).toBe(1);
    localStorage.setItem('TENANT_ID', 'x');
    expect(tokenStorage.getTenantId()).toBe(1);
    tokenStorage.setTenant(7, '分校');
    expect([localStorage.getItem('TENANT_ID'), localStorage.getItem('TENANT_NAME')]).toEqual(['7', '分校']);
    expect(tokenStorage.getTenantId()).toBe(7);
  });

  it('remember-me keeps the flag, the username and the password ciphertext; turning it off clears all three', () => {
    expect(tokenStorage.getRememberedLogin()).toBeNull();
    tokenStorage.rememberLogin('alice', 'Y2lwaGVy');
    expect(tokenStorage.getRememberedLogin()).toEqual({ username: 'alice', passwordCipher: 'Y2lwaGVy' });
    expect([
      localStorage.getItem(REMEMBER_ME_KEY),
      localStorage.getItem(LOGIN_USERNAME_KEY),
      localStorage.getItem(LOGIN_PASSWORD_KEY),
    ]).toEqual(['true', 'alice', 'Y2lwaGVy']);
    tokenStorage.forgetRememberedPassword();
    expect(tokenStorage.getRememberedLogin()).toEqual({ username: 'alice', passwordCipher: null });
    tokenStorage.rememberLogin('alice', 'Y2lwaGVy');
    tokenStorage.forgetLogin();
    expect(tokenStorage.getRememberedLogin()).toBeNull();
    expect([REMEMBER_ME_KEY, LOGIN_USERNAME_KEY, LOGIN_PASSWORD_KEY].map((k) => localStorage.getItem(k))).toEqual([null, null, null]);
  });
});
