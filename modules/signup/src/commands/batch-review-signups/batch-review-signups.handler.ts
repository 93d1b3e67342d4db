import type { SignupBatchItemResult } from '@dha/contracts';
import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { answerEach } from '../../application/answer-each';
import { ReviewSignupCommand } from '../review-signup/review-signup.command';
import { BatchReviewSignupsCommand } from './batch-review-signups.command';

@CommandHandler(BatchReviewSignupsCommand)
export class BatchReviewSignupsHandler implements ICommandHandler<BatchReviewSignupsCommand, SignupBatchItemResult[]> {
  constructor(private readonly commandBus: CommandBus) {}

  execute({ items, action, offer, remark, user }: BatchReviewSignupsCommand): Promise<SignupBatchItemResult[]> {
    return answerEach(
      items,
      (item) => item.id,
      (item) => this.commandBus.execute(new ReviewSignupCommand({ ...item, action, offer, remark }, user)),
    );
  }
}
