import { Migration } from '@mikro-orm/migrations';

/** The login key pair (domain/login-key.entity.ts): one row, filled by the server on first use. */
export class AuthLoginKey202611251200 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "system_login_key" (
      "id" smallint not null,
      "public_key" text not null,
      "private_key" text not null,
      "create_time" timestamptz not null default now(),
      constraint "system_login_key_pkey" primary key ("id"));`);
  }
}
