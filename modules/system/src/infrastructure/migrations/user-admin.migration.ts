import { Migration } from '@mikro-orm/migrations';

/**
 * User administration: a user's posts (`system_user_post`), the admin's remark, and the flag that
 * makes the user set a new password before anything else (after an admin reset or an import).
 */
export class AuthUserAdmin202611250100 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "system_users" add column "remark" varchar(500) null;`);
    this.addSql(`alter table "system_users" add column "password_change_required" boolean not null default false;`);
    this.addSql(`create table "system_user_post" (
      "id" serial primary key,
      "user_id" int not null,
      "post_id" int not null);`);
    this.addSql(
      `alter table "system_user_post" add constraint "system_user_post_user_id_foreign" foreign key ("user_id") references "system_users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "system_user_post" add constraint "system_user_post_post_id_foreign" foreign key ("post_id") references "system_post" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(`alter table "system_user_post" add constraint "system_user_post_user_post_unique" unique ("user_id", "post_id");`);
    this.addSql(`create index "system_user_post_post_id_index" on "system_user_post" ("post_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "system_user_post" cascade;`);
    this.addSql(`alter table "system_users" drop column if exists "password_change_required";`);
    this.addSql(`alter table "system_users" drop column if exists "remark";`);
  }
}
