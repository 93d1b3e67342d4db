import { GlobalErrorCodes, SignupStatus } from '@dha/contracts';
import { BizError } from '@dha/server-core';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { SignupTransitions } from '../../application/signup-transitions.service';
import { ExpireOfferCommand } from './expire-offer.command';

class NothingToExpire extends Error {}

@CommandHandler(ExpireOfferCommand)
export class ExpireOfferHandler implements ICommandHandler<ExpireOfferCommand, boolean> {
  constructor(private readonly transitions: SignupTransitions) {}

  async execute(cmd: ExpireOfferCommand): Promise<boolean> {
    try {
      await this.transitions.run({
        id: cmd.signupId,
        version: null,
        operatorId: null,
        decide: (signup, row) => {
          // decided on the locked row: still waiting for a reply and past its deadline
          const overdue = row.status === SignupStatus.WAIT_STUDENT_AUDIT && row.offerDeadline && row.offerDeadline.getTime() <= Date.now();
          if (!overdue) throw new NothingToExpire();
          return signup.expire();
        },
      });
      return true;
    } catch (err) {
      if (err instanceof NothingToExpire) return false;
      // the signup vanished or moved on meanwhile: nothing to do (a lock conflict is retried by the job)
      if (err instanceof BizError && err.code !== GlobalErrorCodes.LOCKED.code) return false;
      throw err;
    }
  }
}
