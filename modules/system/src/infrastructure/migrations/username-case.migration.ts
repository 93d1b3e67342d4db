import { Migration } from '@mikro-orm/migrations';

/**
 * Usernames are unique in a tenant whatever their case (`VISITOR4` is `visitor4`); sign-in and every
 * lookup by name compare `lower(username)`.
 *
 * Accounts that already differ only by case: the oldest keeps its name, each later one is renamed
 * `<name>x<id>` (still letters and digits, at most 30) so that no account, sign-up or history is
 * lost; an administrator tells its owner the new name (user list). Its password is unchanged.
 */
export class AuthUsernameCase202611251000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`with ranked as (
      select id, username, row_number() over (partition by tenant_id, lower(username) order by id) as n from "system_users")
      update "system_users" u set username = left(r.username, 30 - length('x' || r.id::text)) || 'x' || r.id, update_time = now()
      from ranked r where r.id = u.id and r.n > 1;`);
    this.addSql(`alter table "system_users" drop constraint "system_users_tenant_username_unique";`);
    this.addSql(`create unique index "system_users_tenant_lower_username_unique" on "system_users" ("tenant_id", lower("username"));`);
  }
}
