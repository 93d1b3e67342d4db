import { GetUsersQuery } from '@dha/auth';
import type { SignupAction, SignupDetailVO, SignupStatusValue } from '@dha/contracts';
import { BizError, type LoginUser } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { assertCourseAccess } from '../../application/staff-access';
import { SignupWorkflow } from '../../application/signup-workflow.service';
import { SignupRepository } from '../../infrastructure/signup.repository';
import { SignupErrors } from '../../signup.errors';
import { toSignupVO } from '../signup-list/signup-list';

/** One signup with its transition history (oldest first); a teacher only on their own courses. */
export class GetSignupQuery extends Query<SignupDetailVO> {
  constructor(
    readonly id: number,
    readonly user: LoginUser,
  ) {
    super();
  }
}

@QueryHandler(GetSignupQuery)
export class GetSignupHandler implements IQueryHandler<GetSignupQuery, SignupDetailVO> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
    private readonly signups: SignupRepository,
    private readonly workflow: SignupWorkflow,
  ) {}

  async execute({ id, user }: GetSignupQuery): Promise<SignupDetailVO> {
    const em = this.em.fork();
    const row = await this.signups.findById(em, id);
    if (!row || row.tenantId !== user.tenantId) throw new BizError(SignupErrors.SIGNUP_NOT_FOUND);
    const course = await this.workflow.course(row.courseId);
    assertCourseAccess(user, course);
    const history = await em.execute<Array<Record<string, unknown>>>(
      `select id, from_status, to_status, action, operator_id, remark, create_time from signup_history where signup_id = ? order by id`,
      [id],
    );
    const operatorIds = [
      ...new Set(
        history
          .map((h) => h.operator_id)
          .filter((v): v is number => v !== null)
          .map(Number),
      ),
    ];
    const operators = operatorIds.length ? await this.queryBus.execute(new GetUsersQuery(operatorIds)) : [];
    const names = new Map(operators.map((u) => [u.id, u.realName || u.nickname || u.username]));
    return {
      ...toSignupVO(row, course ?? undefined),
      history: history.map((h) => ({
        id: Number(h.id),
        fromStatus: Number(h.from_status) as SignupStatusValue,
        toStatus: Number(h.to_status) as SignupStatusValue,
        action: h.action as SignupAction,
        operatorId: h.operator_id === null ? null : Number(h.operator_id),
        operatorName: h.operator_id === null ? '系统' : (names.get(Number(h.operator_id)) ?? null),
        remark: (h.remark as string | null) ?? null,
        createTime: new Date(h.create_time as string).getTime(),
      })),
    };
  }
}
