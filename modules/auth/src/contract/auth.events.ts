import { createHash } from 'node:crypto';

/** Event types the auth module writes to the outbox, in the transaction of the revocation itself. */
export const AuthEventTypes = {
  /** an access token was revoked (logout): its live sockets are dropped */
  SESSION_ENDED: 'AuthSessionEnded',
  /** a user was disabled: every live socket of theirs is dropped */
  USER_DISABLED: 'AuthUserDisabled',
  /** a tenant was deleted with its accounts: every other module drops the tenant's rows */
  TENANT_DELETED: 'AuthTenantDeleted',
} as const;

/** aggregateType of the auth events (aggregateId = the user id). */
export const AUTH_USER_AGGREGATE = 'user';

export interface AuthSessionEndedPayload {
  userId: number;
  /** {@link sessionKeyOf} the revoked access token */
  sessionKey: string;
}

export interface AuthUserDisabledPayload {
  userId: number;
}

/** aggregateType of AuthTenantDeleted (aggregateId = the tenant id). */
export const AUTH_TENANT_AGGREGATE = 'tenant';

export interface AuthTenantDeletedPayload {
  tenantId: number;
}

/**
 * Names one access token's session without carrying the token itself (events and room names are
 * stored and logged): the first 16 hex chars of its sha256.
 */
export function sessionKeyOf(accessToken: string): string {
  return sessionKeyOfHash(createHash('sha256').update(accessToken).digest('hex'));
}

/** The same session key, from the sha256 (hex) the database keeps of the token. */
export function sessionKeyOfHash(accessTokenHash: string): string {
  return accessTokenHash.slice(0, 16);
}
