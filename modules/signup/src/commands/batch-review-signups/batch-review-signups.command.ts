import type { OfferName, ReviewAction, SignupBatchItemResult } from '@dha/contracts';
import type { LoginUser } from '@dha/server-core';
import { Command } from '@nestjs/cqrs';

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
