import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AccessCache } from '@dha/server-core';
import { GrantRule } from '../../../permission/domain/grant-rule';
import { checkRoleSave, getRole, roleFields } from '../../infrastructure/role.repository';
import { UpdateRoleCommand } from './update-role.command';

@CommandHandler(UpdateRoleCommand)
export class UpdateRoleHandler implements ICommandHandler<UpdateRoleCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly access: AccessCache,
    private readonly grants: GrantRule,
  ) {}

  async execute({ user, input }: UpdateRoleCommand): Promise<true> {
    const em = this.em.fork();
    const role = await getRole(em, user.tenantId, input.id);
    // re-enabling or renaming a wider role would hand out what the caller does not hold
    await this.grants.assertMayManageRoles(user, [role.id]);
    await checkRoleSave(em, user.tenantId, input, role);
    em.assign(role, roleFields(input));
    await em.flush();
    // the status (and the code checked by role rules) decide what its users may do
    await this.access.tenantChanged(user.tenantId);
    return true;
  }
}
