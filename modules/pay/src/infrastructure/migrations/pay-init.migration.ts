import { Migration } from '@mikro-orm/migrations';

/**
 * Pay apps and channels, orders and their payment attempts, refunds, merchant notify tasks and their
 * logs, wallets and their transactions (upstream yudao-module-pay's tables, money in cents). Keys
 * that keep the rules: one channel per code and app, one order per merchant order id and app, one
 * refund per merchant refund id and app and at most one waiting refund per order, one wallet
 * transaction per kind and business id (a payment or refund is applied once), and no wallet below zero.
 */
export class PayInit202612010000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "pay_app" ("id" serial primary key, "create_time" timestamptz not null, "update_time" timestamptz not null, "creator" varchar(64) not null default '', "updater" varchar(64) not null default '', "tenant_id" int not null, "app_key" varchar(64) not null, "name" varchar(64) not null, "status" smallint not null, "remark" varchar(255) null, "order_notify_url" varchar(1024) not null default '', "refund_notify_url" varchar(1024) not null default '');`,
    );
    this.addSql(`alter table "pay_app" add constraint "pay_app_tenant_key_uq" unique ("tenant_id", "app_key");`);
    this.addSql(
      `create table "pay_channel" ("id" serial primary key, "create_time" timestamptz not null, "update_time" timestamptz not null, "creator" varchar(64) not null default '', "updater" varchar(64) not null default '', "tenant_id" int not null, "app_id" int not null, "code" varchar(32) not null, "status" smallint not null, "fee_rate" double precision not null, "remark" varchar(255) null, "config" jsonb not null);`,
    );
    this.addSql(`create index "pay_channel_tenant_idx" on "pay_channel" ("tenant_id");`);
    this.addSql(`alter table "pay_channel" add constraint "pay_channel_app_code_uq" unique ("app_id", "code");`);
    this.addSql(
      `create table "pay_notify_log" ("id" serial primary key, "task_id" int not null, "notify_times" int not null, "response" varchar(2048) not null, "status" smallint not null, "create_time" timestamptz not null);`,
    );
    this.addSql(`create index "pay_notify_log_task_idx" on "pay_notify_log" ("task_id");`);
    this.addSql(
      `create table "pay_notify_task" ("id" serial primary key, "create_time" timestamptz not null, "update_time" timestamptz not null, "tenant_id" int not null, "app_id" int not null, "type" smallint not null, "data_id" int not null, "merchant_order_id" varchar(64) not null, "merchant_refund_id" varchar(64) null, "status" smallint not null default 0, "next_notify_time" timestamptz not null, "last_execute_time" timestamptz null, "notify_times" int not null default 0, "max_notify_times" int not null, "notify_url" varchar(1024) not null);`,
    );
    this.addSql(`create index "pay_notify_task_due_idx" on "pay_notify_task" ("next_notify_time") where "status" in (0, 21, 22);`);
    this.addSql(`create index "pay_notify_task_tenant_created_idx" on "pay_notify_task" ("tenant_id", "create_time");`);
    this.addSql(
      `create table "pay_order" ("id" serial primary key, "create_time" timestamptz not null, "update_time" timestamptz not null, "tenant_id" int not null, "app_id" int not null, "channel_id" int null, "channel_code" varchar(32) null, "user_id" int null, "user_type" smallint not null, "merchant_order_id" varchar(64) not null, "subject" varchar(32) not null, "body" varchar(128) null, "notify_url" varchar(1024) not null, "price" int not null, "channel_fee_rate" double precision null, "channel_fee_price" int null, "status" smallint not null default 0, "user_ip" varchar(50) not null, "expire_time" timestamptz not null, "success_time" timestamptz null, "extension_id" int null, "no" varchar(64) null, "refund_price" int not null default 0, "channel_user_id" varchar(255) null, "channel_order_no" varchar(64) null);`,
    );
    this.addSql(`create index "pay_order_waiting_expire_idx" on "pay_order" ("expire_time") where "status" = 0;`);
    this.addSql(`create index "pay_order_tenant_created_idx" on "pay_order" ("tenant_id", "create_time");`);
    this.addSql(`alter table "pay_order" add constraint "pay_order_app_merchant_uq" unique ("app_id", "merchant_order_id");`);
    this.addSql(
      `create table "pay_order_extension" ("id" serial primary key, "create_time" timestamptz not null, "update_time" timestamptz not null, "tenant_id" int not null, "no" varchar(64) not null, "order_id" int not null, "channel_id" int not null, "channel_code" varchar(32) not null, "user_ip" varchar(50) not null, "status" smallint not null default 0, "channel_extras" jsonb null, "channel_error_code" varchar(128) null, "channel_error_msg" varchar(512) null, "channel_notify_data" text null);`,
    );
    this.addSql(`alter table "pay_order_extension" add constraint "pay_order_extension_no_uq" unique ("no");`);
    this.addSql(`create index "pay_order_extension_waiting_idx" on "pay_order_extension" ("create_time") where "status" = 0;`);
    this.addSql(`create index "pay_order_extension_order_idx" on "pay_order_extension" ("order_id");`);
    this.addSql(
      `create table "pay_refund" ("id" serial primary key, "create_time" timestamptz not null, "update_time" timestamptz not null, "tenant_id" int not null, "no" varchar(64) not null, "app_id" int not null, "channel_id" int not null, "channel_code" varchar(32) not null, "order_id" int not null, "order_no" varchar(64) not null, "user_id" int null, "user_type" smallint not null, "merchant_order_id" varchar(64) not null, "merchant_refund_id" varchar(64) not null, "notify_url" varchar(1024) not null, "status" smallint not null default 0, "pay_price" int not null, "refund_price" int not null, "reason" varchar(128) not null, "user_ip" varchar(50) not null, "channel_order_no" varchar(64) null, "channel_refund_no" varchar(64) null, "success_time" timestamptz null, "channel_error_code" varchar(128) null, "channel_error_msg" varchar(512) null, "channel_notify_data" text null);`,
    );
    this.addSql(`alter table "pay_refund" add constraint "pay_refund_no_uq" unique ("no");`);
    this.addSql(`create unique index "pay_refund_one_waiting_uq" on "pay_refund" ("order_id") where "status" = 0;`);
    this.addSql(`create index "pay_refund_tenant_created_idx" on "pay_refund" ("tenant_id", "create_time");`);
    this.addSql(`alter table "pay_refund" add constraint "pay_refund_app_merchant_uq" unique ("app_id", "merchant_refund_id");`);
    this.addSql(
      `create table "pay_wallet" ("id" serial primary key, "create_time" timestamptz not null, "update_time" timestamptz not null, "tenant_id" int not null, "user_id" int not null, "user_type" smallint not null, "balance" int not null default 0, "total_expense" int not null default 0, "total_recharge" int not null default 0, "freeze_price" int not null default 0);`,
    );
    this.addSql(`alter table "pay_wallet" add constraint "pay_wallet_user_uq" unique ("tenant_id", "user_id", "user_type");`);
    this.addSql(
      `create table "pay_wallet_transaction" ("id" serial primary key, "tenant_id" int not null, "no" varchar(64) not null, "wallet_id" int not null, "biz_type" smallint not null, "biz_id" varchar(64) not null, "title" varchar(128) not null, "price" int not null, "balance" int not null, "create_time" timestamptz not null);`,
    );
    this.addSql(`alter table "pay_wallet_transaction" add constraint "pay_wallet_transaction_no_uq" unique ("no");`);
    this.addSql(`create index "pay_wallet_transaction_wallet_idx" on "pay_wallet_transaction" ("wallet_id", "id");`);
    this.addSql(`alter table "pay_wallet_transaction" add constraint "pay_wallet_transaction_biz_uq" unique ("biz_type", "biz_id");`);
    this.addSql(`alter table "pay_wallet" add constraint "pay_wallet_balance_ck" check ("balance" >= 0);`);
    this.addSql(
      `alter table "pay_order" add constraint "pay_order_price_ck" check ("price" > 0 and "refund_price" >= 0 and "refund_price" <= "price");`,
    );
  }

  override async down(): Promise<void> {
    for (const table of [
      'pay_wallet_transaction',
      'pay_wallet',
      'pay_notify_log',
      'pay_notify_task',
      'pay_refund',
      'pay_order_extension',
      'pay_order',
      'pay_channel',
      'pay_app',
    ])
      this.addSql(`drop table if exists "${table}";`);
  }
}
