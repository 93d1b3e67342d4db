import type { CourseSeatsVO } from '@dha/contracts';
import { Query } from '@nestjs/cqrs';

/**
 * Places left per kind and offer of published courses (unknown or unpublished ids are left out).
 * Public: the client course pages ask it, and the live channel pushes it when a seat moved.
 */
export class CourseSeatsQuery extends Query<CourseSeatsVO[]> {
  constructor(readonly courseIds: number[]) {
    super();
  }
}

/**
 * Ids of the people taking part in a course: applicants of its live signups (any status but
 * UNACCEPTED and CANCELLED), e.g. to tell them the course's time, place or status changed.
 */
export class GetCourseParticipantIdsQuery extends Query<number[]> {
  constructor(readonly courseId: number) {
    super();
  }
}
