import { Command } from '@nestjs/cqrs';

/** Sets a forgotten password with the one-time code sent to the account; every session ends. */
export class ResetPasswordWithCodeCommand extends Command<true> {
  constructor(
    readonly tenantId: number,
    readonly username: string,
    readonly code: string,
    readonly password: string,
  ) {
    super();
  }
}
