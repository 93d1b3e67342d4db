import { BizError } from '@dha/server-core';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { SignupTransitions } from '../../application/signup-transitions.service';
import { SignupErrors } from '../../signup.errors';
import { RespondToSignupCommand } from './respond-offer.command';

@CommandHandler(RespondToSignupCommand)
export class RespondToSignupHandler implements ICommandHandler<RespondToSignupCommand, boolean> {
  constructor(private readonly transitions: SignupTransitions) {}

  async execute({ action, input, userId }: RespondToSignupCommand): Promise<boolean> {
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
}
