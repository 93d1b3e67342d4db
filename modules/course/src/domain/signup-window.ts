import { ClassStatus } from '@dha/contracts';
import type { Course } from './course.entity';

/** Signups are open: published, before class (10), not deleted, and now inside the signup window. */
export function isSignupOpen(c: Course, now = new Date()): boolean {
  return (
    c.published &&
    !c.deleted &&
    c.status === ClassStatus.BEFORE_CLASS &&
    c.signupStartTime.getTime() <= now.getTime() &&
    now.getTime() <= c.signupEndTime.getTime()
  );
}
