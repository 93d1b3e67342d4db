import { CommonStatus } from '@dha/contracts';
import { AuditedColumns, type AuditedOptional } from '@dha/server-core';
import { ArrayType, Entity, ManyToOne, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';

/**
 * A third-party application allowed to ask users for access (`system_oauth2_client`), shared by every
 * tenant. Its secret is kept as its sha256 only: the server generates it (128 random bits, shown once),
 * so a fast hash leaves nothing to brute-force. No secret: a public client, which must use PKCE.
 */
@Entity({ tableName: 'system_oauth2_client' })
export class OAuth2Client extends AuditedColumns {
  [OptionalProps]?:
    | 'logo'
    | 'description'
    | 'status'
    | 'scopes'
    | 'autoApproveScopes'
    | 'secretHash'
    | 'authorities'
    | 'resourceIds'
    | 'additionalInformation'
    | AuditedOptional;

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 64, unique: 'system_oauth2_client_client_id_unique' })
  clientId!: string;

  @Property({ type: 'string', length: 64, nullable: true })
  secretHash: string | null = null;

  @Property({ type: 'string', length: 64 })
  name!: string;

  @Property({ type: 'string', length: 255, default: '' })
  logo: string = '';

  @Property({ type: 'string', length: 255, nullable: true })
  description: string | null = null;

  @Property({ type: 'smallint', default: CommonStatus.ENABLE })
  status: number = CommonStatus.ENABLE;

  @Property({ type: 'integer' })
  accessTokenValiditySeconds!: number;

  @Property({ type: 'integer' })
  refreshTokenValiditySeconds!: number;

  /** compared exactly (no prefix or pattern match) */
  @Property({ type: ArrayType, columnType: 'text[]' })
  redirectUris!: string[];

  @Property({ type: ArrayType, columnType: 'text[]' })
  authorizedGrantTypes!: string[];

  @Property({ type: ArrayType, columnType: 'text[]', default: '{}' })
  scopes: string[] = [];

  /** scopes granted without asking the user */
  @Property({ type: ArrayType, columnType: 'text[]', default: '{}' })
  autoApproveScopes: string[] = [];

  /** upstream's Spring Security authorities: kept for its console, not enforced here */
  @Property({ type: ArrayType, columnType: 'text[]', default: '{}' })
  authorities: string[] = [];

  /** upstream's resource ids: kept for its console, not enforced here */
  @Property({ type: ArrayType, columnType: 'text[]', default: '{}' })
  resourceIds: string[] = [];

  /** a JSON object or array, as the administrator wrote it */
  @Property({ type: 'text', nullable: true })
  additionalInformation: string | null = null;
}

/** A user's answer for one scope of one client (`system_oauth2_approve`): approved or denied, until it expires. */
@Entity({ tableName: 'system_oauth2_approve' })
@Unique({ name: 'system_oauth2_approve_user_client_scope_unique', properties: ['userId', 'clientId', 'scope'] })
export class OAuth2Approval {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'integer', fieldName: 'user_id' })
  userId!: number;

  @ManyToOne(() => OAuth2Client, {
    mapToPk: true,
    fieldName: 'client_id',
    referencedColumnNames: ['client_id'],
    columnType: 'varchar(64)',
    deleteRule: 'cascade',
    index: 'system_oauth2_approve_client_id_index',
  })
  clientId!: string;

  @Property({ type: 'string', length: 64 })
  scope!: string;

  @Property({ type: 'boolean' })
  approved!: boolean;

  @Property({ type: 'timestamptz' })
  expiresAt!: Date;
}

/**
 * An authorization code (`system_oauth2_code`, stored as its sha256): single use, 300 s. Kept after
 * its use with the session (`familyId`) it started, so a replay can end that session (RFC 6749 §4.1.2).
 */
@Entity({ tableName: 'system_oauth2_code' })
export class OAuth2Code {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 64, unique: 'system_oauth2_code_code_hash_unique' })
  codeHash!: string;

  @ManyToOne(() => OAuth2Client, {
    mapToPk: true,
    fieldName: 'client_id',
    referencedColumnNames: ['client_id'],
    columnType: 'varchar(64)',
    deleteRule: 'cascade',
    index: 'system_oauth2_code_client_id_index',
  })
  clientId!: string;

  @Property({ type: 'integer', fieldName: 'user_id', index: 'system_oauth2_code_user_id_index' })
  userId!: number;

  @Property({ type: 'integer', fieldName: 'tenant_id', index: 'system_oauth2_code_tenant_id_index' })
  tenantId!: number;

  @Property({ type: ArrayType, columnType: 'text[]' })
  scopes!: string[];

  @Property({ type: 'string', length: 255 })
  redirectUri!: string;

  @Property({ type: 'string', length: 255, nullable: true })
  state: string | null = null;

  /** PKCE: BASE64URL(SHA256(code_verifier)) (S256 only) */
  @Property({ type: 'string', length: 128, nullable: true })
  codeChallenge: string | null = null;

  @Property({ type: 'timestamptz' })
  expiresAt!: Date;

  @Property({ type: 'timestamptz', nullable: true })
  usedAt: Date | null = null;

  /** the session the exchange started (its refresh token family) */
  @Property({ type: 'uuid', nullable: true })
  familyId: string | null = null;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createTime: Date = new Date();
}
