import type { RoleSimpleVO } from '@dha/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { enabledRoles } from '../../infrastructure/role.read-model';
import { ListEnabledRolesQuery } from './list-enabled-roles.query';

@QueryHandler(ListEnabledRolesQuery)
export class ListEnabledRolesHandler implements IQueryHandler<ListEnabledRolesQuery> {
  constructor(private readonly em: EntityManager) {}

  execute({ tenantId, callerIsSuperAdmin }: ListEnabledRolesQuery): Promise<RoleSimpleVO[]> {
    return enabledRoles(this.em.fork(), tenantId, { withSuperAdmin: callerIsSuperAdmin });
  }
}
