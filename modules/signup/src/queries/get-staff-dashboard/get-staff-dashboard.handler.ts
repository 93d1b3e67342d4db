import { CountCoursesByStatusQuery, GetTeacherCourseIdsQuery } from '@dha/course';
import { SignupStatus, type DashboardCourseVO, type SignupStatusValue, type StaffDashboardVO } from '@dha/contracts';
import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { SignupReadModel } from '../../infrastructure/signup.read-model';
import { courseScope, coursesById } from '../signup-views';
import { GetStaffDashboardQuery } from './get-staff-dashboard.query';
import { PEOPLE_TIME_ZONE } from '@dha/server-core';

/** The review stages staff act on. */
const WAITING: readonly SignupStatusValue[] = [SignupStatus.WAIT_AUDIT, SignupStatus.WAIT_TEACHER_AUDIT];
/** Most courses listed on the home. */
const MAX_COURSES = 20;
const DAY_MS = 86_400_000;

const dayOf = (() => {
  const format = new Intl.DateTimeFormat('en-CA', { timeZone: PEOPLE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
  return (at: number): string => format.format(at);
})();

@QueryHandler(GetStaffDashboardQuery)
export class GetStaffDashboardHandler implements IQueryHandler<GetStaffDashboardQuery, StaffDashboardVO> {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly signups: SignupReadModel,
  ) {}

  async execute({ days, user }: GetStaffDashboardQuery): Promise<StaffDashboardVO> {
    // the same scope as the review list: a teacher's courses, an admin's data scope (null: the whole tenant)
    const [scope, taught] = await Promise.all([
      courseScope(this.queryBus, user),
      this.queryBus.execute(new GetTeacherCourseIdsQuery(user.id)) as Promise<number[]>,
    ]);
    const now = Date.now();
    const [waitingRows, perDayRows, coursesByStatus] = await Promise.all([
      this.signups.waitingPerCourse(user.tenantId, scope, WAITING),
      // one day more than the window: the window's first day starts at its local midnight
      this.signups.submittedPerDay(user.tenantId, scope, new Date(now - days * DAY_MS), PEOPLE_TIME_ZONE),
      this.queryBus.execute(new CountCoursesByStatusQuery(user.tenantId, scope)) as Promise<Record<string, number>>,
    ]);

    const waiting: Record<string, number> = Object.fromEntries(WAITING.map((s) => [String(s), 0]));
    const perCourse = new Map<number, { waitAudit: number; waitTeacherAudit: number }>();
    for (const r of waitingRows) {
      waiting[r.status] = (waiting[r.status] ?? 0) + r.n;
      const c = perCourse.get(r.courseId) ?? { waitAudit: 0, waitTeacherAudit: 0 };
      if (r.status === SignupStatus.WAIT_AUDIT) c.waitAudit += r.n;
      else c.waitTeacherAudit += r.n;
      perCourse.set(r.courseId, c);
    }

    const counted = new Map(perDayRows.map((r) => [r.day, r.n]));
    const perDay = Array.from({ length: days }, (_, i) => {
      const date = dayOf(now - (days - 1 - i) * DAY_MS);
      return { date, count: counted.get(date) ?? 0 };
    });

    const busiest = [...perCourse.entries()]
      .sort(([, a], [, b]) => b.waitAudit + b.waitTeacherAudit - (a.waitAudit + a.waitTeacherAudit))
      .map(([id]) => id);
    const ids = [...new Set([...taught, ...busiest])].slice(0, MAX_COURSES);
    const courses = await coursesById(this.queryBus, ids);
    const taughtSet = new Set(taught);
    const list: DashboardCourseVO[] = ids.flatMap((id) => {
      const c = courses.get(id);
      if (!c) return [];
      const w = perCourse.get(id) ?? { waitAudit: 0, waitTeacherAudit: 0 };
      return [{ id, name: c.name, status: c.status, teaching: taughtSet.has(id), ...w }];
    });

    return { days, waiting, perDay, coursesByStatus, courses: list };
  }
}
