import { DataScope, RoleCode, TENANT_ADMIN_ROLE_CODE } from '@dha/contracts';
import { BizError, type LoginUser } from '@dha/server-core';
import { Injectable } from '@nestjs/common';
import { SystemErrors } from '../../system.errors';
import type { DataScopeGrant } from '../../contract/data-scope.queries';
import { DataScopeReadModel } from '../infrastructure/data-scope.read-model';
import { ReachReadModel, type HolderReach, type RoleReach } from '../infrastructure/reach.read-model';

/** What the caller holds: every menu and row (super admin), or their enabled roles' menus and data scope. */
type CallerReach =
  | { unrestricted: true }
  | {
      unrestricted: false;
      menuIds: Set<number>;
      /** the rows the caller sees, as the data filters compute it */
      scope: DataScopeGrant;
      /** the data scope kinds the caller's roles have (a role of kind DEPT_ONLY may be given by a holder of that kind or a wider one) */
      kinds: Set<number>;
    };

/** A role's data scope, in the order of how far it reaches (a DEPT_CUSTOM set is weighed by its departments). */
const WIDER_KINDS: Record<number, readonly number[]> = {
  [DataScope.ALL]: [DataScope.ALL],
  [DataScope.DEPT_AND_CHILD]: [DataScope.ALL, DataScope.DEPT_AND_CHILD],
  [DataScope.DEPT_ONLY]: [DataScope.ALL, DataScope.DEPT_AND_CHILD, DataScope.DEPT_ONLY],
};

/** The roles only a super admin hands out: the keys of the system and of a tenant. */
const ADMIN_ROLES: readonly string[] = [RoleCode.SUPER_ADMIN, TENANT_ADMIN_ROLE_CODE];

/**
 * THE grant rule (issue 29): nobody reaches past what they hold through another account or a role.
 * A caller manages (edits, disables, deletes, resets the password of, assigns roles to) only accounts
 * whose roles' menus and data scope lie within their own; grants only such roles; gives a role only
 * menus and a data scope within their own; super_admin and tenant_admin are granted by a super admin
 * only. A super admin is unrestricted.
 */
@Injectable()
export class GrantRule {
  constructor(
    private readonly reach: ReachReadModel,
    private readonly scopes: DataScopeReadModel,
  ) {}

  /** Refuses unless the caller may manage every one of these users (of the caller's tenant: the handlers found them there). */
  async assertMayManageUsers(caller: LoginUser, userIds: readonly number[]): Promise<void> {
    const refusals = [...(await this.manageRefusals(caller, userIds)).values()];
    // a super admin's account is the refusal with a message of its own (they hold everything)
    const first = refusals.find((e) => e.code === SystemErrors.USER_SUPER_ADMIN_PROTECTED.code) ?? refusals[0];
    if (first) throw first;
  }

  /** Why the caller may not manage each of these users (an import weighs its rows one by one); absent: they may. */
  async manageRefusals(caller: LoginUser, userIds: readonly number[]): Promise<Map<number, BizError>> {
    const refusals = new Map<number, BizError>();
    if (isSuperAdmin(caller) || !userIds.length) return refusals;
    const own = await this.callerReach(caller);
    for (const t of await this.reach.holders(userIds, false)) {
      if (t.roles.some((r) => r.code === RoleCode.SUPER_ADMIN)) refusals.set(t.id, BizError.of(SystemErrors.USER_SUPER_ADMIN_PROTECTED));
      else if (await this.firstExceeding(own, t.roles, t)) refusals.set(t.id, new BizError(SystemErrors.USER_MANAGE_DENIED, t.username));
    }
    return refusals;
  }

  /**
   * Refuses unless the caller may give these roles to that user (who then holds them at their
   * department). Only roles the user does not hold yet are weighed: keeping a role is no grant.
   */
  async assertMayGrant(caller: LoginUser, target: { id: number | null; deptId: number | null }, roleIds: readonly number[]): Promise<void> {
    const held = target.id === null ? [] : ((await this.reach.holders([target.id], false))[0]?.roles ?? []).map((r) => r.id);
    const added = await this.reach.roles(roleIds.filter((id) => !held.includes(id)));
    if (isSuperAdmin(caller)) return;
    const admin = added.find((r) => ADMIN_ROLES.includes(r.code));
    if (admin?.code === RoleCode.SUPER_ADMIN) throw BizError.of(SystemErrors.USER_GRANT_SUPER_ADMIN_DENIED);
    if (admin) throw new BizError(SystemErrors.USER_GRANT_ADMIN_ROLE_DENIED, admin.name);
    const own = await this.callerReach(caller);
    const holder = { id: target.id ?? 0, tenantId: caller.tenantId, deptId: target.deptId };
    const over = await this.firstExceeding(own, added, holder);
    if (over) throw new BizError(SystemErrors.USER_GRANT_ROLE_DENIED, over.name);
  }

  /** Refuses a department outside the caller's data scope for a user they save (else a department admin moves people past it). */
  async assertDeptInScope(caller: LoginUser, deptId: number | null | undefined): Promise<void> {
    if (deptId === null || deptId === undefined || isSuperAdmin(caller)) return;
    const own = await this.callerReach(caller);
    if (!own.unrestricted && !own.scope.all && !own.scope.deptIds.includes(deptId)) throw BizError.of(SystemErrors.USER_DEPT_OUT_OF_SCOPE);
  }

  /** The ids of the roles (among these) the caller may grant, as far as a role alone tells (pickers). */
  async grantable(caller: LoginUser, roleIds: readonly number[]): Promise<Set<number>> {
    const roles = await this.reach.roles(roleIds);
    if (isSuperAdmin(caller)) return new Set(roles.map((r) => r.id));
    const own = await this.callerReach(caller);
    return new Set(roles.filter((r) => !ADMIN_ROLES.includes(r.code) && !this.roleExceeds(own, r)).map((r) => r.id));
  }

  /** Refuses unless the role as it is lies within the caller's reach (editing, re-enabling or deleting a wider role is managing it). */
  async assertMayManageRoles(caller: LoginUser, roleIds: readonly number[]): Promise<void> {
    if (isSuperAdmin(caller)) return;
    const own = await this.callerReach(caller);
    for (const role of await this.reach.roles(roleIds)) {
      if (this.roleExceeds(own, role)) throw new BizError(SystemErrors.ROLE_MANAGE_DENIED, role.name);
    }
  }

  /** Refuses menus the caller does not hold (naming them). */
  async assertMayGiveMenus(caller: LoginUser, menuIds: readonly number[]): Promise<void> {
    if (isSuperAdmin(caller)) return;
    const own = await this.callerReach(caller);
    if (own.unrestricted) return;
    const missing = [...new Set(menuIds)].filter((id) => !own.menuIds.has(id));
    if (missing.length) throw new BizError(SystemErrors.ROLE_GRANT_MENU_DENIED, (await this.reach.menuNames(missing)).join('、'));
  }

  /** Refuses a data scope wider than the caller's. */
  async assertMayGiveDataScope(caller: LoginUser, dataScope: number, deptIds: readonly number[] = []): Promise<void> {
    if (isSuperAdmin(caller)) return;
    const own = await this.callerReach(caller);
    if (!this.scopeWithin(own, { data_scope: dataScope, data_scope_dept_ids: [...deptIds] })) {
      throw BizError.of(SystemErrors.ROLE_GRANT_DATA_SCOPE_DENIED);
    }
  }

  /** The widest data scope a role the caller creates may start with: their own kind when it is ALL, else only the creator's own rows. */
  async newRoleDataScope(caller: LoginUser): Promise<number> {
    const own = await this.callerReach(caller);
    return own.unrestricted || own.scope.all ? DataScope.ALL : DataScope.DEPT_SELF;
  }

  private async callerReach(caller: LoginUser): Promise<CallerReach> {
    if (isSuperAdmin(caller)) return { unrestricted: true };
    const [me] = await this.reach.holders([caller.id], true);
    const roles = me?.roles ?? [];
    return {
      unrestricted: false,
      menuIds: new Set(roles.flatMap((r) => r.menu_ids)),
      scope: await this.scopes.scopeOf(caller.id),
      kinds: new Set(roles.map((r) => r.data_scope)),
    };
  }

  /** The first of these roles that reaches past the caller, for a holder at that department; null when none does. */
  private async firstExceeding(
    own: CallerReach,
    roles: readonly RoleReach[],
    holder: Pick<HolderReach, 'id' | 'tenantId' | 'deptId'>,
  ): Promise<RoleReach | null> {
    if (own.unrestricted) return null;
    for (const role of roles) {
      if (this.roleExceeds(own, role)) return role;
      // where the role reaches for this holder: their department (and below) must be within the caller's rows too
      const seen = own.scope;
      if (!seen.all) {
        const theirs = await this.scopes.scopeOfRoles(holder.tenantId, holder.deptId, holder.id, [role]);
        if (theirs.all || theirs.deptIds.some((d) => !seen.deptIds.includes(d))) return role;
      }
    }
    return null;
  }

  /** Whether a role, whoever holds it, reaches past the caller: a menu they lack, a wider data scope, or the super admin's. */
  private roleExceeds(own: CallerReach, role: RoleReach): boolean {
    if (own.unrestricted) return false;
    if (role.code === RoleCode.SUPER_ADMIN) return true;
    if (role.menu_ids.some((id) => !own.menuIds.has(id))) return true;
    return !this.scopeWithin(own, role);
  }

  private scopeWithin(own: CallerReach, role: Pick<RoleReach, 'data_scope' | 'data_scope_dept_ids'>): boolean {
    if (own.unrestricted) return true;
    const seen = own.scope;
    if (seen.all || role.data_scope === DataScope.DEPT_SELF) return true;
    if (role.data_scope === DataScope.DEPT_CUSTOM) return (role.data_scope_dept_ids ?? []).every((d) => seen.deptIds.includes(d));
    return (WIDER_KINDS[role.data_scope] ?? []).some((kind) => own.kinds.has(kind));
  }
}

const isSuperAdmin = (caller: LoginUser): boolean => caller.roles.includes(RoleCode.SUPER_ADMIN);
