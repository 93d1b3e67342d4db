import { SystemEventTypes } from '@dha/system';
import { EventConsumer, TenantPurgeConsumer } from '@dha/server-core';
import { deleteTenantNotifications } from '../../infrastructure/notify-message.repository';

/** Drops the notify rows of a tenant the auth module deleted. */
@EventConsumer({ name: 'notify-tenant-purge', events: [SystemEventTypes.TENANT_DELETED] })
export class NotifyTenantPurgeConsumer extends TenantPurgeConsumer {
  protected purge = deleteTenantNotifications;
}
