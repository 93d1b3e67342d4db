import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { GetManageableUserQuery } from '../../../contract/account.queries';
import { assertMayManage } from '../../domain/user-admin.rules';
import { getUser, roleCodesOf } from '../../infrastructure/user-admin.repository';

@QueryHandler(GetManageableUserQuery)
export class GetManageableUserHandler implements IQueryHandler<GetManageableUserQuery, { id: number; username: string }> {
  constructor(private readonly em: EntityManager) {}

  async execute({ caller, userId }: GetManageableUserQuery): Promise<{ id: number; username: string }> {
    const em = this.em.fork();
    const user = await getUser(em, caller.tenantId, userId);
    assertMayManage(caller, (await roleCodesOf(em, [userId])).get(userId) ?? []);
    return { id: user.id, username: user.username };
  }
}
