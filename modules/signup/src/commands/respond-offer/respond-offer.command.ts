import type { ApplicantAction } from '@dha/contracts';
import { BizError } from '@dha/server-core';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { SignupWorkflow } from '../../application/signup-workflow.service';
import { SignupErrors } from '../../signup.errors';

/** The applicant answers an offer (confirm / decline) or withdraws; own signups only. */
export class RespondToSignupCommand extends Command<boolean> {
  constructor(
    readonly action: ApplicantAction,
    readonly id: number,
    readonly version: number,
    readonly userId: number,
    readonly remark: string | null,
  ) {
    super();
  }
}

@CommandHandler(RespondToSignupCommand)
export class RespondToSignupHandler implements ICommandHandler<RespondToSignupCommand, boolean> {
  constructor(private readonly workflow: SignupWorkflow) {}

  async execute(cmd: RespondToSignupCommand): Promise<boolean> {
    await this.workflow.transition({
      id: cmd.id,
      version: cmd.version,
      operatorId: cmd.userId,
      remark: cmd.remark,
      authorize: (row) => {
        // someone else's signup does not exist for this caller
        if (row.userId !== cmd.userId) throw new BizError(SignupErrors.SIGNUP_NOT_FOUND);
      },
      decide: (signup) => (cmd.action === 'confirm' ? signup.confirm() : cmd.action === 'decline' ? signup.decline() : signup.withdraw()),
    });
    return true;
  }
}
