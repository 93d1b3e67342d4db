import { Migration } from '@mikro-orm/migrations';

/**
 * Tenant administration: the tenant's contact, websites, package and account quota, and the tenant
 * packages (the menus a tenant may have). The existing tenants keep package 0: the system tenant.
 */
export class AuthTenants202611250300 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "system_tenant"
      add column "contact_user_id" int null,
      add column "contact_name" varchar(30) not null default '',
      add column "contact_mobile" varchar(20) null,
      add column "websites" text[] not null default '{}',
      add column "package_id" int not null default 0,
      add column "account_count" int not null default 9999;`);
    this.addSql(`alter table "system_tenant" add constraint "system_tenant_name_unique" unique ("name");`);

    this.addSql(`create table "system_tenant_package" (
      "id" serial primary key, "name" varchar(30) not null, "status" smallint not null default 0, "remark" varchar(256) null,
      "menu_ids" jsonb not null default '[]',
      "creator" varchar(64) not null default '', "updater" varchar(64) not null default '',
      "create_time" timestamptz not null, "update_time" timestamptz not null);`);
    this.addSql(`alter table "system_tenant_package" add constraint "system_tenant_package_name_unique" unique ("name");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "system_tenant_package";`);
    this.addSql(`alter table "system_tenant" drop constraint if exists "system_tenant_name_unique";`);
    this.addSql(`alter table "system_tenant" drop column "contact_user_id", drop column "contact_name", drop column "contact_mobile",
      drop column "websites", drop column "package_id", drop column "account_count";`);
  }
}
