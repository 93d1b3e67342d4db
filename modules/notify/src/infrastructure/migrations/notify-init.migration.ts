import { Migration } from '@mikro-orm/migrations';

/** Templates and messages. */
export class NotifyInit202611241200 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "notify_template" (
      "id" serial primary key, "tenant_id" int not null, "name" varchar(63) not null, "code" varchar(64) not null,
      "nickname" varchar(255) not null, "content" varchar(1024) not null, "type" smallint not null,
      "status" smallint not null default 0, "remark" varchar(255) null,
      "creator" varchar(64) not null default '', "updater" varchar(64) not null default '',
      "create_time" timestamptz not null, "update_time" timestamptz not null);`);
    this.addSql(`alter table "notify_template" add constraint "notify_template_tenant_code_unique" unique ("tenant_id", "code");`);

    this.addSql(`create table "notify_message" (
      "id" serial primary key, "tenant_id" int not null, "user_id" int not null, "user_type" smallint not null default 2,
      "template_id" int not null, "template_code" varchar(64) not null, "template_nickname" varchar(255) not null,
      "template_content" varchar(2048) not null, "template_type" smallint not null, "template_params" jsonb not null,
      "read_status" boolean not null default false, "read_time" timestamptz null, "source_event_id" uuid null,
      "create_time" timestamptz not null, "update_time" timestamptz not null);`);
    this.addSql(`create index "notify_message_user_read_idx" on "notify_message" ("user_id", "read_status", "id" desc);`);
    this.addSql(
      `create unique index "notify_message_source_unique" on "notify_message" ("source_event_id", "user_id", "template_code") where "source_event_id" is not null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "notify_message";`);
    this.addSql(`drop table if exists "notify_template";`);
  }
}
