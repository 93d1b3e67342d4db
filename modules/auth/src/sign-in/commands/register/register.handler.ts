import { ConfigKey, LoginLogType, LoginResult, type AuthLoginResp } from '@dha/contracts';
import { GetConfigValueQuery } from '@dha/infra';
import { BizError, hashPassword, InvalidInputError } from '@dha/server-core';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { AuthErrors } from '../../../auth.errors';
import { CaptchaVerifier } from '../../../captcha/infrastructure/captcha.verifier';
import { SystemAccounts } from '../../../infrastructure/system-accounts';
import { TokenRepository } from '../../../session/infrastructure/token.repository';
import { loginResultOf, SignInLog } from '../../infrastructure/sign-in.log';
import { RegisterCommand } from './register.command';

/** A visitor signs up: a new account with the role common, logged in at once. */
@CommandHandler(RegisterCommand)
export class RegisterHandler implements ICommandHandler<RegisterCommand, AuthLoginResp> {
  constructor(
    private readonly accounts: SystemAccounts,
    private readonly captcha: CaptchaVerifier,
    private readonly tokens: TokenRepository,
    private readonly queryBus: QueryBus,
    private readonly signInLog: SignInLog,
  ) {}

  /** The new account's first sign-in is logged like any other; input the rules refuse is logged where it is refused. */
  async execute(command: RegisterCommand): Promise<AuthLoginResp> {
    const { tenantId, username, ip } = command;
    const log = (result: number, reason: string, userId: number | null = null) =>
      this.signInLog.record({
        tenantId,
        logType: LoginLogType.LOGIN_USERNAME,
        username,
        userId,
        result,
        reason,
        ip,
        userAgent: command.userAgent,
      });
    try {
      const signedIn = await this.register(command);
      log(LoginResult.SUCCESS, '注册', signedIn.userId);
      return signedIn;
    } catch (err) {
      if (!(err instanceof InvalidInputError)) log(loginResultOf(err), err instanceof Error ? err.message : String(err));
      throw err;
    }
  }

  private async register(command: RegisterCommand): Promise<AuthLoginResp> {
    const { tenantId, username } = command;
    await this.accounts.assertTenantUsable(tenantId);
    await this.assertRegistrationOpen();
    await this.captcha.check(command.captchaVerification);
    const userId = await this.accounts.register(
      tenantId,
      username,
      await hashPassword(command.password),
      command.nickname || username,
      command.ip,
    );
    return this.tokens.issue(userId, tenantId);
  }

  /**
   * The organisation opens or closes self-registration in the configuration (read through the one
   * reference-data cache, so a change applies at once); only an explicit 'false' closes it.
   */
  private async assertRegistrationOpen(): Promise<void> {
    const value = await this.queryBus.execute(new GetConfigValueQuery(ConfigKey.REGISTER_ENABLED));
    if (value?.trim() === 'false') throw BizError.of(AuthErrors.USER_REGISTER_DISABLED);
  }
}
