import { Migration } from '@mikro-orm/migrations';

/** The API access and error logs (upstream infra_api_access_log, infra_api_error_log). Entities mirror this exactly. */
export class InfraApiLogs202611281100 extends Migration {
  override async up(): Promise<void> {
    const request = `"trace_id" varchar(64) not null default '', "user_id" int null, "user_type" smallint not null default 0,
      "tenant_id" int null, "application_name" varchar(50) not null default '', "request_method" varchar(16) not null default '',
      "request_url" varchar(500) not null default '', "request_params" varchar(8000) not null default '',
      "user_ip" varchar(50) not null default '', "user_agent" varchar(512) not null default ''`;
    // unlogged: a row per API request is written without WAL (a fraction of the insert's cost); after a
    // crash of PostgreSQL the access log starts empty, a diagnostic's acceptable loss (the error log is logged)
    this.addSql(`create unlogged table "infra_api_access_log" ("id" bigserial primary key, ${request},
      "response_body" varchar(4000) not null default '', "operate_module" varchar(100) not null default '',
      "operate_name" varchar(100) not null default '', "operate_type" smallint not null default 0,
      "begin_time" timestamptz not null, "end_time" timestamptz not null, "duration" int not null default 0,
      "result_code" int not null default 0, "result_msg" varchar(512) not null default '', "create_time" timestamptz not null);`);
    this.addSql(`create index "infra_api_access_log_create_time_index" on "infra_api_access_log" ("create_time");`);
    this.addSql(`create table "infra_api_error_log" ("id" bigserial primary key, ${request},
      "exception_time" timestamptz not null, "exception_name" varchar(128) not null default '',
      "exception_message" text not null default '', "exception_root_cause_message" text not null default '',
      "exception_stack_trace" text not null default '', "exception_class_name" varchar(512) not null default '',
      "exception_file_name" varchar(512) not null default '', "exception_method_name" varchar(512) not null default '',
      "exception_line_number" int not null default 0, "process_status" smallint not null default 0,
      "process_time" timestamptz null, "process_user_id" int null, "create_time" timestamptz not null);`);
    this.addSql(`create index "infra_api_error_log_create_time_index" on "infra_api_error_log" ("create_time");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "infra_api_error_log";`);
    this.addSql(`drop table if exists "infra_api_access_log";`);
  }
}
