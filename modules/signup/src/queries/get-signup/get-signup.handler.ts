import { GetUsersQuery } from '@dha/system';
import { GetCourseForSignupQuery } from '@dha/course';
import type { SignupDetailVO } from '@dha/contracts';
import { BizError } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { assertCourseAccess } from '../../domain/staff-access';
import { SignupReadModel } from '../../infrastructure/signup.read-model';
import { SignupRepository } from '../../infrastructure/signup.repository';
import { SignupErrors } from '../../signup.errors';
import { dataScopeOf, paymentsOf, toSignupVO } from '../signup-views';
import { GetSignupQuery } from './get-signup.query';

@QueryHandler(GetSignupQuery)
export class GetSignupHandler implements IQueryHandler<GetSignupQuery, SignupDetailVO> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
    private readonly signups: SignupRepository,
    private readonly views: SignupReadModel,
  ) {}

  async execute({ id, user }: GetSignupQuery): Promise<SignupDetailVO> {
    const row = await this.signups.findById(this.em.fork(), id);
    if (!row || row.tenantId !== user.tenantId) throw new BizError(SignupErrors.SIGNUP_NOT_FOUND);
    const course = await this.queryBus.execute(new GetCourseForSignupQuery(row.courseId));
    assertCourseAccess(user, course, await dataScopeOf(this.queryBus, user));
    const history = await this.views.history(id);
    const operatorIds = [...new Set(history.map((h) => h.operatorId).filter((v): v is number => v !== null))];
    const operators = operatorIds.length ? await this.queryBus.execute(new GetUsersQuery(operatorIds)) : [];
    const names = new Map(operators.map((u) => [u.id, u.realName || u.nickname || u.username]));
    const payments = await paymentsOf(this.queryBus, row.tenantId, [row.id]);
    return {
      ...toSignupVO(row, course ?? undefined, user, payments.get(row.id) ?? null),
      history: history.map((h) => ({
        ...h,
        operatorName: h.operatorId === null ? '系统' : (names.get(h.operatorId) ?? null),
        createTime: h.createTime.getTime(),
      })),
    };
  }
}
