import type { TenantVO } from '@dha/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { getTenant } from '../../infrastructure/tenant.repository';
import { toTenantVO } from '../../infrastructure/tenant.read-model';
import { GetTenantQuery } from './get-tenant.query';

@QueryHandler(GetTenantQuery)
export class GetTenantHandler implements IQueryHandler<GetTenantQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ id }: GetTenantQuery): Promise<TenantVO> {
    return toTenantVO(await getTenant(this.em.fork(), id));
  }
}
