import { RoleCode, type AuthPermissionInfo } from '@dha/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { buildMenuTree } from '../../domain/menu-tree';
import { AccessReadModel } from '../../infrastructure/access.read-model';
import { GetPermissionInfoQuery } from './get-permission-info.query';

@QueryHandler(GetPermissionInfoQuery)
export class GetPermissionInfoHandler implements IQueryHandler<GetPermissionInfoQuery, AuthPermissionInfo | null> {
  constructor(private readonly access: AccessReadModel) {}

  async execute({ user: caller }: GetPermissionInfoQuery): Promise<AuthPermissionInfo | null> {
    const user = await this.access.permissionInfoUser(caller.id);
    if (!user) return null;
    const menus = await this.access.menusOf(caller.id, caller.roles.includes(RoleCode.SUPER_ADMIN));
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
