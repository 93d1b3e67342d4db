import { SystemEventTypes } from '@dha/system';
import { EventConsumer, TenantPurgeConsumer } from '@dha/server-core';
import { deleteTenantSignups } from '../../infrastructure/signup.repository';

/** Drops the signup rows of a tenant the auth module deleted. */
@EventConsumer({ name: 'signup-tenant-purge', events: [SystemEventTypes.TENANT_DELETED] })
export class SignupTenantPurgeConsumer extends TenantPurgeConsumer {
  protected purge = deleteTenantSignups;
}
