import { EventConsumer, TenantPurgeConsumer } from '@dha/server-core';
import { SystemEventTypes } from '@dha/system';
import { deleteTenantRows } from '../../infrastructure/account-rows';

/** Drops the sessions, bindings and grants of a tenant the system module deleted. */
@EventConsumer({ name: 'auth-tenant-purge', events: [SystemEventTypes.TENANT_DELETED] })
export class AuthTenantPurgeConsumer extends TenantPurgeConsumer {
  protected purge = deleteTenantRows;
}
