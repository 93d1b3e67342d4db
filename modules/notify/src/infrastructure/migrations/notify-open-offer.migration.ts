import { Migration } from '@mikro-orm/migrations';

/** Open offers the reply-deadline reminder watches (fed by SignupStatusChanged events). */
export class NotifyOpenOffer202611241300 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "notify_open_offer" (
      "signup_id" int not null, "tenant_id" int not null, "user_id" int not null, "course_id" int not null,
      "version" int not null, "offer_deadline" timestamptz not null, "offer_event_id" uuid not null,
      "reminded_version" int null, "reminded_at" timestamptz null, "update_time" timestamptz not null,
      constraint "notify_open_offer_pkey" primary key ("signup_id"));`);
    this.addSql(`create index "notify_open_offer_deadline_idx" on "notify_open_offer" ("offer_deadline");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "notify_open_offer";`);
  }
}
