import { CommonStatus } from '@dha/contracts';
import { Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { OneTimeCodes, PASSWORD_RESET_CODE } from '../../../infrastructure/one-time-codes.store';
import { SystemAccounts } from '../../../infrastructure/system-accounts';
import { PasswordResetChannel } from '../../infrastructure/password-reset.channel';
import { ForgotPasswordCommand } from './forgot-password.command';

@CommandHandler(ForgotPasswordCommand)
export class ForgotPasswordHandler implements ICommandHandler<ForgotPasswordCommand> {
  private readonly logger = new Logger('PasswordReset');

  constructor(
    private readonly accounts: SystemAccounts,
    private readonly codes: OneTimeCodes,
    private readonly channel: PasswordResetChannel,
  ) {}

  /** Always true: the answer never tells whether the account exists or has an e-mail address. */
  async execute({ tenantId, username }: ForgotPasswordCommand): Promise<true> {
    const user = await this.accounts.find(tenantId, { username });
    if (user?.status !== CommonStatus.ENABLE || !user.email) return true;
    const issued = await this.codes.issue(PASSWORD_RESET_CODE, resetSubject(tenantId, user.username));
    if (!('code' in issued)) return true;
    const { code } = issued;
    // sent after answering, so the time of the answer does not tell either
    void this.channel
      .send({ username: user.username, email: user.email }, code, PASSWORD_RESET_CODE.validMinutes)
      .catch((e: unknown) => this.logger.error(`password-reset code to user ${user.id} not sent: ${String(e)}`));
    return true;
  }
}

/** Whose password-reset code it is: one per account. */
export const resetSubject = (tenantId: number, username: string): string => `${tenantId}:${username.toLowerCase()}`;
