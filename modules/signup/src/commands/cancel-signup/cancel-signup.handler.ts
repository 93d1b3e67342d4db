import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { SignupTransitions, staffRequest } from '../../application/signup-transitions.service';
import { CancelSignupCommand } from './cancel-signup.command';

@CommandHandler(CancelSignupCommand)
export class CancelSignupHandler implements ICommandHandler<CancelSignupCommand, boolean> {
  constructor(private readonly transitions: SignupTransitions) {}

  async execute({ input, user }: CancelSignupCommand): Promise<boolean> {
    await this.transitions.run({ ...staffRequest(input, user), decide: (signup) => signup.cancel() });
    return true;
  }
}
