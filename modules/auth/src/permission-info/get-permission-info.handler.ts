import { MenuType, RoleCode, type AuthPermissionInfo } from '@dha/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { PreparedStatement } from '@dha/server-core';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { buildMenuTree, type MenuRow } from './menu-tree';
import { GetPermissionInfoQuery } from './get-permission-info.query';

interface UserRow {
  id: number;
  nickname: string;
  avatar: string;
  dept_id: number | null;
  username: string;
  email: string | null;
}

/** The console loads it on every start and every navigation after a login: prepared once per connection. */
const USER_READ = new PreparedStatement<UserRow>(
  'auth_permission_info_user',
  `select u.id, u.nickname, u.avatar, u.dept_id, u.username, u.email from system_users u where u.id = $1`,
);
const MENUS_OF_USER = new PreparedStatement<MenuRow>(
  'auth_permission_info_menus',
  `select m.id, m.parent_id, m.name, m.path, m.component, m.component_name, m.icon, m.visible, m.keep_alive, m.always_show, m.sort
   from system_menu m
   where m.status = 0 and m.type <> ${MenuType.BUTTON} and ($1::boolean or m.id in (
     select rm.menu_id from system_role_menu rm
     join system_user_role ur on ur.role_id = rm.role_id
     join system_role r on r.id = ur.role_id
     where ur.user_id = $2 and r.status = 0
   ))`,
);

@QueryHandler(GetPermissionInfoQuery)
export class GetPermissionInfoHandler implements IQueryHandler<GetPermissionInfoQuery, AuthPermissionInfo | null> {
  constructor(private readonly em: EntityManager) {}

  async execute({ user: caller }: GetPermissionInfoQuery): Promise<AuthPermissionInfo | null> {
    const [user] = await USER_READ.run(this.em, [caller.id]);
    if (!user) return null;
    const menus = await MENUS_OF_USER.run(this.em, [caller.roles.includes(RoleCode.SUPER_ADMIN), caller.id]);
    return {
      user: {
        id: user.id,
        nickname: user.nickname,
        avatar: user.avatar,
        deptId: user.dept_id,
        username: user.username,
        email: user.email ?? '',
      },
      roles: caller.roles,
      permissions: caller.permissions,
      menus: buildMenuTree(menus),
    };
  }
}
