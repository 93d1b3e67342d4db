import { CommonStatus, DataScope, RoleCode } from '@dha/contracts';
import { PreparedStatement } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { DataScopeGrant } from '../../contract/data-scope.queries';

/** A role as far as data scope goes. */
export interface ScopedRole {
  code: string;
  data_scope: number;
  data_scope_dept_ids: number[] | null;
}

/** The user's row, with one of its enabled roles (null columns: none). */
interface ScopeRoleRow {
  tenant_id: number;
  dept_id: number | null;
  code: string | null;
  data_scope: number | null;
  data_scope_dept_ids: number[] | null;
}

// every review asks it
const USER_AND_ROLES = new PreparedStatement<ScopeRoleRow>(
  'system_user_and_roles',
  `select u.tenant_id, u.dept_id, r.code, r.data_scope, r.data_scope_dept_ids
   from system_users u
   left join (system_user_role ur join system_role r on r.id = ur.role_id and r.status = $1) on ur.user_id = u.id
   where u.id = $2`,
);

/** The data scope of a user: the union of what its enabled roles allow. */
@Injectable()
export class DataScopeReadModel {
  constructor(private readonly em: EntityManager) {}

  async scopeOf(userId: number): Promise<DataScopeGrant> {
    // the user and its enabled roles in one read: a row per role, or one with no role
    const rows = await USER_AND_ROLES.run(this.em, [CommonStatus.ENABLE, userId]);
    const user = rows[0];
    if (!user) return { deptIds: [], selfUserId: null };
    const roles = rows.filter((r) => r.code !== null) as ScopedRole[];
    return this.scopeOfRoles(Number(user.tenant_id), user.dept_id === null ? null : Number(user.dept_id), userId, roles);
  }

  /** The scope these roles give a user of that department (the grant rule asks it of roles a user would hold). */
  async scopeOfRoles(tenantId: number, deptId: number | null, userId: number, roles: readonly ScopedRole[]): Promise<DataScopeGrant> {
    // the upstream: a user without roles sees only what they created
    if (!roles.length) return { deptIds: [], selfUserId: userId };
    if (roles.some((r) => r.code === RoleCode.SUPER_ADMIN || Number(r.data_scope) === DataScope.ALL)) return { all: true };
    const deptIds = new Set<number>();
    let selfUserId: number | null = null;
    for (const r of roles) {
      switch (Number(r.data_scope)) {
        case DataScope.DEPT_CUSTOM:
          for (const id of r.data_scope_dept_ids ?? []) deptIds.add(Number(id));
          break;
        case DataScope.DEPT_ONLY:
          if (deptId !== null) deptIds.add(deptId);
          break;
        case DataScope.DEPT_AND_CHILD:
          if (deptId !== null) for (const id of await this.deptAndBelow(tenantId, deptId)) deptIds.add(id);
          break;
        case DataScope.DEPT_SELF:
          selfUserId = userId;
          break;
      }
    }
    return { deptIds: [...deptIds].sort((a, b) => a - b), selfUserId };
  }

  private async deptAndBelow(tenantId: number, deptId: number): Promise<number[]> {
    const rows = await this.em.getConnection().execute<Array<{ id: number }>>(
      `with recursive below(id) as (
         select id from system_dept where id = ? and tenant_id = ?
         union select d.id from system_dept d join below b on d.parent_id = b.id where d.tenant_id = ?)
       select id from below`,
      [deptId, tenantId, tenantId],
    );
    return rows.map((r) => Number(r.id));
  }
}
