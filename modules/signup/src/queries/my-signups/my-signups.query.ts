import { SignupStatus, type MySignupVO, type PageResult, type SignupStatusValue } from '@dha/contracts';
import { pageOf } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { Signup } from '../../domain/signup.aggregate';
import { SIGNUP_COLUMNS, toSignupRow } from '../../infrastructure/signup.repository';
import { coursesById } from '../signup-list/signup-list';

/** Statuses of "my courses": accepted (formal or waiting list) and finished. */
export const MY_COURSE_STATUSES: SignupStatusValue[] = [SignupStatus.FORMAL_ACCEPT, SignupStatus.CANDIDATE_ACCEPT, SignupStatus.FINISHED];

/** The caller's own signups (newest first), optionally only some statuses, with course facts and allowed actions. */
export class MySignupsQuery extends Query<PageResult<MySignupVO>> {
  constructor(
    readonly userId: number,
    readonly pageNo: number,
    readonly pageSize: number,
    readonly statuses: SignupStatusValue[] | null,
  ) {
    super();
  }
}

@QueryHandler(MySignupsQuery)
export class MySignupsHandler implements IQueryHandler<MySignupsQuery, PageResult<MySignupVO>> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
  ) {}

  async execute(q: MySignupsQuery): Promise<PageResult<MySignupVO>> {
    const em = this.em.fork();
    const params: unknown[] = [q.userId];
    let where = 'user_id = ?';
    if (q.statuses) {
      where += ` and status in (${q.statuses.map(() => '?').join(',')})`;
      params.push(...q.statuses);
    }
    const [count] = await em.execute<Array<{ n: string }>>(`select count(*) as n from signup_signup where ${where}`, params);
    const raw = await em.execute<Array<Record<string, unknown>>>(
      `select ${SIGNUP_COLUMNS} from signup_signup where ${where} order by id desc limit ? offset ?`,
      [...params, q.pageSize, (q.pageNo - 1) * q.pageSize],
    );
    const rows = raw.map(toSignupRow);
    const courses = await coursesById(
      this.queryBus,
      rows.map((r) => r.courseId),
    );
    return pageOf(
      rows.map((r) => {
        const course = courses.get(r.courseId);
        return {
          id: r.id,
          courseId: r.courseId,
          courseName: course?.name ?? '',
          courseCode: course?.code ?? '',
          startTime: course?.startTime?.getTime() ?? null,
          endTime: course?.endTime?.getTime() ?? null,
          participantKind: r.participantKind,
          identity: r.identity,
          remark: r.remark,
          status: r.status,
          offerType: r.offerType,
          offerDeadline: r.offerDeadline?.getTime() ?? null,
          submittedAt: r.submittedAt?.getTime() ?? null,
          version: r.version,
          allowedActions: new Signup({ id: r.id, status: r.status, offerType: r.offerType }).applicantActions(),
        };
      }),
      Number(count?.n ?? 0),
    );
  }
}
