import { BizError } from '@dha/server-core';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SystemErrors } from '../../../system.errors';
import { AccessCache } from '@dha/server-core';
import { trimTenantRoles } from '../../infrastructure/tenant-menus';
import { checkTenantUnique, getTenant, getUsablePackage, tenantFields } from '../../infrastructure/tenant.repository';
import { UpdateTenantCommand } from './update-tenant.command';

@CommandHandler(UpdateTenantCommand)
export class UpdateTenantHandler implements ICommandHandler<UpdateTenantCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly cache: AccessCache,
  ) {}

  async execute({ input }: UpdateTenantCommand): Promise<true> {
    try {
      await this.em.fork().transactional(async (em) => {
        const tenant = await getTenant(em, input.id);
        if (tenant.isSystem) throw BizError.of(SystemErrors.TENANT_CAN_NOT_UPDATE_SYSTEM);
        // package 0 (the system tenant's) is no package: a package tenant cannot be made a system tenant
        const pkg = await getUsablePackage(em, input.packageId);
        await checkTenantUnique(em, input);
        const packageChanged = tenant.packageId !== pkg.id;
        em.assign(tenant, tenantFields(input));
        await em.flush();
        if (packageChanged) await trimTenantRoles(em, tenant.id, pkg.menuIds);
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new BizError(SystemErrors.TENANT_NAME_DUPLICATE, input.name.trim());
      throw error;
    }
    // status, expiry and menus change what its sessions may do: they see it on their next request
    await this.cache.tenantChanged(input.id);
    return true;
  }
}
