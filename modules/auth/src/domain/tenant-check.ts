import { CommonStatus } from '@dha/contracts';
import { BizError } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AuthErrors } from '../auth.errors';
import { Tenant } from './';

/** A login or register happens in an existing, enabled, unexpired tenant. */
@Injectable()
export class TenantCheck {
  constructor(private readonly em: EntityManager) {}

  async assertUsable(tenantId: number): Promise<void> {
    const tenant = await this.em.fork().findOne(Tenant, tenantId);
    if (!tenant) throw BizError.of(AuthErrors.TENANT_NOT_EXISTS);
    if (tenant.status !== CommonStatus.ENABLE) throw new BizError(AuthErrors.TENANT_DISABLE, tenant.name);
    if (tenant.expireTime && tenant.expireTime.getTime() <= Date.now()) throw new BizError(AuthErrors.TENANT_EXPIRE, tenant.name);
  }
}
