import type { AuthPermissionInfo } from '@dha/contracts';
import { grantedRoles, isCommonSession, ROLE_DEFAULT, sessionStore } from './session';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY, tokenStorage } from './token-storage';

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

  it('tenant id defaults to 1; remember-me keeps the username only', () => {
    expect(tokenStorage.getTenantId()).toBe(1);
    localStorage.setItem('TENANT_ID', 'x');
    expect(tokenStorage.getTenantId()).toBe(1);
    tokenStorage.setRememberMe(true, 'alice');
    expect(tokenStorage.getRememberedUsername()).toBe('alice');
    tokenStorage.setRememberMe(false, 'alice');
    expect(tokenStorage.getRememberedUsername()).toBe('');
  });
});
