import { Migration } from '@mikro-orm/migrations';

/** Course types, code series, centres, courses (teachers, sessions) and teacher claims. */
export class CourseInit202611221000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "course_type" (
      "id" serial primary key, "tenant_id" int not null, "name" varchar(50) not null, "dict_value" varchar(50) not null,
      "code_prefix" varchar(20) not null default '', "sort" int not null default 0, "status" smallint not null default 0,
      "creator" varchar(64) not null default '', "create_time" timestamptz not null, "update_time" timestamptz not null);`);
    this.addSql(`alter table "course_type" add constraint "course_type_tenant_dict_value_unique" unique ("tenant_id", "dict_value");`);

    this.addSql(`create table "course_code_series" (
      "id" serial primary key, "tenant_id" int not null, "type_id" int not null, "prefix" varchar(30) not null,
      "next_number" int not null default 1, "digits" smallint not null default 3, "status" smallint not null default 0,
      "remark" varchar(200) not null default '', "creator" varchar(64) not null default '',
      "create_time" timestamptz not null, "update_time" timestamptz not null);`);
    this.addSql(
      `alter table "course_code_series" add constraint "course_code_series_tenant_prefix_unique" unique ("tenant_id", "prefix");`,
    );
    this.addSql(`alter table "course_code_series" add constraint "course_code_series_tenant_type_unique" unique ("tenant_id", "type_id");`);

    this.addSql(`create table "course_location" (
      "id" serial primary key, "tenant_id" int not null, "name" varchar(100) not null, "address" varchar(255) not null default '',
      "latitude" double precision null, "longitude" double precision null, "traffic_guide" text not null default '',
      "sort" int not null default 0, "status" smallint not null default 0, "creator" varchar(64) not null default '',
      "create_time" timestamptz not null, "update_time" timestamptz not null);`);

    this.addSql(`create table "course_course" (
      "id" serial primary key, "tenant_id" int not null, "name" varchar(100) not null, "code" varchar(50) not null,
      "type" varchar(50) not null, "recruitment_type" varchar(50) null, "description" text not null default '',
      "cover_url" varchar(500) not null default '', "location_id" int null,
      "start_time" timestamptz not null, "end_time" timestamptz not null,
      "signup_start_time" timestamptz not null, "signup_end_time" timestamptz not null,
      "formal_student_quota" int not null default 0, "candidate_student_quota" int not null default 0,
      "formal_volunteer_quota" int not null default 0, "candidate_volunteer_quota" int not null default 0,
      "fee" int not null default 0, "need_teacher_audit" boolean not null default true,
      "reply_deadline_hours" int not null default 72, "status" smallint not null default 10, "paused_from" smallint null,
      "published" boolean not null default false, "deleted" boolean not null default false,
      "creator" varchar(64) not null default '', "updater" varchar(64) not null default '',
      "create_time" timestamptz not null, "update_time" timestamptz not null);`);
    this.addSql(`create index "course_course_tenant_status_idx" on "course_course" ("tenant_id", "deleted", "status");`);
    this.addSql(`alter table "course_course" add constraint "course_course_tenant_code_unique" unique ("tenant_id", "code");`);

    this.addSql(`create table "course_session" (
      "id" serial primary key, "tenant_id" int not null, "course_id" int not null, "title" varchar(100) not null default '',
      "start_time" timestamptz not null, "end_time" timestamptz not null, "sort" int not null default 0);`);
    this.addSql(`create index "course_session_course_idx" on "course_session" ("course_id");`);
    this.addSql(
      `alter table "course_session" add constraint "course_session_course_id_foreign" foreign key ("course_id") references "course_course" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(`create table "course_teacher" (
      "id" serial primary key, "tenant_id" int not null, "course_id" int not null, "teacher_user_id" int not null,
      "sort" int not null default 0);`);
    this.addSql(`create index "course_teacher_user_idx" on "course_teacher" ("teacher_user_id");`);
    this.addSql(`alter table "course_teacher" add constraint "course_teacher_course_user_unique" unique ("course_id", "teacher_user_id");`);
    this.addSql(
      `alter table "course_teacher" add constraint "course_teacher_course_id_foreign" foreign key ("course_id") references "course_course" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(`create table "course_claim" (
      "id" serial primary key, "tenant_id" int not null, "course_id" int not null, "teacher_user_id" int not null,
      "status" smallint not null default 0, "updater" varchar(64) not null default '',
      "create_time" timestamptz not null, "update_time" timestamptz not null);`);
    this.addSql(`create index "course_claim_tenant_status_idx" on "course_claim" ("tenant_id", "status");`);
    this.addSql(`alter table "course_claim" add constraint "course_claim_course_teacher_unique" unique ("course_id", "teacher_user_id");`);
  }

  override async down(): Promise<void> {
    for (const table of [
      'course_claim',
      'course_teacher',
      'course_session',
      'course_course',
      'course_location',
      'course_code_series',
      'course_type',
    ]) {
      this.addSql(`drop table if exists "${table}" cascade;`);
    }
  }
}
