import type { ModuleMigration } from '@dha/server-core';
import { CourseInit202611221000 } from './infrastructure/migrations/course-init.migration';
import { CourseUpdater202611241400 } from './infrastructure/migrations/course-updater.migration';
import { CourseDept202611250200 } from './infrastructure/migrations/course-dept.migration';
import { Course, CourseClaim, CourseCodeSeries, CourseSession, CourseTeacher, CourseType, Location } from './domain';

export * from './course.module';
export * from './contract';

/** Tables this module owns (registered with the one ORM instance by the server). */
export const courseEntities: Function[] = [CourseType, CourseCodeSeries, Location, Course, CourseSession, CourseTeacher, CourseClaim];
/** This module's migrations, in order. */
export const courseMigrations: ModuleMigration[] = [
  { name: 'course_202611221000_init', class: CourseInit202611221000 },
  { name: 'course_202611241400_updater', class: CourseUpdater202611241400 },
  { name: 'course_202611250200_course_dept', class: CourseDept202611250200 },
];
