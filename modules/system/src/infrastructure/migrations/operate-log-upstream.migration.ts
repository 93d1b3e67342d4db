import { Migration } from '@mikro-orm/migrations';

/**
 * The operation log in upstream's current shape beside ours: upstream's `type` (the module's name, e.g.
 * 系统管理), `sub_type` (the operation, e.g. 修改用户), `biz_id` (the one id written), `action`, `extra`,
 * `trace_id` and `user_type`. Our own `type` (the kind of operation, OperateType) becomes `operate_type`
 * and our `biz_id` (the ids acted on, comma separated) `target_ids`. `trace_id` is one per request and
 * unique: a row both inserted and spooled (see BatchedLogWriter.writeDurably) is stored once.
 */
export class SystemOperateLogUpstream202611281500 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "system_operate_log" rename column "type" to "operate_type";`);
    this.addSql(`alter table "system_operate_log" rename column "biz_id" to "target_ids";`);
    this.addSql(`alter table "system_operate_log"
      add column "trace_id" varchar(64) not null default '',
      add column "user_type" smallint not null default 0,
      add column "type" varchar(50) not null default '',
      add column "sub_type" varchar(50) not null default '',
      add column "biz_id" bigint null,
      add column "action" varchar(2000) not null default '',
      add column "extra" text not null default '';`);
    this.addSql(`create unique index "system_operate_log_trace_id_unique" on "system_operate_log" ("trace_id") where "trace_id" <> '';`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "system_operate_log_trace_id_unique";`);
    this.addSql(`alter table "system_operate_log" drop column "trace_id", drop column "user_type", drop column "type",
      drop column "sub_type", drop column "biz_id", drop column "action", drop column "extra";`);
    this.addSql(`alter table "system_operate_log" rename column "target_ids" to "biz_id";`);
    this.addSql(`alter table "system_operate_log" rename column "operate_type" to "type";`);
  }
}
