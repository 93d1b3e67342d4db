import { Migration } from '@mikro-orm/migrations';

/**
 * Tokens are stored as their sha256 (hex), never as themselves: the live rows are converted in place,
 * so every signed-in user stays signed in. Refresh tokens gain their session (`family_id`, one per
 * login: each existing token is a session of its own) and `used_at` (spent by a rotation). An access
 * token never outlives its refresh token: existing ones are cut to it.
 */
export class AuthHashedTokens202611251010 extends Migration {
  override async up(): Promise<void> {
    for (const [table, column] of [
      ['system_refresh_token', 'refresh_token'],
      ['system_access_token', 'access_token'],
    ] as const) {
      this.addSql(`alter table "${table}" drop constraint "${table}_${column}_unique";`);
      this.addSql(`alter table "${table}" alter column "${column}" type varchar(64);`);
      this.addSql(`update "${table}" set "${column}" = encode(sha256(convert_to("${column}", 'UTF8')), 'hex');`);
      this.addSql(`alter table "${table}" rename column "${column}" to "${column}_hash";`);
      this.addSql(`alter table "${table}" add constraint "${table}_${column}_hash_unique" unique ("${column}_hash");`);
    }
    this.addSql(`alter table "system_refresh_token" add column "family_id" uuid, add column "used_at" timestamptz null;`);
    this.addSql(`update "system_refresh_token" set "family_id" = gen_random_uuid();`);
    this.addSql(`alter table "system_refresh_token" alter column "family_id" set not null;`);
    this.addSql(`create index "system_refresh_token_family_id_index" on "system_refresh_token" ("family_id");`);
    this.addSql(`update "system_access_token" a set expires_at = r.expires_at
      from "system_refresh_token" r where r.id = a.refresh_token_id and a.expires_at > r.expires_at;`);
  }
}
