import { AuthEventTypes } from '@dha/auth';
import { EventConsumer, TenantPurgeConsumer } from '@dha/server-core';
import { deleteTenantNotifications } from '../../infrastructure/notify-message.repository';

/** Drops the notify rows of a tenant the auth module deleted. */
@EventConsumer({ name: 'notify-tenant-purge', events: [AuthEventTypes.TENANT_DELETED] })
export class NotifyTenantPurgeConsumer extends TenantPurgeConsumer {
  protected purge = deleteTenantNotifications;
}
