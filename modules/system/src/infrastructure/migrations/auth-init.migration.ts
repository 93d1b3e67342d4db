import { Migration } from '@mikro-orm/migrations';

/** Accounts and access control: tenants, users, roles, menus, their links, and the token tables. */
export class AuthInit202611221000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "system_tenant" (
      "id" serial primary key,
      "name" varchar(30) not null,
      "status" smallint not null default 0,
      "expire_time" timestamptz null,
      "create_time" timestamptz not null default now()
    );`);

    this.addSql(`create table "system_user" (
      "id" serial primary key,
      "tenant_id" int not null,
      "username" varchar(30) not null,
      "password" varchar(255) not null,
      "nickname" varchar(30) not null,
      "avatar" varchar(512) not null default '',
      "status" smallint not null default 0,
      "dept_id" int null,
      "login_ip" varchar(50) null,
      "login_date" timestamptz null,
      "create_time" timestamptz not null default now(),
      "update_time" timestamptz not null default now(),
      "real_name" varchar(30) null,
      "sex" smallint null,
      "birthday" timestamptz null,
      "certificate_type" varchar(10) null,
      "certificate_no" varchar(30) null,
      "mobile" varchar(11) null,
      "email" varchar(50) null,
      "education" varchar(32) null,
      "identity" varchar(32) null,
      "workplace" varchar(100) null,
      "address" varchar(200) null,
      "emergency_contact" varchar(30) null,
      "emergency_phone" varchar(20) null
    );`);
    this.addSql(`create index "system_user_dept_id_index" on "system_user" ("dept_id");`);
    this.addSql(`alter table "system_user" add constraint "system_user_tenant_username_unique" unique ("tenant_id", "username");`);

    this.addSql(`create table "system_role" (
      "id" serial primary key,
      "tenant_id" int not null,
      "code" varchar(100) not null,
      "name" varchar(30) not null,
      "status" smallint not null default 0,
      "data_scope" smallint not null default 1,
      "sort" int not null default 0,
      "type" smallint not null default 2,
      "remark" varchar(500) null,
      "create_time" timestamptz not null default now()
    );`);
    this.addSql(`alter table "system_role" add constraint "system_role_tenant_code_unique" unique ("tenant_id", "code");`);

    this.addSql(`create table "system_menu" (
      "id" serial primary key,
      "name" varchar(50) not null,
      "permission" varchar(100) not null default '',
      "type" smallint not null,
      "sort" int not null default 0,
      "parent_id" int not null default 0,
      "path" varchar(200) not null default '',
      "icon" varchar(100) not null default '#',
      "component" varchar(200) null,
      "component_name" varchar(100) null,
      "status" smallint not null default 0,
      "visible" boolean not null default true,
      "keep_alive" boolean not null default true,
      "always_show" boolean not null default true,
      "create_time" timestamptz not null default now()
    );`);
    this.addSql(`create index "system_menu_parent_id_index" on "system_menu" ("parent_id");`);

    this.addSql(`create table "system_user_role" ("id" serial primary key, "user_id" int not null, "role_id" int not null);`);
    this.addSql(`create index "system_user_role_role_id_index" on "system_user_role" ("role_id");`);
    this.addSql(`alter table "system_user_role" add constraint "system_user_role_user_role_unique" unique ("user_id", "role_id");`);

    this.addSql(`create table "system_role_menu" ("id" serial primary key, "role_id" int not null, "menu_id" int not null);`);
    this.addSql(`create index "system_role_menu_menu_id_index" on "system_role_menu" ("menu_id");`);
    this.addSql(`alter table "system_role_menu" add constraint "system_role_menu_role_menu_unique" unique ("role_id", "menu_id");`);

    this.addSql(`create table "system_refresh_token" (
      "id" serial primary key,
      "refresh_token" varchar(32) not null,
      "user_id" int not null,
      "tenant_id" int not null,
      "expires_at" timestamptz not null,
      "create_time" timestamptz not null default now()
    );`);
    this.addSql(`alter table "system_refresh_token" add constraint "system_refresh_token_refresh_token_unique" unique ("refresh_token");`);
    this.addSql(`create index "system_refresh_token_user_id_index" on "system_refresh_token" ("user_id");`);

    this.addSql(`create table "system_access_token" (
      "id" serial primary key,
      "access_token" varchar(32) not null,
      "refresh_token_id" int not null,
      "user_id" int not null,
      "tenant_id" int not null,
      "expires_at" timestamptz not null,
      "create_time" timestamptz not null default now()
    );`);
    this.addSql(`alter table "system_access_token" add constraint "system_access_token_access_token_unique" unique ("access_token");`);
    this.addSql(`create index "system_access_token_refresh_token_id_index" on "system_access_token" ("refresh_token_id");`);
    this.addSql(`create index "system_access_token_user_id_index" on "system_access_token" ("user_id");`);

    const fk = (table: string, column: string, target: string): void =>
      this.addSql(
        `alter table "${table}" add constraint "${table}_${column}_foreign" foreign key ("${column}") references "${target}" ("id") on update cascade on delete cascade;`,
      );
    fk('system_user', 'tenant_id', 'system_tenant');
    fk('system_role', 'tenant_id', 'system_tenant');
    fk('system_user_role', 'user_id', 'system_user');
    fk('system_user_role', 'role_id', 'system_role');
    fk('system_role_menu', 'role_id', 'system_role');
    fk('system_role_menu', 'menu_id', 'system_menu');
    fk('system_refresh_token', 'user_id', 'system_user');
    fk('system_refresh_token', 'tenant_id', 'system_tenant');
    fk('system_access_token', 'refresh_token_id', 'system_refresh_token');
    fk('system_access_token', 'user_id', 'system_user');
    fk('system_access_token', 'tenant_id', 'system_tenant');
  }

  override async down(): Promise<void> {
    for (const table of ['access_token', 'refresh_token', 'role_menu', 'user_role', 'menu', 'role', 'user', 'tenant']) {
      this.addSql(`drop table if exists "system_${table}" cascade;`);
    }
  }
}
