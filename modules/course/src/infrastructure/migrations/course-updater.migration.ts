import { Migration } from '@mikro-orm/migrations';

/** Course types, code series and centres record who last changed them, like courses do (AuditedColumns). */
export class CourseUpdater202611241400 extends Migration {
  override async up(): Promise<void> {
    for (const table of ['course_type', 'course_code_series', 'course_location']) {
      this.addSql(`alter table "${table}" add column "updater" varchar(64) not null default '';`);
    }
  }

  override async down(): Promise<void> {
    for (const table of ['course_type', 'course_code_series', 'course_location']) {
      this.addSql(`alter table "${table}" drop column "updater";`);
    }
  }
}
