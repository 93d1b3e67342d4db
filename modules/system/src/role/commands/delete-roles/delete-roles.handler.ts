import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AccessCache } from '@dha/server-core';
import { GrantRule } from '../../../permission/domain/grant-rule';
import { assertDeletable, getRoles } from '../../infrastructure/role.repository';
import { DeleteRolesCommand } from './delete-roles.command';

/** The role's user links and menu grants go with it (foreign keys cascade). */
@CommandHandler(DeleteRolesCommand)
export class DeleteRolesHandler implements ICommandHandler<DeleteRolesCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly access: AccessCache,
    private readonly grants: GrantRule,
  ) {}

  async execute({ user, ids }: DeleteRolesCommand): Promise<true> {
    const em = this.em.fork();
    const roles = await getRoles(em, user.tenantId, ids);
    assertDeletable(roles);
    await this.grants.assertMayManageRoles(user, ids);
    for (const role of roles) em.remove(role);
    await em.flush();
    await this.access.tenantChanged(user.tenantId);
    return true;
  }
}
