import { ArrayType, Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * What a refresh and an access token both hold: whose it is, in which tenant, for which client and
 * scopes, until when. The console's own sign-ins are client `default` (no scopes: the console's API
 * is gated by roles and permissions); an OAuth2 client's token reaches only the routes its scopes
 * open (auth.guard.ts). A client's own token (client_credentials) has no user.
 */
abstract class IssuedToken {
  @PrimaryKey({ autoincrement: true })
  id!: number;

  // a user of the system module (no foreign key across modules: its USER_DISABLED event ends the sessions)
  // index name by the naming strategy: `<table>_user_id_index`
  @Property({ type: 'integer', fieldName: 'user_id', index: true, nullable: true })
  userId!: number | null;

  @Property({ type: 'string', length: 64, default: 'default', index: true })
  clientId: string = 'default';

  @Property({ type: ArrayType, columnType: 'text[]', default: '{}' })
  scopes: string[] = [];

  @Property({ type: 'integer', fieldName: 'tenant_id' })
  tenantId!: number;

  @Property({ type: 'timestamptz' })
  expiresAt!: Date;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createTime: Date = new Date();
}

/**
 * A refresh token (opaque, 32 hex, stored as its sha256 only). Every refresh rotates it: the
 * presented one is spent (`usedAt`) and a successor of the same `familyId` (one login's session)
 * is issued with the same expiry, so a session never outlives its login's REFRESH_TOKEN_TTL. A spent
 * token presented again is a stolen copy or a stale one: the whole family ends (token.repository).
 * Deleting it revokes every access token issued from it.
 */
@Entity({ tableName: 'system_refresh_token' })
export class RefreshToken extends IssuedToken {
  @Property({ length: 64, fieldName: 'refresh_token_hash', unique: 'system_refresh_token_refresh_token_hash_unique' })
  tokenHash!: string;

  /** the session: every refresh token rotated from one login shares it */
  @Property({ type: 'uuid', index: 'system_refresh_token_family_id_index' })
  familyId!: string;

  /** when it was exchanged for its successor; null while it is the session's live one */
  @Property({ type: 'timestamptz', nullable: true })
  usedAt?: Date | null;
}

/** An access token (opaque, 32 hex, stored as its sha256 only), looked up on every request. */
@Entity({ tableName: 'system_access_token' })
export class AccessToken extends IssuedToken {
  @Property({ length: 64, fieldName: 'access_token_hash', unique: 'system_access_token_access_token_hash_unique' })
  tokenHash!: string;

  @ManyToOne(() => RefreshToken, {
    mapToPk: true,
    fieldName: 'refresh_token_id',
    deleteRule: 'cascade',
    index: 'system_access_token_refresh_token_id_index',
  })
  refreshTokenId!: number;
}
