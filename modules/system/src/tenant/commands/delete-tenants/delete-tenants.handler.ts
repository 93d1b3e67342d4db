import { BizError } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SystemErrors } from '../../../system.errors';
import { AccessCache } from '@dha/server-core';
import { deleteTenantRows, getTenants } from '../../infrastructure/tenant.repository';
import { DeleteTenantsCommand } from './delete-tenants.command';

@CommandHandler(DeleteTenantsCommand)
export class DeleteTenantsHandler implements ICommandHandler<DeleteTenantsCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly cache: AccessCache,
  ) {}

  async execute({ ids }: DeleteTenantsCommand): Promise<true> {
    await this.em.fork().transactional(async (em) => {
      const tenants = await getTenants(em, ids);
      if (tenants.some((t) => t.isSystem)) throw BizError.of(SystemErrors.TENANT_CAN_NOT_UPDATE_SYSTEM);
      await deleteTenantRows(em, ids);
    });
    // its sessions end on their next request (the token lookup finds no tenant)
    for (const id of new Set(ids)) await this.cache.tenantChanged(id);
    return true;
  }
}
