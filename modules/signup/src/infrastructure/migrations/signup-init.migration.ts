import { Migration } from '@mikro-orm/migrations';

export class SignupInit202611221000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "signup_signup" (
      "id" serial primary key,
      "tenant_id" int not null,
      "course_id" int not null,
      "user_id" int not null,
      "participant_kind" smallint not null,
      "identity" varchar(64) not null,
      "remark" varchar(500) null,
      "status" smallint not null,
      "offer_type" smallint null,
      "priority" int not null default 0,
      "submitted_at" timestamptz null,
      "offer_deadline" timestamptz null,
      "version" int not null default 1,
      "username" varchar(64) not null,
      "real_name" varchar(64) null,
      "mobile" varchar(32) null,
      "create_time" timestamptz not null,
      "update_time" timestamptz not null,
      "created_by" int null
    );`);
    this.addSql(
      `create unique index "signup_signup_active_uq" on "signup_signup" ("course_id", "user_id") where "status" not in (42, 50);`,
    );
    this.addSql(
      `create index "signup_signup_waitlist_idx" on "signup_signup" ("course_id", "participant_kind", "priority" desc, "submitted_at", "id") where "status" = 41;`,
    );
    this.addSql(`create index "signup_signup_offer_deadline_idx" on "signup_signup" ("offer_deadline") where "status" = 30;`);
    this.addSql(`create index "signup_signup_course_idx" on "signup_signup" ("course_id", "status");`);
    this.addSql(`create index "signup_signup_user_idx" on "signup_signup" ("user_id");`);
    this.addSql(`create index "signup_signup_tenant_submitted_idx" on "signup_signup" ("tenant_id", "submitted_at");`);

    this.addSql(`create table "signup_history" (
      "id" serial primary key,
      "signup_id" int not null,
      "from_status" smallint not null,
      "to_status" smallint not null,
      "action" varchar(20) not null,
      "operator_id" int null,
      "remark" varchar(500) null,
      "create_time" timestamptz not null
    );`);
    this.addSql(`create index "signup_history_signup_idx" on "signup_history" ("signup_id");`);

    this.addSql(`create table "signup_seat" (
      "course_id" int not null,
      "participant_kind" smallint not null,
      "offer_type" smallint not null,
      "tenant_id" int not null,
      "quota" int not null,
      "held" int not null default 0,
      "update_time" timestamptz not null,
      constraint "signup_seat_pkey" primary key ("course_id", "participant_kind", "offer_type")
    );`);
  }
}
