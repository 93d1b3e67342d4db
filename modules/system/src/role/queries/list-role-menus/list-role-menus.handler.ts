import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { roleMenuIds } from '../../infrastructure/role-grant.repository';
import { getRole } from '../../infrastructure/role.repository';
import { ListRoleMenusQuery } from './list-role-menus.query';

@QueryHandler(ListRoleMenusQuery)
export class ListRoleMenusHandler implements IQueryHandler<ListRoleMenusQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ tenantId, roleId }: ListRoleMenusQuery): Promise<number[]> {
    const em = this.em.fork();
    await getRole(em, tenantId, roleId);
    return roleMenuIds(em, roleId);
  }
}
