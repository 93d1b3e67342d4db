import { CommonStatus, LoginLogType, LoginResult, SmsScene, type AuthLoginResp } from '@dha/contracts';
import { BizError } from '@dha/server-core';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SystemAccounts } from '../../../infrastructure/system-accounts';
import { AuthErrors } from '../../../auth.errors';
import { loginResultOf, SignInLog } from '../../../sign-in/infrastructure/sign-in.log';
import { OneTimeCodes, type ConsumeOutcome } from '../../../infrastructure/one-time-codes.store';
import { TokenRepository } from '../../../session/infrastructure/token.repository';
import { smsCodePolicy, smsSubject } from '../send-sms-code/sms-code.policy';
import { SmsLoginCommand } from './sms-login.command';

const CODE_ERRORS: Record<Exclude<ConsumeOutcome, 'ok'>, BizError> = {
  missing: BizError.of(AuthErrors.PASSWORD_RESET_CODE_INVALID),
  wrong: BizError.of(AuthErrors.PASSWORD_RESET_CODE_INVALID),
  expired: BizError.of(AuthErrors.SMS_CODE_EXPIRED),
  used: BizError.of(AuthErrors.SMS_CODE_USED),
};

@CommandHandler(SmsLoginCommand)
export class SmsLoginHandler implements ICommandHandler<SmsLoginCommand, AuthLoginResp> {
  constructor(
    private readonly accounts: SystemAccounts,
    private readonly codes: OneTimeCodes,
    private readonly tokens: TokenRepository,
    private readonly signInLog: SignInLog,
  ) {}

  /** Every SMS sign-in, successful or not, leaves one login-log row under the mobile. */
  async execute({ tenantId, mobile, code, ip, userAgent }: SmsLoginCommand): Promise<AuthLoginResp> {
    const log = (result: number, reason: string, userId: number | null = null) =>
      this.signInLog.record({ tenantId, logType: LoginLogType.LOGIN_MOBILE, username: mobile, userId, result, reason, ip, userAgent });
    try {
      const signedIn = await this.signIn(tenantId, mobile, code, ip);
      log(LoginResult.SUCCESS, '', signedIn.userId);
      return signedIn;
    } catch (err) {
      log(loginResultOf(err), err instanceof Error ? err.message : String(err));
      throw err;
    }
  }

  private async signIn(tenantId: number, mobile: string, code: string, ip: string): Promise<AuthLoginResp> {
    await this.accounts.assertTenantUsable(tenantId);
    const outcome = await this.codes.consume(smsCodePolicy(SmsScene.ADMIN_LOGIN), smsSubject(tenantId, mobile), code);
    if (outcome !== 'ok') throw CODE_ERRORS[outcome];
    const user = await this.accounts.find(tenantId, { mobile });
    if (!user) throw BizError.of(AuthErrors.AUTH_MOBILE_NOT_EXISTS);
    if (user.status !== CommonStatus.ENABLE) throw BizError.of(AuthErrors.LOGIN_USER_DISABLED);
    const issued = await this.tokens.issue(user.id, tenantId);
    await this.accounts.recordLogin(tenantId, user.id, ip);
    return issued;
  }
}
