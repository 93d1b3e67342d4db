import type { ClassStatusValue } from '@dha/contracts';

/** Event types the course module writes to the outbox (aggregateType 'course', aggregateId = course id). */
export const CourseEventTypes = {
  CREATED: 'CourseCreated',
  UPDATED: 'CourseUpdated',
  STATUS_CHANGED: 'CourseStatusChanged',
  DELETED: 'CourseDeleted',
  TEACHER_CLAIMED: 'CourseTeacherClaimed',
} as const;
export type CourseEventType = (typeof CourseEventTypes)[keyof typeof CourseEventTypes];

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
  /** set on CourseUpdated: what participants are told of (absent: neither time nor place changed) */
  changes?: CourseChanges;
}

/** Epoch ms; a place is the centre (location) of the course. */
export interface CourseChanges {
  time?: { startTime: number; endTime: number; previousStartTime: number; previousEndTime: number };
  place?: {
    locationId: number | null;
    locationName: string | null;
    previousLocationId: number | null;
    previousLocationName: string | null;
  };
}
