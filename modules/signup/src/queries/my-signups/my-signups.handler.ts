import type { MySignupVO, PageResult } from '@dha/contracts';
import { pageOf } from '@dha/server-core';
import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { Signup } from '../../domain/signup.aggregate';
import { SignupReadModel } from '../../infrastructure/signup.read-model';
import { confirmedByPaying } from '../../domain/course-fee';
import { coursesById, paymentsOf } from '../signup-views';
import { MySignupsQuery } from './my-signups.query';

@QueryHandler(MySignupsQuery)
export class MySignupsHandler implements IQueryHandler<MySignupsQuery, PageResult<MySignupVO>> {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly signups: SignupReadModel,
  ) {}

  async execute(q: MySignupsQuery): Promise<PageResult<MySignupVO>> {
    const { rows, total } = await this.signups.ofUser(q.userId, q.statuses, q.pageSize, (q.pageNo - 1) * q.pageSize);
    const [courses, payments] = await Promise.all([
      coursesById(
        this.queryBus,
        rows.map((r) => r.courseId),
      ),
      rows.length
        ? paymentsOf(
            this.queryBus,
            rows[0]!.tenantId,
            rows.map((r) => r.id),
          )
        : new Map(),
    ]);
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
          fee: course?.fee ?? 0,
          confirmByPaying: confirmedByPaying(course, r.participantKind, r.offerType),
          payment: payments.get(r.id) ?? null,
        };
      }),
      total,
    );
  }
}
