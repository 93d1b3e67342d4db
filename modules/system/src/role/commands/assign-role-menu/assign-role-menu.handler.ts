import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AccessCache } from '@dha/server-core';
import { GrantRule } from '../../../permission/domain/grant-rule';
import { replaceRoleMenus } from '../../infrastructure/role-grant.repository';
import { getRole } from '../../infrastructure/role.repository';
import { AssignRoleMenuCommand } from './assign-role-menu.command';

@CommandHandler(AssignRoleMenuCommand)
export class AssignRoleMenuHandler implements ICommandHandler<AssignRoleMenuCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly access: AccessCache,
    private readonly grants: GrantRule,
  ) {}

  async execute({ user, input }: AssignRoleMenuCommand): Promise<true> {
    await getRole(this.em.fork(), user.tenantId, input.roleId);
    // a role the caller could not hold is not theirs to change
    await this.grants.assertMayManageRoles(user, [input.roleId]);
    await this.em.fork().transactional(async (tx) => {
      const role = await getRole(tx, user.tenantId, input.roleId);
      await replaceRoleMenus(tx, role, input.menuIds);
      // after the menus are known to exist for the tenant: the caller gives only menus they hold (a refusal undoes the write)
      await this.grants.assertMayGiveMenus(user, input.menuIds);
    });
    await this.access.tenantChanged(user.tenantId);
    return true;
  }
}
