import { CommonStatus, LoginLogType, LoginResult, type AuthLoginResp } from '@dha/contracts';
import { BizError } from '@dha/server-core';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SystemAccounts } from '../../../infrastructure/system-accounts';
import { AuthErrors } from '../../../auth.errors';
import { loginResultOf, SignInLog } from '../../../sign-in/infrastructure/sign-in.log';
import { SocialBindingRepository } from '../../infrastructure/social-binding.repository';
import { SocialIdentities } from '../../infrastructure/social-identities';
import { TokenRepository } from '../../../session/infrastructure/token.repository';
import { SocialLoginCommand } from './social-login.command';

@CommandHandler(SocialLoginCommand)
export class SocialLoginHandler implements ICommandHandler<SocialLoginCommand, AuthLoginResp> {
  constructor(
    private readonly accounts: SystemAccounts,
    private readonly identities: SocialIdentities,
    private readonly bindings: SocialBindingRepository,
    private readonly tokens: TokenRepository,
    private readonly signInLog: SignInLog,
  ) {}

  /** Every social sign-in, successful or not, leaves one login-log row (under the account's name once known). */
  async execute(command: SocialLoginCommand): Promise<AuthLoginResp> {
    const { tenantId, ip, userAgent } = command;
    let username = '';
    const log = (result: number, reason: string, userId: number | null = null) =>
      this.signInLog.record({ tenantId, logType: LoginLogType.LOGIN_SOCIAL, username, userId, result, reason, ip, userAgent });
    try {
      const signedIn = await this.signIn(command, (name) => (username = name));
      log(LoginResult.SUCCESS, '', signedIn.userId);
      return signedIn;
    } catch (err) {
      log(loginResultOf(err), err instanceof Error ? err.message : String(err));
      throw err;
    }
  }

  private async signIn({ tenantId, type, code, state, ip }: SocialLoginCommand, named: (username: string) => void): Promise<AuthLoginResp> {
    await this.accounts.assertTenantUsable(tenantId);
    const callback = { type, code, state };
    const identity = await this.identities.authenticate(tenantId, callback);
    const userId = await this.bindings.findUserId(tenantId, type, identity.openid);
    if (userId === null) {
      // the code and state are spent: the password sign-in on /bind that binds this account finds it kept
      await this.identities.keepUnbound(tenantId, callback, identity);
      throw BizError.of(AuthErrors.AUTH_THIRD_LOGIN_NOT_BIND);
    }
    const user = await this.accounts.find(tenantId, { id: userId });
    if (!user) throw BizError.of(AuthErrors.AUTH_THIRD_LOGIN_NOT_BIND);
    named(user.username);
    if (user.status !== CommonStatus.ENABLE) throw BizError.of(AuthErrors.LOGIN_USER_DISABLED);
    const issued = await this.tokens.issue(user.id, tenantId);
    await this.accounts.recordLogin(tenantId, user.id, ip);
    return issued;
  }
}
