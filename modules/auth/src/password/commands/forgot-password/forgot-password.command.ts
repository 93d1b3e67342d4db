import { Command } from '@nestjs/cqrs';

/** Someone says they forgot the password of `username`: a one-time code goes to the account's e-mail. */
export class ForgotPasswordCommand extends Command<true> {
  constructor(
    readonly tenantId: number,
    readonly username: string,
  ) {
    super();
  }
}
