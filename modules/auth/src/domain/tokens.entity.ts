import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { Tenant } from './tenant.entity';
import { User } from './user.entity';

/** What a refresh and an access token both hold: whose it is, in which tenant, until when. */
abstract class IssuedToken {
  @PrimaryKey({ autoincrement: true })
  id!: number;

  // index name by the naming strategy: `<table>_user_id_index`
  @ManyToOne(() => User, { mapToPk: true, fieldName: 'user_id', deleteRule: 'cascade', index: true })
  userId!: number;

  @ManyToOne(() => Tenant, { mapToPk: true, fieldName: 'tenant_id', deleteRule: 'cascade' })
  tenantId!: number;

  @Property({ type: 'timestamptz' })
  expiresAt!: Date;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createTime: Date = new Date();
}

/** A refresh token (opaque, 32 hex); deleting it revokes every access token issued from it. */
@Entity({ tableName: 'system_refresh_token' })
export class RefreshToken extends IssuedToken {
  @Property({ length: 32, unique: 'system_refresh_token_refresh_token_unique' })
  refreshToken!: string;
}

/** An access token (opaque, 32 hex), looked up on every request. */
@Entity({ tableName: 'system_access_token' })
export class AccessToken extends IssuedToken {
  @Property({ length: 32, unique: 'system_access_token_access_token_unique' })
  accessToken!: string;

  @ManyToOne(() => RefreshToken, {
    mapToPk: true,
    fieldName: 'refresh_token_id',
    deleteRule: 'cascade',
    index: 'system_access_token_refresh_token_id_index',
  })
  refreshTokenId!: number;
}
