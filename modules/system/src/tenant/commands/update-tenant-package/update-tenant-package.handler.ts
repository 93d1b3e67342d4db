import { BizError, operatorOf } from '@dha/server-core';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SystemErrors } from '../../../system.errors';
import { AccessCache } from '@dha/server-core';
import { trimTenantRoles } from '../../infrastructure/tenant-menus';
import {
  checkTenantPackage,
  getTenantPackage,
  tenantIdsOfPackages,
  tenantPackageFields,
} from '../../infrastructure/tenant-package.repository';
import { UpdateTenantPackageCommand } from './update-tenant-package.command';

@CommandHandler(UpdateTenantPackageCommand)
export class UpdateTenantPackageHandler implements ICommandHandler<UpdateTenantPackageCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly cache: AccessCache,
  ) {}

  async execute({ user, input }: UpdateTenantPackageCommand): Promise<true> {
    let touched: number[] = [];
    try {
      touched = await this.em.fork().transactional(async (em) => {
        const pkg = await getTenantPackage(em, input.id);
        await checkTenantPackage(em, input);
        const before = pkg.menuIds.join(',');
        em.assign(pkg, { ...tenantPackageFields(input), updater: operatorOf(user) });
        await em.flush();
        if (pkg.menuIds.join(',') === before) return [];
        const tenantIds = await tenantIdsOfPackages(em, [pkg.id]);
        for (const tenantId of tenantIds) await trimTenantRoles(em, tenantId, pkg.menuIds);
        return tenantIds;
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw BizError.of(SystemErrors.TENANT_PACKAGE_NAME_DUPLICATE);
      throw error;
    }
    for (const tenantId of touched) await this.cache.tenantChanged(tenantId);
    return true;
  }
}
