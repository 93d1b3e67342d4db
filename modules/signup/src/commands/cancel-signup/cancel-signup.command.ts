import { type LoginUser } from '@dha/server-core';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { SignupWorkflow } from '../../application/signup-workflow.service';

/** Staff cancel a signup in any non-terminal status (its place, if any, is given back). */
export class CancelSignupCommand extends Command<boolean> {
  constructor(
    readonly id: number,
    readonly version: number,
    readonly remark: string | null,
    readonly user: LoginUser,
  ) {
    super();
  }
}

@CommandHandler(CancelSignupCommand)
export class CancelSignupHandler implements ICommandHandler<CancelSignupCommand, boolean> {
  constructor(private readonly workflow: SignupWorkflow) {}

  async execute(cmd: CancelSignupCommand): Promise<boolean> {
    await this.workflow.transition({
      id: cmd.id,
      version: cmd.version,
      operatorId: cmd.user.id,
      remark: cmd.remark,
      tenantId: cmd.user.tenantId,
      decide: (signup) => signup.cancel(),
    });
    return true;
  }
}
