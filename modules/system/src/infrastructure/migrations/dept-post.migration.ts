import { Migration } from '@mikro-orm/migrations';

/** Departments (a tree per tenant) and posts, as the upstream platform has them. */
export class AuthDeptPost202611241600 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "system_dept" (
      "id" serial primary key, "tenant_id" int not null, "name" varchar(30) not null, "parent_id" int not null default 0,
      "sort" int not null default 0, "leader_user_id" int null, "phone" varchar(11) null, "email" varchar(50) null,
      "status" smallint not null default 0, "creator" varchar(64) not null default '', "updater" varchar(64) not null default '',
      "create_time" timestamptz not null, "update_time" timestamptz not null);`);
    this.addSql(`create index "system_dept_tenant_id_index" on "system_dept" ("tenant_id");`);
    this.addSql(
      `alter table "system_dept" add constraint "system_dept_tenant_parent_name_unique" unique ("tenant_id", "parent_id", "name");`,
    );

    this.addSql(`create table "system_post" (
      "id" serial primary key, "tenant_id" int not null, "code" varchar(64) not null, "name" varchar(50) not null,
      "sort" int not null default 0, "status" smallint not null default 0, "remark" varchar(500) null,
      "creator" varchar(64) not null default '', "updater" varchar(64) not null default '',
      "create_time" timestamptz not null, "update_time" timestamptz not null);`);
    this.addSql(`alter table "system_post" add constraint "system_post_tenant_code_unique" unique ("tenant_id", "code");`);
    this.addSql(`alter table "system_post" add constraint "system_post_tenant_name_unique" unique ("tenant_id", "name");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "system_post" cascade;`);
    this.addSql(`drop table if exists "system_dept" cascade;`);
  }
}
