import { ALL_PERMISSIONS, CommonStatus, MenuType, Permissions, RoleCode } from '@dha/contracts';
import { PreparedStatement } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { UserAccess } from '../../contract/account.queries';
import type { MenuRow } from '../../menu/domain/menu-tree';

const ENABLED = CommonStatus.ENABLE;

/**
 * Codes of a user's enabled roles, and the permission strings of the enabled menus they grant
 * (every menu for super_admin). `user` is the SQL expression of the user id.
 */
export const rolesOfUserSql = (user: string): string => `coalesce((
    select array_agg(r.code order by r.sort, r.id)
    from system_user_role ur join system_role r on r.id = ur.role_id
    where ur.user_id = ${user} and r.status = ${ENABLED}
  ), '{}')`;

export const permissionsOfUserSql = (user: string): string => `coalesce((
    select array_agg(distinct m.permission order by m.permission)
    from system_menu m
    where m.status = ${ENABLED} and m.permission <> '' and (
      exists (
        select 1 from system_user_role ur join system_role r on r.id = ur.role_id
        where ur.user_id = ${user} and r.status = ${ENABLED} and r.code = '${RoleCode.SUPER_ADMIN}'
      )
      or m.id in (
        select rm.menu_id from system_role_menu rm
        join system_user_role ur on ur.role_id = rm.role_id
        join system_role r on r.id = ur.role_id
        where ur.user_id = ${user} and r.status = ${ENABLED}
      )
    )
  ), '{}')`;

export interface PermissionInfoUserRow {
  id: number;
  nickname: string;
  avatar: string;
  dept_id: number | null;
  username: string;
  email: string | null;
  /** role code → name of the user's enabled roles */
  role_names: Record<string, string>;
}

/** The console loads the permission info on every start and every navigation after a login: prepared once per connection. */
const PERMISSION_INFO_USER = new PreparedStatement<PermissionInfoUserRow>(
  'system_permission_info_user',
  `select u.id, u.nickname, u.avatar, u.dept_id, u.username, u.email, coalesce((
     select json_object_agg(r.code, r.name) from system_user_role ur join system_role r on r.id = ur.role_id
     where ur.user_id = u.id and r.status = ${ENABLED}
   ), '{}'::json) as role_names
   from system_users u where u.id = $1`,
);
const MENUS_OF_USER = new PreparedStatement<MenuRow>(
  'system_permission_info_menus',
  `select m.id, m.parent_id, m.name, m.path, m.component, m.component_name, m.icon, m.visible, m.keep_alive, m.always_show, m.sort
   from system_menu m
   where m.status = ${ENABLED} and m.type <> ${MenuType.BUTTON} and ($1::boolean or m.id in (
     select rm.menu_id from system_role_menu rm
     join system_user_role ur on ur.role_id = rm.role_id
     join system_role r on r.id = ur.role_id
     where ur.user_id = $2 and r.status = ${ENABLED}
   ))`,
);

interface UserAccessRow {
  id: number;
  tenant_id: number;
  username: string;
  nickname: string;
  dept_id: number | null;
  password_change_required: boolean;
  roles: string[];
  permissions: string[];
  tenant_expire_time: Date | null;
}

/**
 * The access of many users: enabled users of enabled, unexpired tenants only (the guard resolves the
 * users of the tokens one event-loop turn presents in one statement; prepared once per connection).
 */
const USER_ACCESS = new PreparedStatement<UserAccessRow>(
  'system_user_access',
  `select u.id, u.tenant_id, u.username, u.nickname, u.dept_id, u.password_change_required,
     ${rolesOfUserSql('u.id')} as roles,
     ${permissionsOfUserSql('u.id')} as permissions,
     t.expire_time as tenant_expire_time
   from system_users u
   join system_tenant t on t.id = u.tenant_id
   where u.id = any($1::int[]) and u.status = ${ENABLED} and t.status = ${ENABLED}
     and (t.expire_time is null or t.expire_time > now())`,
);

/** Every submission asks it (its reviewers are told). */
const REVIEWER_IDS = new PreparedStatement<{ id: number }>(
  'system_reviewer_ids',
  `with reviewing_roles as materialized (
     select r.id from system_role r
     where r.status = $1 and r.code not in ($4, $5) and (
       r.code = $6
       or exists (select 1 from system_role_menu rm join system_menu m on m.id = rm.menu_id
                  where rm.role_id = r.id and m.status = $7 and m.permission = $8)))
   , holders as materialized (
     select distinct ur.user_id from reviewing_roles rr join system_user_role ur on ur.role_id = rr.id)
   select u.id from holders h
   join system_users u on u.id = h.user_id and u.tenant_id = $2 and u.status = $3
   order by u.id`,
);

/** What roles and menus grant: the reads behind the permission info and the reviewer lookup. */
@Injectable()
export class AccessReadModel {
  constructor(private readonly em: EntityManager) {}

  /** The access of these users (the enabled ones of usable tenants: the others are left out). */
  async usersAccess(userIds: readonly number[]): Promise<Map<number, UserAccess>> {
    const rows = await USER_ACCESS.run(this.em, [[...new Set(userIds)]]);
    return new Map(
      rows.map((row) => {
        const permissions = row.roles.includes(RoleCode.SUPER_ADMIN) ? [...row.permissions, ALL_PERMISSIONS] : row.permissions;
        const access: UserAccess = {
          id: row.id,
          tenantId: row.tenant_id,
          username: row.username,
          nickname: row.nickname,
          deptId: row.dept_id,
          roles: row.roles,
          permissions,
          ...(row.password_change_required ? { passwordChangeRequired: true } : {}),
          validUntil: row.tenant_expire_time ? new Date(row.tenant_expire_time).getTime() : Infinity,
        };
        return [Number(row.id), access];
      }),
    );
  }

  async permissionInfoUser(userId: number): Promise<PermissionInfoUserRow | undefined> {
    const [user] = await PERMISSION_INFO_USER.run(this.em, [userId]);
    return user;
  }

  /** The enabled pages and directories (no buttons) the user's enabled roles grant; every one when `allMenus`. */
  menusOf(userId: number, allMenus: boolean): Promise<MenuRow[]> {
    return MENUS_OF_USER.run(this.em, [allMenus, userId]);
  }

  /**
   * The same grant rule as the guard's permission check: enabled role, enabled menu. A teacher's
   * review grant covers only their own courses, so teacher roles do not make a reviewer (teachers
   * hear of their courses' signups through the teacher audit request).
   */
  async reviewerIds(tenantId: number): Promise<number[]> {
    const rows = await REVIEWER_IDS.run(this.em, [
      ENABLED,
      tenantId,
      ENABLED,
      RoleCode.COURSE_TEACHER,
      RoleCode.OTHER_TEACHER,
      RoleCode.SUPER_ADMIN,
      ENABLED,
      Permissions.signup.review,
    ]);
    return rows.map((r) => Number(r.id));
  }
}
