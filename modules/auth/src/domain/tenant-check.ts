import { CommonStatus, SYSTEM_TENANT_PACKAGE_ID } from '@dha/contracts';
import { BizError } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AuthErrors } from '../auth.errors';
import { lockTenantQuota, staffAccountCount } from '../infrastructure/tenant.repository';
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

  /**
   * Refuses `adding` more staff accounts when the tenant's account quota would be exceeded. Call it
   * inside the transaction that creates the accounts (admin create, Excel import, tenant creation).
   */
  async assertAccountQuota(tenantId: number, adding: number, em: EntityManager): Promise<void> {
    // the row lock serialises the account creations of one tenant until this transaction ends
    const tenant = await lockTenantQuota(em, tenantId);
    if (!tenant) throw BizError.of(AuthErrors.TENANT_NOT_EXISTS);
    // the system tenant has no quota
    if (tenant.packageId === SYSTEM_TENANT_PACKAGE_ID || adding <= 0) return;
    // Self-registered visitors do not count: the quota limits the organisation's staff accounts, and a
    // course organisation must never stop visitors signing up for its courses because of it.
    if ((await staffAccountCount(em, tenantId)) + adding > tenant.accountCount) {
      throw new BizError(AuthErrors.USER_COUNT_MAX, tenant.accountCount);
    }
  }
}
