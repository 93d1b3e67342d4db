import type { CourseFields, CourseTimeField } from '@dha/contracts';
import type { DataScopeGrant } from '@dha/system';
import { Query } from '@nestjs/cqrs';

/** The course fields the signup workflow does not need. */
type NotForSignup = 'recruitmentType' | 'description' | 'coverUrl' | CourseTimeField;

/** What the signup workflow needs to know of a course: the contract's course fields, dates as `Date`. */
export interface CourseForSignup extends Omit<CourseFields, NotForSignup>, Record<CourseTimeField, Date | null> {
  id: number;
  tenantId: number;
  teacherIds: number[];
  /** the owning department and the creator, for the staff's data scope (`inDataScope`) */
  deptId: number | null;
  creatorUserId: number | null;
}

/** One course (null when missing or deleted). */
export class GetCourseForSignupQuery extends Query<CourseForSignup | null> {
  constructor(readonly courseId: number) {
    super();
  }
}

/** Several courses by id (unknown ids left out). */
export class GetCoursesForSignupQuery extends Query<CourseForSignup[]> {
  constructor(readonly courseIds: number[]) {
    super();
  }
}

/** Ids of the courses a teacher teaches (for a teacher's data scope). */
export class GetTeacherCourseIdsQuery extends Query<number[]> {
  constructor(readonly teacherUserId: number) {
    super();
  }
}

/** Ids of the tenant's courses (deleted ones too: their signups stay listed) within a data scope that is not ALL. */
export class GetScopedCourseIdsQuery extends Query<number[]> {
  constructor(
    readonly tenantId: number,
    readonly scope: Exclude<DataScopeGrant, { all: true }>,
  ) {
    super();
  }
}

/** Ids of a tenant's (not deleted) courses by code, unknown codes left out (e.g. for demo data). */
export class FindCourseIdsByCodesQuery extends Query<Record<string, number>> {
  constructor(
    readonly tenantId: number,
    readonly codes: string[],
  ) {
    super();
  }
}

/**
 * How many live signups (any status but UNACCEPTED and CANCELLED) a course has. The course module
 * asks before a course is deleted; the module that owns signups answers it (the course module
 * cannot depend on it: the signup module depends on this one).
 */
export class CountLiveSignupsOfCourseQuery extends Query<number> {
  constructor(readonly courseId: number) {
    super();
  }
}

/**
 * A tenant's live courses per class status (status value → count), all of them (`courseIds` null)
 * or only these (e.g. a staff member's scope, for the staff dashboard).
 */
export class CountCoursesByStatusQuery extends Query<Record<string, number>> {
  constructor(
    readonly tenantId: number,
    readonly courseIds: number[] | null,
  ) {
    super();
  }
}
