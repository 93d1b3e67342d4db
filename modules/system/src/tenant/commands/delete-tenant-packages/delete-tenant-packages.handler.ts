import { BizError } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SystemErrors } from '../../../system.errors';
import { getTenantPackages, tenantIdsOfPackages } from '../../infrastructure/tenant-package.repository';
import { DeleteTenantPackagesCommand } from './delete-tenant-packages.command';

@CommandHandler(DeleteTenantPackagesCommand)
export class DeleteTenantPackagesHandler implements ICommandHandler<DeleteTenantPackagesCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ ids }: DeleteTenantPackagesCommand): Promise<true> {
    await this.em.fork().transactional(async (em) => {
      const packages = await getTenantPackages(em, ids);
      // locked, so a tenant cannot take the package between the check and the delete
      await em
        .getConnection()
        .execute(
          `select id from system_tenant_package where id = any(?::int[]) for update`,
          [`{${ids.join(',')}}`],
          'all',
          em.getTransactionContext(),
        );
      if ((await tenantIdsOfPackages(em, ids)).length) throw BizError.of(SystemErrors.TENANT_PACKAGE_USED);
      for (const pkg of packages) em.remove(pkg);
      await em.flush();
    });
    return true;
  }
}
