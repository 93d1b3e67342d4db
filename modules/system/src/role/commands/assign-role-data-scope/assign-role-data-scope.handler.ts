import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AccessCache } from '@dha/server-core';
import { GrantRule } from '../../../permission/domain/grant-rule';
import { setDataScope } from '../../infrastructure/role-grant.repository';
import { getRole } from '../../infrastructure/role.repository';
import { AssignRoleDataScopeCommand } from './assign-role-data-scope.command';

@CommandHandler(AssignRoleDataScopeCommand)
export class AssignRoleDataScopeHandler implements ICommandHandler<AssignRoleDataScopeCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly access: AccessCache,
    private readonly grants: GrantRule,
  ) {}

  async execute({ user, input }: AssignRoleDataScopeCommand): Promise<true> {
    const em = this.em.fork();
    const role = await getRole(em, user.tenantId, input.roleId);
    await this.grants.assertMayManageRoles(user, [role.id]);
    await this.grants.assertMayGiveDataScope(user, input.dataScope, input.dataScopeDeptIds);
    await setDataScope(em, role, input.dataScope, input.dataScopeDeptIds);
    await em.flush();
    await this.access.tenantChanged(user.tenantId);
    return true;
  }
}
