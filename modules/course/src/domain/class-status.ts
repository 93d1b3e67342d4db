import { ClassStatus, ClassStatusLabel, ClassStatusTransitions, type ClassStatusValue } from '@dha/contracts';
import { BizError } from '@dha/server-core';
import { CourseErrors } from '../course.errors';
import type { Course } from './course.entity';

const label = (s: number): string => ClassStatusLabel[s as ClassStatusValue] ?? String(s);

/**
 * Moves a course to another class status: 10→11→12→20 forward only, 10/11/12→40 (pause, remembering
 * where from), 40→the status it was paused from. Anything else is refused naming the current status.
 */
export function changeClassStatus(course: Course, to: ClassStatusValue): void {
  const from = course.status;
  const allowed =
    from === ClassStatus.PAUSED ? course.pausedFrom !== null && to === course.pausedFrom : ClassStatusTransitions[from].includes(to);
  if (!allowed) throw new BizError(CourseErrors.COURSE_STATUS_TRANSITION_ILLEGAL, label(from), label(to));
  course.pausedFrom = to === ClassStatus.PAUSED ? from : null;
  course.status = to;
}
