/** Event types the auth module writes to the outbox, in the transaction of the revocation itself. */
export const AuthEventTypes = {
  /** an access token was revoked (logout): its live sockets are dropped */
  SESSION_ENDED: 'AuthSessionEnded',
} as const;

/** aggregateType of the auth events (aggregateId = the user id). */
export const AUTH_USER_AGGREGATE = 'user';

export interface AuthSessionEndedPayload {
  userId: number;
  /** `sessionKeyOf` (server-core) the revoked access token */
  sessionKey: string;
}
