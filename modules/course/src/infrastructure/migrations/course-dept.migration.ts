import { Migration } from '@mikro-orm/migrations';

/**
 * A course belongs to a department (the creator's), so that role data scopes limit the management
 * lists. Courses made before have none: only ALL scopes (and SELF for their creator) see them.
 */
export class CourseDept202611250200 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "course_course" add column "dept_id" int null;`);
    this.addSql(`create index "course_course_tenant_dept_idx" on "course_course" ("tenant_id", "dept_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "course_course_tenant_dept_idx";`);
    this.addSql(`alter table "course_course" drop column "dept_id";`);
  }
}
