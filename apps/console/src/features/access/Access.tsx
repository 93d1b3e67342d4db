import type { ReactNode } from 'react';
import { useAccess } from '../../auth/session';
import { PERMI_TAG_VALUE_ERROR, requireTagValue, ROLE_TAG_VALUE_ERROR, wechatShows } from './directives';

/**
 * The element directives of spec §6 as components: each renders its children, or nothing when the
 * user lacks what it asks for (the element is removed, not disabled). The hooks answer the same
 * question for props (a row action's `canUpdate`, a table's selection).
 */

interface CheckOptions {
  /** every value is needed (all-of); by default one of them is enough (any-of) */
  all?: boolean;
}

/** Roles check: 'admin' (and super_admin) pass every one. Throws the §5 error without values. */
export function useHasRole(value: readonly string[], { all = false }: CheckOptions = {}): boolean {
  requireTagValue(value, ROLE_TAG_VALUE_ERROR);
  const access = useAccess();
  return all ? access.hasAllRoles(...value) : access.hasAnyRole(...value);
}

/** Permissions check: '*:*:*' passes every one. Throws the §5 error without values. */
export function useHasPermi(value: readonly string[], { all = false }: CheckOptions = {}): boolean {
  requireTagValue(value, PERMI_TAG_VALUE_ERROR);
  const access = useAccess();
  return all ? access.hasAllPermissions(...value) : access.hasAnyPermission(...value);
}

interface DirectiveProps extends CheckOptions {
  value: readonly string[];
  children?: ReactNode;
}

/** §6 hasRole (any-of; `all` for all-of). */
export function HasRole({ value, all, children }: DirectiveProps) {
  return useHasRole(value, { all }) ? <>{children}</> : null;
}

/** §6 hasPermi (any-of; `all` for all-of). */
export function HasPermi({ value, all, children }: DirectiveProps) {
  return useHasPermi(value, { all }) ? <>{children}</> : null;
}

/** §6 isCommon: shown only to a visitor (the sole role common). */
export function IsCommon({ children }: { children?: ReactNode }) {
  return useAccess().isCommon ? <>{children}</> : null;
}

/** §6 isAdmin: shown to anyone other than a visitor. */
export function IsAdmin({ children }: { children?: ReactNode }) {
  return useAccess().isAdmin ? <>{children}</> : null;
}

/** §6 isWechat: 'pc' hides inside the WeChat browser, 'wx' hides outside it. */
export function IsWechat({ value, children }: { value: 'pc' | 'wx'; children?: ReactNode }) {
  return wechatShows(value) ? <>{children}</> : null;
}
