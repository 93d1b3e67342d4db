import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { GrantRule } from '../../../permission/domain/grant-rule';
import { AccessCache } from '@dha/server-core';
import { getGrantableRoles, getUser, replaceRoles } from '../../infrastructure/user-admin.repository';
import { AssignUserRolesCommand } from './assign-user-roles.command';

@CommandHandler(AssignUserRolesCommand)
export class AssignUserRolesHandler implements ICommandHandler<AssignUserRolesCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly cache: AccessCache,
    private readonly grants: GrantRule,
  ) {}

  async execute({ user: caller, userId, roleIds }: AssignUserRolesCommand): Promise<true> {
    const tenantId = caller.tenantId;
    const em = this.em.fork();
    const user = await getUser(em, tenantId, userId);
    await this.grants.assertMayManageUsers(caller, [userId]);
    const roles = await getGrantableRoles(em, tenantId, roleIds);
    await this.grants.assertMayGrant(
      caller,
      user,
      roles.map((r) => r.id),
    );
    await em.transactional((tx) =>
      replaceRoles(
        tx,
        userId,
        roles.map((r) => r.id),
      ),
    );
    // the new roles apply at the user's next request
    await this.cache.usersChanged(tenantId, [userId]);
    return true;
  }
}
