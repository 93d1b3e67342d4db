import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Role, RoleType } from '../../domain/role.entity';
import { checkRoleSave, roleFields } from '../../infrastructure/role.repository';
import { CreateRoleCommand } from './create-role.command';
import { GrantRule } from '../../../permission/domain/grant-rule';

/**
 * A new custom role (no menus until granted; data scope ALL, or only the own rows when the caller's
 * scope is narrower: nobody makes a role wider than themselves); no user holds it yet, so access is unchanged.
 */
@CommandHandler(CreateRoleCommand)
export class CreateRoleHandler implements ICommandHandler<CreateRoleCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly grants: GrantRule,
  ) {}

  async execute({ user, input }: CreateRoleCommand): Promise<number> {
    const em = this.em.fork();
    await checkRoleSave(em, user.tenantId, input);
    const dataScope = await this.grants.newRoleDataScope(user);
    const role = Object.assign(new Role(), { tenantId: user.tenantId, type: RoleType.CUSTOM, dataScope }, roleFields(input));
    await em.persist(role).flush();
    return role.id;
  }
}
