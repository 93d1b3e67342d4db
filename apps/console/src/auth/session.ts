import type { AuthLoginResp, AuthPermissionInfo, MenuVO } from '@dha/contracts';
import { hasAllPermissions, hasAllRoles, hasAnyPermission, hasAnyRole, isOnlyCommon, RoleCodeLabel } from '@dha/contracts';
import { useSyncExternalStore } from 'react';
import { api } from '../api/http';
import { BASE_PATH } from '../config/base';
import { ROLE_DEFAULT } from '../app/guard';
import { tokenStorage } from './token-storage';

/** spec §6: a user the server gives no roles is ROLE_DEFAULT in the console. */
export { ROLE_DEFAULT };

export interface SessionState {
  /** user info, roles, permissions and menus were fetched for the current token */
  loaded: boolean;
  user: AuthPermissionInfo['user'] | null;
  roles: string[];
  /** role code → name, as the server names the user's roles */
  roleNames: Record<string, string>;
  permissions: string[];
  menus: MenuVO[];
}

const EMPTY: SessionState = { loaded: false, user: null, roles: [], roleNames: {}, permissions: [], menus: [] };

let state: SessionState = EMPTY;
const listeners = new Set<() => void>();

function setState(next: SessionState): void {
  state = next;
  listeners.forEach((l) => l());
}

export const sessionStore = {
  get: (): SessionState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Apply a permission-info answer (also used by tests). */
  apply(info: AuthPermissionInfo): void {
    setState({
      loaded: true,
      user: info.user,
      roles: info.roles.length ? [...info.roles] : [ROLE_DEFAULT],
      roleNames: info.roleNames ?? {},
      permissions: [...info.permissions],
      menus: info.menus ?? [],
    });
  },
  reset(): void {
    setState(EMPTY);
  },
};

/** A role's name for display (never its code): the server's name, else the base seed's. */
export function roleName(code: string, roleNames: Readonly<Record<string, string>> = state.roleNames): string {
  return roleNames[code] ?? (RoleCodeLabel as Record<string, string | undefined>)[code] ?? code;
}

/** Roles the server really granted (ROLE_DEFAULT is only the console's stand-in for "none"). */
export function grantedRoles(roles: readonly string[]): string[] {
  return roles.filter((r) => r !== ROLE_DEFAULT);
}

/**
 * A visitor session: the sole role common, or nothing granted (spec §2's visitor rule and the
 * isCommon directive; see isOnlyCommon in @dha/contracts for why not §6's wider "common user").
 */
export function isCommonSession(roles: readonly string[]): boolean {
  return isOnlyCommon(grantedRoles(roles));
}

export const hasToken = (): boolean => !!tokenStorage.getAccessToken();

/** GET /system/auth/get-permission-info → the session store. */
export async function loadSession(): Promise<SessionState> {
  const info = await api.get<AuthPermissionInfo | null>('/system/auth/get-permission-info');
  if (!info) throw new Error('用户信息获取失败');
  lastInfo = JSON.stringify(info);
  sessionStore.apply(info);
  return state;
}

let lastInfo = '';

/**
 * Re-reads the permission info of a loaded session (every navigation after the first: a role's menus
 * or permissions changed by an administrator apply on the user's next navigation, without a reload).
 * The store changes only when the answer does; a failed read keeps the session as it is.
 */
export async function refreshSession(): Promise<void> {
  try {
    const info = await api.get<AuthPermissionInfo | null>('/system/auth/get-permission-info');
    const text = JSON.stringify(info);
    if (!info || text === lastInfo || !state.loaded) return;
    lastInfo = text;
    sessionStore.apply(info);
  } catch {
    /* the next navigation tries again; an ended session is handled by the API client */
  }
}

/** Store the tokens of a login/register answer; the next navigation loads the session. */
export function startSession(tokens: AuthLoginResp): void {
  tokenStorage.setTokens(tokens);
  sessionStore.reset();
}

/** Local part of a logout: forget roles, permissions and tokens. */
export function clearSession(): void {
  tokenStorage.clearTokens();
  sessionStore.reset();
}

/** POST /system/auth/logout (best effort), clear everything, and go to the index page under the base path. */
export async function logout(): Promise<void> {
  try {
    if (hasToken()) await api.post<boolean>('/system/auth/logout');
  } catch {
    /* the server may already have dropped the token: the local logout still happens */
  } finally {
    clearSession();
    window.location.href = `${BASE_PATH}/index`;
  }
}

export function useSession(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}

/**
 * Role / permission checks for the current user; the rules themselves are @dha/contracts' access
 * helpers. The element directives of §6 (HasRole, HasPermi, IsCommon, IsAdmin, IsWechat) are in
 * features/access and build on this.
 */
export function useAccess() {
  const s = useSession();
  const visitor = isCommonSession(s.roles);
  return {
    hasAnyRole: (...roles: string[]) => hasAnyRole(s.roles, roles),
    hasAllRoles: (...roles: string[]) => hasAllRoles(s.roles, roles),
    hasAnyPermission: (...perms: string[]) => hasAnyPermission(s.permissions, perms),
    hasAllPermissions: (...perms: string[]) => hasAllPermissions(s.permissions, perms),
    /** the sole role common (or nothing granted) */
    isCommon: visitor,
    /** §6 isAdmin: anything other than common */
    isAdmin: !visitor,
  };
}
