import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AccessCache } from '@dha/server-core';
import { replaceRoleMenus } from '../../infrastructure/role-grant.repository';
import { getRole } from '../../infrastructure/role.repository';
import { AssignRoleMenuCommand } from './assign-role-menu.command';

@CommandHandler(AssignRoleMenuCommand)
export class AssignRoleMenuHandler implements ICommandHandler<AssignRoleMenuCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly access: AccessCache,
  ) {}

  async execute({ user, input }: AssignRoleMenuCommand): Promise<true> {
    await this.em.fork().transactional(async (tx) => {
      const role = await getRole(tx, user.tenantId, input.roleId);
      await replaceRoleMenus(tx, role, input.menuIds);
    });
    await this.access.tenantChanged(user.tenantId);
    return true;
  }
}
