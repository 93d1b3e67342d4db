import { Migration } from '@mikro-orm/migrations';

/**
 * Role and menu administration: a role's custom data-scope departments, role names unique in the
 * tenant, and the record of what the base seed has put in (so it never re-adds what an admin removed).
 */
export class AuthRolesMenus202611250200 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "system_role" add column if not exists "data_scope_dept_ids" jsonb not null default '[]';`);
    this.addSql(`alter table "system_role" add constraint "system_role_tenant_name_unique" unique ("tenant_id", "name");`);
    // menus the base seed has inserted once (by seed id), and the grants it has given once (tenant, role code, menu)
    this.addSql(`create table "system_seeded_menu" ("menu_id" int primary key, "create_time" timestamptz not null default now());`);
    this.addSql(`create table "system_seeded_grant" (
      "tenant_id" int not null, "role_code" varchar(100) not null, "menu_id" int not null,
      "create_time" timestamptz not null default now(), primary key ("tenant_id", "role_code", "menu_id"));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "system_seeded_grant";`);
    this.addSql(`drop table if exists "system_seeded_menu";`);
    this.addSql(`alter table "system_role" drop constraint if exists "system_role_tenant_name_unique";`);
    this.addSql(`alter table "system_role" drop column if exists "data_scope_dept_ids";`);
  }
}
