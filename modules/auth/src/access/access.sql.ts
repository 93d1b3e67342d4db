import { RoleCode } from '@dha/contracts';

/**
 * Codes of a user's enabled roles, and the permission strings of the enabled menus they grant
 * (every menu for super_admin). `$user` is the SQL expression of the user id.
 */
export const rolesOfUserSql = (user: string): string => `coalesce((
    select array_agg(r.code order by r.sort, r.id)
    from system_user_role ur join system_role r on r.id = ur.role_id
    where ur.user_id = ${user} and r.status = 0
  ), '{}')`;

export const permissionsOfUserSql = (user: string): string => `coalesce((
    select array_agg(distinct m.permission order by m.permission)
    from system_menu m
    where m.status = 0 and m.permission <> '' and (
      exists (
        select 1 from system_user_role ur join system_role r on r.id = ur.role_id
        where ur.user_id = ${user} and r.status = 0 and r.code = '${RoleCode.SUPER_ADMIN}'
      )
      or m.id in (
        select rm.menu_id from system_role_menu rm
        join system_user_role ur on ur.role_id = rm.role_id
        join system_role r on r.id = ur.role_id
        where ur.user_id = ${user} and r.status = 0
      )
    )
  ), '{}')`;
