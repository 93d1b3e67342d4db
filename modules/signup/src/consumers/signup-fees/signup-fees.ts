import { GetCourseForSignupQuery } from '@dha/course';
import { COURSE_PAY_APP_KEY, PayOrderStatus, PayUserType } from '@dha/contracts';
import { ClosePayOrderCommand, CreatePayOrderCommand, CreatePayRefundCommand, GetPayOrdersByMerchantIdsQuery } from '@dha/pay';
import { Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { offerDeadlineOf } from '../../domain/course-terms';
import { paysFee, signupMerchantOrderId, signupMerchantRefundId } from '../../domain/course-fee';
import type { SignupRow } from '../../infrastructure/signup.repository';

/**
 * The course-fee steps the signup module asks of the pay module (through its contract), each
 * idempotent: one order and one refund per signup, so a retried or redelivered step asks nothing twice.
 */
@Injectable()
export class SignupFees {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly commandBus: CommandBus,
  ) {}

  /**
   * A cancelled signup: what it paid (less what was refunded) is refunded; an unpaid order is
   * closed, so it can no longer be paid.
   */
  async refund(tenantId: number, signupId: number): Promise<void> {
    const merchantOrderId = signupMerchantOrderId(signupId);
    const [order] = await this.queryBus.execute(new GetPayOrdersByMerchantIdsQuery(tenantId, COURSE_PAY_APP_KEY, [merchantOrderId]));
    if (!order) return;
    if (order.status === PayOrderStatus.WAITING) {
      if (await this.commandBus.execute(new ClosePayOrderCommand(tenantId, COURSE_PAY_APP_KEY, merchantOrderId))) return;
      // it turned out paid at the channel: its success event brings the refund
      return;
    }
    const left = order.price - order.refundPrice;
    if ((order.status !== PayOrderStatus.SUCCESS && order.status !== PayOrderStatus.REFUND) || left <= 0) return;
    await this.commandBus.execute(
      new CreatePayRefundCommand({
        tenantId,
        appKey: COURSE_PAY_APP_KEY,
        merchantOrderId,
        merchantRefundId: signupMerchantRefundId(signupId),
        price: left,
        reason: '报名已取消，退还课程费用',
        userIp: '',
      }),
    );
  }

  /** A candidate promoted to a formal place on a course with a fee pays within the reply window, or loses the place. */
  async openForPromotion(row: Pick<SignupRow, 'id' | 'tenantId' | 'courseId' | 'userId' | 'participantKind'>): Promise<void> {
    const course = await this.queryBus.execute(new GetCourseForSignupQuery(row.courseId));
    if (!course || !paysFee(course, row.participantKind)) return;
    await this.commandBus.execute(
      new CreatePayOrderCommand({
        tenantId: row.tenantId,
        appKey: COURSE_PAY_APP_KEY,
        merchantOrderId: signupMerchantOrderId(row.id),
        subject: course.name,
        body: `${course.code} 课程费用（候补转正式）`,
        price: course.fee,
        expireTime: offerDeadlineOf(course),
        userId: row.userId,
        userType: PayUserType.MEMBER,
        userIp: '',
      }),
    );
  }
}
