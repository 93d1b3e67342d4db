import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { Tenant } from './tenant.entity';
import { User } from './user.entity';

/** A refresh token (opaque, 32 hex); deleting it revokes every access token issued from it. */
@Entity({ tableName: 'system_refresh_token' })
export class RefreshToken {
  @PrimaryKey({ autoincrement: true })
  id!: number;

  @Property({ length: 32, unique: 'system_refresh_token_refresh_token_unique' })
  refreshToken!: string;

  @ManyToOne(() => User, { mapToPk: true, fieldName: 'user_id', deleteRule: 'cascade', index: 'system_refresh_token_user_id_index' })
  userId!: number;

  @ManyToOne(() => Tenant, { mapToPk: true, fieldName: 'tenant_id', deleteRule: 'cascade' })
  tenantId!: number;

  @Property({ type: 'timestamptz' })
  expiresAt!: Date;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createTime: Date = new Date();
}

/** An access token (opaque, 32 hex), looked up on every request. */
@Entity({ tableName: 'system_access_token' })
export class AccessToken {
  @PrimaryKey({ autoincrement: true })
  id!: number;

  @Property({ length: 32, unique: 'system_access_token_access_token_unique' })
  accessToken!: string;

  @ManyToOne(() => RefreshToken, {
    mapToPk: true,
    fieldName: 'refresh_token_id',
    deleteRule: 'cascade',
    index: 'system_access_token_refresh_token_id_index',
  })
  refreshTokenId!: number;

  @ManyToOne(() => User, { mapToPk: true, fieldName: 'user_id', deleteRule: 'cascade', index: 'system_access_token_user_id_index' })
  userId!: number;

  @ManyToOne(() => Tenant, { mapToPk: true, fieldName: 'tenant_id', deleteRule: 'cascade' })
  tenantId!: number;

  @Property({ type: 'timestamptz' })
  expiresAt!: Date;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createTime: Date = new Date();
}
