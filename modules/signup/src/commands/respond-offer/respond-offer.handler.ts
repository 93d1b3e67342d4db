import { GetCourseForSignupQuery } from '@dha/course';
import { COURSE_PAY_APP_KEY, GlobalErrorCodes, PayUserType, SignupStatus, SignupStatusLabels } from '@dha/contracts';
import { CreatePayOrderCommand } from '@dha/pay';
import { BizError } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandBus, CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { SignupTransitions } from '../../application/signup-transitions.service';
import { confirmedByPaying, signupMerchantOrderId } from '../../domain/course-fee';
import { SignupRepository } from '../../infrastructure/signup.repository';
import { SignupErrors } from '../../signup.errors';
import { RespondToSignupCommand } from './respond-offer.command';

@CommandHandler(RespondToSignupCommand)
export class RespondToSignupHandler implements ICommandHandler<RespondToSignupCommand, boolean | number> {
  constructor(
    private readonly transitions: SignupTransitions,
    private readonly em: EntityManager,
    private readonly signups: SignupRepository,
    private readonly queryBus: QueryBus,
    private readonly commandBus: CommandBus,
  ) {}

  async execute({ action, input, userId, userIp }: RespondToSignupCommand): Promise<boolean | number> {
    if (action === 'confirm') {
      const payOrderId = await this.openOrderIfPaying(input.id, input.version, userId, userIp);
      if (payOrderId !== null) return payOrderId;
    }
    await this.transitions.run({
      id: input.id,
      version: input.version,
      operatorId: userId,
      remark: input.remark ?? null,
      authorize: (row) => {
        // someone else's signup does not exist for this caller
        if (row.userId !== userId) throw new BizError(SignupErrors.SIGNUP_NOT_FOUND);
      },
      decide: (signup) => (action === 'confirm' ? signup.confirm() : action === 'decline' ? signup.decline() : signup.withdraw()),
    });
    return true;
  }

  /**
   * A formal offer on a course with a fee is confirmed by paying: confirming opens (or reopens) the
   * signup's one pay order, due at the offer's reply deadline, and answers its id; the order's
   * success confirms the signup (SignupPaymentsConsumer). Null: confirmed as any other offer.
   */
  private async openOrderIfPaying(id: number, version: number, userId: number, userIp: string): Promise<number | null> {
    const row = await this.signups.findById(this.em.fork(), id);
    if (!row || row.userId !== userId) throw new BizError(SignupErrors.SIGNUP_NOT_FOUND);
    const course = await this.queryBus.execute(new GetCourseForSignupQuery(row.courseId));
    if (!confirmedByPaying(course, row.participantKind, row.offerType)) return null;
    if (row.status !== SignupStatus.WAIT_STUDENT_AUDIT)
      throw new BizError(SignupErrors.ILLEGAL_TRANSITION, SignupStatusLabels[row.status] ?? '未知');
    if (row.version !== version) throw BizError.of(GlobalErrorCodes.LOCKED);
    return this.commandBus.execute(
      new CreatePayOrderCommand({
        tenantId: row.tenantId,
        appKey: COURSE_PAY_APP_KEY,
        merchantOrderId: signupMerchantOrderId(row.id),
        subject: course!.name,
        body: `${course!.code} 课程费用`,
        price: course!.fee,
        expireTime: row.offerDeadline ?? new Date(Date.now() + 3_600_000),
        userId: row.userId,
        userType: PayUserType.MEMBER,
        userIp,
      }),
    );
  }
}
