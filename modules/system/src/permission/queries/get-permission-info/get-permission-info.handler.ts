import { RoleCode, type AuthPermissionInfo } from '@dha/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { buildMenuTree } from '../../../menu/domain/menu-tree';
import { AccessCache, type CachedPermissionInfo } from '@dha/server-core';
import { AccessReadModel } from '../../infrastructure/access.read-model';
import { GetPermissionInfoQuery } from './get-permission-info.query';

@QueryHandler(GetPermissionInfoQuery)
export class GetPermissionInfoHandler implements IQueryHandler<GetPermissionInfoQuery, AuthPermissionInfo | null> {
  constructor(
    private readonly access: AccessReadModel,
    private readonly cache: AccessCache,
  ) {}

  async execute({ user: caller }: GetPermissionInfoQuery): Promise<AuthPermissionInfo | null> {
    const allMenus = caller.roles.includes(RoleCode.SUPER_ADMIN);
    const info = this.cache.permissionInfo(caller.id, allMenus) ?? (await this.load(caller.id, allMenus));
    if (!info) return null;
    // the console holds the user at its "set a new password" dialog while the flag is set
    const user = caller.passwordChangeRequired ? { ...info.user, passwordChangeRequired: true } : info.user;
    return { user, roles: caller.roles, roleNames: info.roleNames, permissions: caller.permissions, menus: info.menus };
  }

  private async load(userId: number, allMenus: boolean): Promise<CachedPermissionInfo | null> {
    const generation = this.cache.loadGeneration;
    const user = await this.access.permissionInfoUser(userId);
    if (!user) return null;
    const menus = await this.access.menusOf(userId, allMenus);
    const info: CachedPermissionInfo = {
      user: {
        id: user.id,
        nickname: user.nickname,
        avatar: user.avatar,
        deptId: user.dept_id,
        username: user.username,
        email: user.email ?? '',
      },
      roleNames: user.role_names ?? {},
      menus: buildMenuTree(menus),
    };
    this.cache.keepPermissionInfo(userId, allMenus, info, generation);
    return info;
  }
}
