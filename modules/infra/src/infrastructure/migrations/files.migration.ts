import { Migration } from '@mikro-orm/migrations';

/** File storage configurations, files, and the bytes of the database storage (upstream infra_file_config, infra_file, infra_file_content). */
export class InfraFiles202611281200 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "infra_file_config" (
      "id" serial primary key, "name" varchar(63) not null, "storage" smallint not null, "remark" varchar(255) null,
      "master" boolean not null default false, "config" jsonb not null default '{}',
      "create_time" timestamptz not null, "update_time" timestamptz not null);`);
    this.addSql(`create table "infra_file" (
      "id" serial primary key, "config_id" int not null, "name" varchar(256) not null, "path" varchar(512) not null,
      "url" varchar(1024) not null, "type" varchar(128) null, "size" int not null default 0, "creator" varchar(64) not null default '',
      "create_time" timestamptz not null, "update_time" timestamptz not null);`);
    this.addSql(`create index "infra_file_config_id_path_index" on "infra_file" ("config_id", "path");`);
    this.addSql(`create table "infra_file_content" (
      "id" serial primary key, "config_id" int not null, "path" varchar(512) not null, "content" bytea not null,
      "create_time" timestamptz not null);`);
    this.addSql(`alter table "infra_file_content" add constraint "infra_file_content_config_id_path_unique" unique ("config_id", "path");`);
    // a fresh machine stores in the database: nothing to set up
    this.addSql(`insert into "infra_file_config" ("name", "storage", "remark", "master", "config", "create_time", "update_time")
      values ('数据库存储', 1, '默认：文件存在 PostgreSQL 中，无需另行配置', true, '{}', now(), now());`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "infra_file_content";`);
    this.addSql(`drop table if exists "infra_file";`);
    this.addSql(`drop table if exists "infra_file_config";`);
  }
}
