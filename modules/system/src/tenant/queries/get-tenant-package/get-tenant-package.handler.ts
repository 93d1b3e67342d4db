import type { TenantPackageVO } from '@dha/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { toTenantPackageVO } from '../../infrastructure/tenant-package.read-model';
import { getTenantPackage } from '../../infrastructure/tenant-package.repository';
import { GetTenantPackageQuery } from './get-tenant-package.query';

@QueryHandler(GetTenantPackageQuery)
export class GetTenantPackageHandler implements IQueryHandler<GetTenantPackageQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ id }: GetTenantPackageQuery): Promise<TenantPackageVO> {
    return toTenantPackageVO(await getTenantPackage(this.em.fork(), id));
  }
}
