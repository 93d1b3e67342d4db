import type { ClassStatusValue } from '@dha/contracts';

/** Event types the course module writes to the outbox (aggregateType 'course', aggregateId = course id). */
export const CourseEventTypes = {
  CREATED: 'CourseCreated',
  UPDATED: 'CourseUpdated',
  STATUS_CHANGED: 'CourseStatusChanged',
  DELETED: 'CourseDeleted',
  TEACHER_CLAIMED: 'CourseTeacherClaimed',
} as const;

export interface CourseEventPayload {
  courseId: number;
  tenantId: number;
  code: string;
  name: string;
  status: ClassStatusValue;
  /** set on CourseStatusChanged */
  previousStatus?: ClassStatusValue;
  published: boolean;
  teacherIds: number[];
  operatorId: number | null;
}
