import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Role, RoleType } from '../../domain/role.entity';
import { checkRoleSave, roleFields } from '../../infrastructure/role.repository';
import { CreateRoleCommand } from './create-role.command';

/** A new custom role (data scope ALL, no menus until granted); no user holds it yet, so access is unchanged. */
@CommandHandler(CreateRoleCommand)
export class CreateRoleHandler implements ICommandHandler<CreateRoleCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ user, input }: CreateRoleCommand): Promise<number> {
    const em = this.em.fork();
    await checkRoleSave(em, user.tenantId, input);
    const role = Object.assign(new Role(), { tenantId: user.tenantId, type: RoleType.CUSTOM }, roleFields(input));
    await em.persist(role).flush();
    return role.id;
  }
}
