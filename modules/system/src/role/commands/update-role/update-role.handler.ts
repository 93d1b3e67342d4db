import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AccessCache } from '@dha/server-core';
import { checkRoleSave, getRole, roleFields } from '../../infrastructure/role.repository';
import { UpdateRoleCommand } from './update-role.command';

@CommandHandler(UpdateRoleCommand)
export class UpdateRoleHandler implements ICommandHandler<UpdateRoleCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly access: AccessCache,
  ) {}

  async execute({ user, input }: UpdateRoleCommand): Promise<true> {
    const em = this.em.fork();
    const role = await getRole(em, user.tenantId, input.id);
    await checkRoleSave(em, user.tenantId, input, role);
    em.assign(role, roleFields(input));
    await em.flush();
    // the status (and the code checked by role rules) decide what its users may do
    await this.access.tenantChanged(user.tenantId);
    return true;
  }
}
