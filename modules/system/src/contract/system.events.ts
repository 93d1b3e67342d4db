/**
 * Event types the system module writes to the outbox, in the transaction of the change. Their names
 * predate the split of the auth module (outbox rows already written carry them), so they keep it.
 */
export const SystemEventTypes = {
  /** a user was disabled or deleted: their sessions end and every live socket of theirs is dropped */
  USER_DISABLED: 'AuthUserDisabled',
  /** a tenant was deleted with its accounts: every other module drops the tenant's rows */
  TENANT_DELETED: 'AuthTenantDeleted',
} as const;

/** aggregateType of USER_DISABLED (aggregateId = the user id). */
export const SYSTEM_USER_AGGREGATE = 'user';

export interface UserDisabledPayload {
  userId: number;
  /** the account is gone (not only disabled): everything kept for it goes too */
  deleted?: boolean;
}

/** aggregateType of TENANT_DELETED (aggregateId = the tenant id). */
export const SYSTEM_TENANT_AGGREGATE = 'tenant';

export type { TenantDeletedPayload } from '@dha/server-core';
