import { Migration } from '@mikro-orm/migrations';

/** Scheduled jobs and their execution log (upstream infra_job, infra_job_log). Entities mirror this exactly. */
export class InfraJobs202611281000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "infra_job" (
      "id" serial primary key, "name" varchar(32) not null, "status" smallint not null default 0,
      "handler_name" varchar(64) not null, "handler_param" varchar(255) null, "cron_expression" varchar(100) not null,
      "retry_count" int not null default 0, "retry_interval" int not null default 0, "monitor_timeout" int not null default 0,
      "create_time" timestamptz not null, "update_time" timestamptz not null);`);
    this.addSql(`alter table "infra_job" add constraint "infra_job_handler_name_unique" unique ("handler_name");`);
    this.addSql(`create table "infra_job_log" (
      "id" bigserial primary key, "job_id" int not null, "handler_name" varchar(64) not null, "handler_param" varchar(255) null,
      "execute_index" int not null default 1, "begin_time" timestamptz not null, "end_time" timestamptz null, "duration" int null,
      "status" smallint not null default 0, "result" varchar(4000) null, "run_id" varchar(200) not null default '',
      "worker" varchar(100) not null default '', "create_time" timestamptz not null);`);
    this.addSql(`create index "infra_job_log_job_id_index" on "infra_job_log" ("job_id");`);
    this.addSql(`create index "infra_job_log_begin_time_index" on "infra_job_log" ("begin_time");`);
    this.addSql(`create index "infra_job_log_status_index" on "infra_job_log" ("status");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "infra_job_log";`);
    this.addSql(`drop table if exists "infra_job";`);
  }
}
