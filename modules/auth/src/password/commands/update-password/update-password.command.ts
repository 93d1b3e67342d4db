import { Command } from '@nestjs/cqrs';

/** Changes the caller's password; every other session of the account is revoked at once. */
export class UpdatePasswordCommand extends Command<boolean> {
  constructor(
    readonly tenantId: number,
    readonly userId: number,
    readonly currentAccessToken: string,
    readonly oldPassword: string,
    readonly newPassword: string,
  ) {
    super();
  }
}
