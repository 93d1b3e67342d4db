import { Migration } from '@mikro-orm/migrations';

/** Dictionaries (type + data) and configuration parameters. Entities mirror this exactly. */
export class InfraDictionariesAndConfig202611221000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "infra_dict_type" (
      "id" serial primary key,
      "name" varchar(100) not null,
      "type" varchar(100) not null,
      "status" smallint not null default 0,
      "remark" varchar(500) null,
      "create_time" timestamptz not null,
      "update_time" timestamptz not null
    );`);
    this.addSql(`alter table "infra_dict_type" add constraint "infra_dict_type_type_unique" unique ("type");`);

    this.addSql(`create table "infra_dict_data" (
      "id" serial primary key,
      "sort" int not null default 0,
      "label" varchar(100) not null,
      "value" varchar(100) not null,
      "dict_type" varchar(100) not null,
      "status" smallint not null default 0,
      "color_type" varchar(100) not null default '',
      "css_class" varchar(100) not null default '',
      "remark" varchar(500) null,
      "create_time" timestamptz not null,
      "update_time" timestamptz not null
    );`);
    this.addSql(`alter table "infra_dict_data" add constraint "infra_dict_data_dict_type_value_unique" unique ("dict_type", "value");`);

    this.addSql(`create table "infra_config" (
      "id" serial primary key,
      "category" varchar(50) not null,
      "name" varchar(100) not null,
      "config_key" varchar(100) not null,
      "value" varchar(500) not null,
      "type" smallint not null default 2,
      "visible" boolean not null default true,
      "remark" varchar(500) null,
      "create_time" timestamptz not null,
      "update_time" timestamptz not null
    );`);
    this.addSql(`alter table "infra_config" add constraint "infra_config_config_key_unique" unique ("config_key");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "infra_config";`);
    this.addSql(`drop table if exists "infra_dict_data";`);
    this.addSql(`drop table if exists "infra_dict_type";`);
  }
}
