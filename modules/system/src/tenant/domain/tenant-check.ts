import { CommonStatus, SYSTEM_TENANT_PACKAGE_ID } from '@dha/contracts';
import { BizError } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { SystemErrors } from '../../system.errors';
import { AccessCache } from '@dha/server-core';
import { lockTenantQuota, staffAccountCount } from '../infrastructure/tenant.repository';
import { Tenant } from './tenant.entity';

/** A login or register happens in an existing, enabled, unexpired tenant. */
@Injectable()
export class TenantCheck {
  constructor(
    private readonly em: EntityManager,
    private readonly cache: AccessCache,
  ) {}

  async assertUsable(tenantId: number): Promise<void> {
    const refusal = await this.refusalOf(tenantId);
    if (refusal) throw refusal;
  }

  /**
   * The same check for every anonymous call naming a tenant (course lists, register…), answered from
   * the access cache: a disabled, expired or unknown tenant serves nobody, signed in or not.
   */
  async assertUsableCached(tenantId: number): Promise<void> {
    let refusal = this.cache.tenantRefusal(tenantId);
    if (refusal === undefined) {
      const generation = this.cache.loadGeneration;
      refusal = await this.refusalOf(tenantId);
      this.cache.keepTenantRefusal(tenantId, refusal, generation);
    }
    if (refusal) throw refusal;
  }

  private async refusalOf(tenantId: number): Promise<BizError | null> {
    const tenant = await this.em.fork().findOne(Tenant, tenantId);
    if (!tenant) return BizError.of(SystemErrors.TENANT_NOT_EXISTS);
    if (tenant.status !== CommonStatus.ENABLE) return new BizError(SystemErrors.TENANT_DISABLE, tenant.name);
    if (tenant.expireTime && tenant.expireTime.getTime() <= Date.now()) return new BizError(SystemErrors.TENANT_EXPIRE, tenant.name);
    return null;
  }

  /**
   * Refuses `adding` more staff accounts when the tenant's account quota would be exceeded. Call it
   * inside the transaction that creates the accounts (admin create, Excel import, tenant creation).
   */
  async assertAccountQuota(tenantId: number, adding: number, em: EntityManager): Promise<void> {
    // the row lock serialises the account creations of one tenant until this transaction ends
    const tenant = await lockTenantQuota(em, tenantId);
    if (!tenant) throw BizError.of(SystemErrors.TENANT_NOT_EXISTS);
    // the system tenant has no quota
    if (tenant.packageId === SYSTEM_TENANT_PACKAGE_ID || adding <= 0) return;
    // Self-registered visitors do not count: the quota limits the organisation's staff accounts, and a
    // course organisation must never stop visitors signing up for its courses because of it.
    if ((await staffAccountCount(em, tenantId)) + adding > tenant.accountCount) {
      throw new BizError(SystemErrors.USER_COUNT_MAX, tenant.accountCount);
    }
  }
}
