import { CommonStatus } from '@dha/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { ScopedRole } from './data-scope.read-model';

/** A role as the grant rule weighs it: the menus it grants (with their buttons' permissions) and its data scope. */
export interface RoleReach extends ScopedRole {
  id: number;
  name: string;
  menu_ids: number[];
}

/** A user as the grant rule weighs them: their department and their roles. */
export interface HolderReach {
  id: number;
  tenantId: number;
  username: string;
  deptId: number | null;
  roles: RoleReach[];
}

const ROLE_COLUMNS = `r.id, r.code, r.name, r.data_scope, r.data_scope_dept_ids,
  coalesce((select array_agg(rm.menu_id order by rm.menu_id) from system_role_menu rm where rm.role_id = r.id), '{}') as menu_ids`;

const pgInts = (ids: readonly number[]): string => `{${ids.join(',')}}`;

/** The reads behind the grant rule: what roles and their holders reach. */
@Injectable()
export class ReachReadModel {
  constructor(private readonly em: EntityManager) {}

  /** These roles (of any status), in no particular order; unknown ids are left out. */
  async roles(roleIds: readonly number[]): Promise<RoleReach[]> {
    if (!roleIds.length) return [];
    const rows = await this.em
      .getConnection()
      .execute<RoleReach[]>(`select ${ROLE_COLUMNS} from system_role r where r.id = any(?::int[])`, [pgInts(roleIds)]);
    return rows.map(normalise);
  }

  /**
   * These users with their roles. `enabledOnly`: only enabled roles (what a caller holds now);
   * else every role, so a disabled role that could be enabled again still counts for a target.
   */
  async holders(userIds: readonly number[], enabledOnly: boolean): Promise<HolderReach[]> {
    if (!userIds.length) return [];
    const conn = this.em.getConnection();
    const users = await conn.execute<Array<{ id: number; tenant_id: number; username: string; dept_id: number | null }>>(
      `select id, tenant_id, username, dept_id from system_users where id = any(?::int[])`,
      [pgInts(userIds)],
    );
    const roles = await conn.execute<Array<RoleReach & { user_id: number }>>(
      `select ur.user_id, ${ROLE_COLUMNS} from system_user_role ur join system_role r on r.id = ur.role_id
       where ur.user_id = any(?::int[])${enabledOnly ? ` and r.status = ${CommonStatus.ENABLE}` : ''}`,
      [pgInts(userIds)],
    );
    return users.map((u) => ({
      id: Number(u.id),
      tenantId: Number(u.tenant_id),
      username: u.username,
      deptId: u.dept_id === null ? null : Number(u.dept_id),
      roles: roles.filter((r) => Number(r.user_id) === Number(u.id)).map(normalise),
    }));
  }

  /** The names of these menus, in id order. */
  async menuNames(menuIds: readonly number[]): Promise<string[]> {
    if (!menuIds.length) return [];
    const rows = await this.em
      .getConnection()
      .execute<Array<{ name: string }>>(`select name from system_menu where id = any(?::int[]) order by id`, [pgInts(menuIds)]);
    return rows.map((r) => r.name);
  }
}

function normalise(r: RoleReach): RoleReach {
  return {
    id: Number(r.id),
    code: r.code,
    name: r.name,
    data_scope: Number(r.data_scope),
    data_scope_dept_ids: (r.data_scope_dept_ids ?? []).map(Number),
    menu_ids: (r.menu_ids ?? []).map(Number),
  };
}
