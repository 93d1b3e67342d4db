import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { assertMayGrant, assertMayManage } from '../../domain/user-admin.rules';
import { AccessCache } from '@dha/server-core';
import { getGrantableRoles, getUser, replaceRoles, roleCodesOf } from '../../infrastructure/user-admin.repository';
import { AssignUserRolesCommand } from './assign-user-roles.command';

@CommandHandler(AssignUserRolesCommand)
export class AssignUserRolesHandler implements ICommandHandler<AssignUserRolesCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly cache: AccessCache,
  ) {}

  async execute({ user: caller, userId, roleIds }: AssignUserRolesCommand): Promise<true> {
    const tenantId = caller.tenantId;
    const em = this.em.fork();
    await getUser(em, tenantId, userId);
    assertMayManage(caller, (await roleCodesOf(em, [userId])).get(userId) ?? []);
    const roles = await getGrantableRoles(em, tenantId, roleIds);
    assertMayGrant(
      caller,
      roles.map((r) => r.code),
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
