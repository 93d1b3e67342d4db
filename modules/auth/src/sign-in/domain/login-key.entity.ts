import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * The key pair the console encrypts a remembered password with (spec §3: "password, encrypted with
 * a public key"). One row (id 1), created by the first process that needs it and then shared by every
 * process (LoginKeyStore). Deleting the row rotates the key at the next restart: passwords remembered
 * under the old key no longer decrypt, and their owners type them once more.
 */
@Entity({ tableName: 'system_login_key' })
export class LoginKey {
  @PrimaryKey({ type: 'smallint', autoincrement: false })
  id!: number;

  /** SPKI, DER, base64: what GET /system/auth/login-public-key serves */
  @Property({ type: 'text' })
  publicKey!: string;

  /** PKCS#8 PEM; never leaves the server */
  @Property({ type: 'text' })
  privateKey!: string;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createTime: Date = new Date();
}
