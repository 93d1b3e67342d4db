import { AuthEventTypes } from '@dha/auth';
import { EventConsumer, TenantPurgeConsumer } from '@dha/server-core';
import { deleteTenantSignups } from '../../infrastructure/signup.repository';

/** Drops the signup rows of a tenant the auth module deleted. */
@EventConsumer({ name: 'signup-tenant-purge', events: [AuthEventTypes.TENANT_DELETED] })
export class SignupTenantPurgeConsumer extends TenantPurgeConsumer {
  protected purge = deleteTenantSignups;
}
