import { Migration } from '@mikro-orm/migrations';

/** Operation and login logs: append-only, read newest first per tenant, pruned by age. */
export class AuthLogs202611250400 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "system_operate_log" (
      "id" bigserial primary key, "tenant_id" int not null, "user_id" int null, "user_name" varchar(64) not null default '',
      "module" varchar(100) not null default '', "name" varchar(100) not null default '', "type" smallint not null default 0,
      "biz_id" varchar(200) not null default '', "request_method" varchar(10) not null default '',
      "request_url" varchar(500) not null default '', "request_summary" text not null default '',
      "result_code" int not null default 0, "result_msg" varchar(512) not null default '', "duration" int not null default 0,
      "user_ip" varchar(50) not null default '', "user_agent" varchar(512) not null default '',
      "create_time" timestamptz not null default now());`);
    this.addSql(`create index "system_operate_log_tenant_time_index" on "system_operate_log" ("tenant_id", "create_time" desc);`);
    this.addSql(`create index "system_operate_log_time_index" on "system_operate_log" ("create_time");`);

    this.addSql(`create table "system_login_log" (
      "id" bigserial primary key, "tenant_id" int not null, "log_type" smallint not null, "user_id" int null,
      "username" varchar(64) not null default '', "result" smallint not null default 0, "reason" varchar(512) not null default '',
      "user_ip" varchar(50) not null default '', "user_agent" varchar(512) not null default '',
      "create_time" timestamptz not null default now());`);
    this.addSql(`create index "system_login_log_tenant_time_index" on "system_login_log" ("tenant_id", "create_time" desc);`);
    this.addSql(`create index "system_login_log_time_index" on "system_login_log" ("create_time");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "system_login_log" cascade;`);
    this.addSql(`drop table if exists "system_operate_log" cascade;`);
  }
}
