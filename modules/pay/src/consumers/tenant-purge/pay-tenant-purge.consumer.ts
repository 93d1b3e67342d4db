import { AuthEventTypes } from '@dha/auth';
import { EventConsumer, TenantPurgeConsumer } from '@dha/server-core';
import { deleteTenantPayments } from '../../infrastructure/pay.repository';

/** Drops the pay rows of a tenant the auth module deleted. */
@EventConsumer({ name: 'pay-tenant-purge', events: [AuthEventTypes.TENANT_DELETED] })
export class PayTenantPurgeConsumer extends TenantPurgeConsumer {
  protected purge = deleteTenantPayments;
}
