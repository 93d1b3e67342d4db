import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { GetManageableUserQuery } from '../../../contract/account.queries';
import { GrantRule } from '../../../permission/domain/grant-rule';
import { getUser } from '../../infrastructure/user-admin.repository';

@QueryHandler(GetManageableUserQuery)
export class GetManageableUserHandler implements IQueryHandler<GetManageableUserQuery, { id: number; username: string }> {
  constructor(
    private readonly em: EntityManager,
    private readonly grants: GrantRule,
  ) {}

  async execute({ caller, userId }: GetManageableUserQuery): Promise<{ id: number; username: string }> {
    const em = this.em.fork();
    const user = await getUser(em, caller.tenantId, userId);
    await this.grants.assertMayManageUsers(caller, [userId]);
    return { id: user.id, username: user.username };
  }
}
