import { MenuType, RoleCode, type AuthPermissionInfo } from '@dha/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
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

@QueryHandler(GetPermissionInfoQuery)
export class GetPermissionInfoHandler implements IQueryHandler<GetPermissionInfoQuery, AuthPermissionInfo | null> {
  constructor(private readonly em: EntityManager) {}

  async execute({ user: caller }: GetPermissionInfoQuery): Promise<AuthPermissionInfo | null> {
    const connection = this.em.getConnection();
    const userId = caller.id;
    const [user] = await connection.execute<UserRow[]>(
      `select u.id, u.nickname, u.avatar, u.dept_id, u.username, u.email from system_users u where u.id = ?`,
      [userId],
    );
    if (!user) return null;
    const isSuperAdmin = caller.roles.includes(RoleCode.SUPER_ADMIN);
    const menus = await connection.execute<MenuRow[]>(
      `select m.id, m.parent_id, m.name, m.path, m.component, m.component_name, m.icon, m.visible, m.keep_alive, m.always_show, m.sort
       from system_menu m
       where m.status = 0 and m.type <> ${MenuType.BUTTON} and (?::boolean or m.id in (
         select rm.menu_id from system_role_menu rm
         join system_user_role ur on ur.role_id = rm.role_id
         join system_role r on r.id = ur.role_id
         where ur.user_id = ? and r.status = 0
       ))`,
      [isSuperAdmin, userId],
    );
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
