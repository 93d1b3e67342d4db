import { hash } from 'node:crypto';
import { ArrayType, Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { Tenant } from './tenant.entity';
import { User } from './user.entity';

/**
 * What a refresh and an access token both hold: whose it is, in which tenant, for which client and
 * scopes, until when. The console's own sign-ins are client `default` (no scopes: the console's API
 * is gated by roles and permissions); an OAuth2 client's token reaches only the routes its scopes
 * open (auth.guard.ts). A client's own token (client_credentials) has no user.
 */
abstract class IssuedToken {
  @PrimaryKey({ autoincrement: true })
  id!: number;

  // index name by the naming strategy: `<table>_user_id_index`
  @ManyToOne(() => User, { mapToPk: true, fieldName: 'user_id', deleteRule: 'cascade', index: true, nullable: true })
  userId!: number | null;

  @Property({ type: 'string', length: 64, default: 'default', index: true })
  clientId: string = 'default';

  @Property({ type: ArrayType, columnType: 'text[]', default: '{}' })
  scopes: string[] = [];

  @ManyToOne(() => Tenant, { mapToPk: true, fieldName: 'tenant_id', deleteRule: 'cascade' })
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

/**
 * What the database keeps of a token: its sha256 (hex). Tokens are 128 random bits, so a fast hash
 * is enough (nothing to brute-force), and one per request keeps the lookup cheap; a leaked table
 * or backup holds no usable token.
 */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}
