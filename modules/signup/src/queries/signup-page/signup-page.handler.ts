import type { PageResult, SignupRespVO } from '@dha/contracts';
import { pageOf } from '@dha/server-core';
import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { SignupReadModel } from '../../infrastructure/signup.read-model';
import { courseScope, coursesById, filterFor, paymentsOf, toSignupVO } from '../signup-views';
import { SignupPageQuery } from './signup-page.query';

@QueryHandler(SignupPageQuery)
export class SignupPageHandler implements IQueryHandler<SignupPageQuery, PageResult<SignupRespVO>> {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly signups: SignupReadModel,
  ) {}

  async execute(q: SignupPageQuery): Promise<PageResult<SignupRespVO>> {
    const scope = await courseScope(this.queryBus, q.user);
    const { rows, total } = await this.signups.list(
      filterFor(q.user, q.filter),
      q.user.tenantId,
      scope,
      q.pageSize,
      (q.pageNo - 1) * q.pageSize,
    );
    const [courses, payments] = await Promise.all([
      coursesById(
        this.queryBus,
        rows.map((r) => r.courseId),
      ),
      paymentsOf(
        this.queryBus,
        q.user.tenantId,
        rows.map((r) => r.id),
      ),
    ]);
    return pageOf(
      rows.map((r) => toSignupVO(r, courses.get(r.courseId), q.user, payments.get(r.id) ?? null)),
      total,
    );
  }
}
