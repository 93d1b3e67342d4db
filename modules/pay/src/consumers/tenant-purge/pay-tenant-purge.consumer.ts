import { SystemEventTypes } from '@dha/system';
import { EventConsumer, TenantPurgeConsumer } from '@dha/server-core';
import { deleteTenantPayments } from '../../infrastructure/pay.repository';

/** Drops the pay rows of a tenant the auth module deleted. */
@EventConsumer({ name: 'pay-tenant-purge', events: [SystemEventTypes.TENANT_DELETED] })
export class PayTenantPurgeConsumer extends TenantPurgeConsumer {
  protected purge = deleteTenantPayments;
}
