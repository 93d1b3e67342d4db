import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { tenantIdByName } from '../../infrastructure/tenant.read-model';
import { GetTenantIdByNameQuery } from './get-tenant-id-by-name.query';

@QueryHandler(GetTenantIdByNameQuery)
export class GetTenantIdByNameHandler implements IQueryHandler<GetTenantIdByNameQuery> {
  constructor(private readonly em: EntityManager) {}

  execute({ name }: GetTenantIdByNameQuery): Promise<number | null> {
    return tenantIdByName(this.em.fork(), name);
  }
}
