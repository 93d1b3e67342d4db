import { OfferType, type OfferName, type ReviewAction, type SignupBatchItemResult } from '@dha/contracts';
import { BizError, type LoginUser } from '@dha/server-core';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { forbidden, isSignupAdmin, teachesCourse } from '../../application/staff-access';
import { SignupWorkflow } from '../../application/signup-workflow.service';

export interface ReviewInput {
  id: number;
  version: number;
  action: ReviewAction;
  offer?: OfferName;
  remark?: string;
}

/**
 * PASS (signup/office/area/dept/super admin), REJECT (a reviewer or the course's teacher),
 * APPROVE with an offer (the course's teacher, or an admin).
 */
export class ReviewSignupCommand extends Command<boolean> {
  constructor(
    readonly input: ReviewInput,
    readonly user: LoginUser,
  ) {
    super();
  }
}

/** Many signups, each reviewed in its own transaction and answered separately. */
export class BatchReviewSignupsCommand extends Command<SignupBatchItemResult[]> {
  constructor(
    readonly items: Array<{ id: number; version: number }>,
    readonly action: ReviewAction,
    readonly offer: OfferName | undefined,
    readonly remark: string | undefined,
    readonly user: LoginUser,
  ) {
    super();
  }
}

const offerValue = (offer: OfferName | undefined) => (offer === undefined ? null : OfferType[offer]);

@CommandHandler(ReviewSignupCommand)
export class ReviewSignupHandler implements ICommandHandler<ReviewSignupCommand, boolean> {
  constructor(private readonly workflow: SignupWorkflow) {}

  async execute({ input, user }: ReviewSignupCommand): Promise<boolean> {
    await this.workflow.transition({
      id: input.id,
      version: input.version,
      operatorId: user.id,
      remark: input.remark ?? null,
      tenantId: user.tenantId,
      authorize: (_row, course) => {
        if (isSignupAdmin(user)) return;
        if (input.action === 'PASS' || !teachesCourse(user, course)) throw forbidden();
      },
      decide: (signup, _row, course) => {
        if (input.action === 'PASS') return signup.pass(course?.needTeacherAudit ?? true, offerValue(input.offer));
        if (input.action === 'REJECT') return signup.reject();
        return signup.approve(offerValue(input.offer));
      },
    });
    return true;
  }
}

@CommandHandler(BatchReviewSignupsCommand)
export class BatchReviewSignupsHandler implements ICommandHandler<BatchReviewSignupsCommand, SignupBatchItemResult[]> {
  constructor(private readonly review: ReviewSignupHandler) {}

  async execute(cmd: BatchReviewSignupsCommand): Promise<SignupBatchItemResult[]> {
    const results: SignupBatchItemResult[] = [];
    for (const item of cmd.items) {
      try {
        await this.review.execute(new ReviewSignupCommand({ ...item, action: cmd.action, offer: cmd.offer, remark: cmd.remark }, cmd.user));
        results.push({ id: item.id, ok: true, code: 0, msg: '' });
      } catch (err) {
        if (!(err instanceof BizError)) throw err;
        results.push({ id: item.id, ok: false, code: err.code, msg: err.message });
      }
    }
    return results;
  }
}
