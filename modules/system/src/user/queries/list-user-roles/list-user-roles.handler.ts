import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { roleIdsOf } from '../../infrastructure/user-admin.read-model';
import { getUser } from '../../infrastructure/user-admin.repository';
import { ListUserRolesQuery } from './list-user-roles.query';

@QueryHandler(ListUserRolesQuery)
export class ListUserRolesHandler implements IQueryHandler<ListUserRolesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ tenantId, userId }: ListUserRolesQuery): Promise<number[]> {
    const em = this.em.fork();
    await getUser(em, tenantId, userId);
    return roleIdsOf(em, userId);
  }
}
