import { CommonStatus, LoginLogType, LoginResult, type AuthLoginResp } from '@dha/contracts';
import { BizError } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CaptchaVerifier } from '../../../captcha/infrastructure/captcha.verifier';
import { TokenRepository } from '../../../session/infrastructure/token.repository';
import { AuthErrors } from '../../../auth.errors';
import { verifyAgainstDummy, verifyPassword } from '@dha/server-core';
import { LoginAttempts, type FailureOutcome } from '../../infrastructure/login-attempts.store';
import { loginResultOf, SignInLog } from '../../infrastructure/sign-in.log';
import { SystemAccounts } from '../../../infrastructure/system-accounts';
import { SocialBindingRepository } from '../../../social/infrastructure/social-binding.repository';
import { SocialIdentities } from '../../../social/infrastructure/social-identities';
import { LoginCommand } from './login.command';

const LOCK_REASON = {
  source: '密码错误次数过多，该地址的登录已被暂时锁定',
  account: '各地址密码错误次数过多，账号已对陌生地址暂时锁定',
};

@CommandHandler(LoginCommand)
export class LoginHandler implements ICommandHandler<LoginCommand, AuthLoginResp> {
  constructor(
    private readonly em: EntityManager,
    private readonly accounts: SystemAccounts,
    private readonly captcha: CaptchaVerifier,
    private readonly attempts: LoginAttempts,
    private readonly tokens: TokenRepository,
    private readonly signInLog: SignInLog,
    private readonly socialIdentities: SocialIdentities,
    private readonly socialBindings: SocialBindingRepository,
  ) {}

  /** Every sign-in, successful or not, leaves one login-log row (and a lock one more). */
  async execute(command: LoginCommand): Promise<AuthLoginResp> {
    const { tenantId, username, ip, userAgent } = command;
    const log = (logType: number, result: number, reason: string, userId: number | null = null): void =>
      this.signInLog.record({ tenantId, logType, username, userId, result, reason, ip, userAgent });
    try {
      const signedIn = await this.signIn(command, (outcome) =>
        log(LoginLogType.LOCK, LoginResult.LOCKED, outcome === 'account-locked' ? LOCK_REASON.account : LOCK_REASON.source),
      );
      log(LoginLogType.LOGIN_USERNAME, LoginResult.SUCCESS, '', signedIn.userId);
      return signedIn;
    } catch (err) {
      log(LoginLogType.LOGIN_USERNAME, loginResultOf(err), err instanceof Error ? err.message : String(err));
      throw err;
    }
  }

  private async signIn(
    { tenantId, username, password, captchaVerification, ip, social }: LoginCommand,
    locked: (outcome: FailureOutcome) => void,
  ): Promise<AuthLoginResp> {
    await this.accounts.assertTenantUsable(tenantId);
    // while the captcha is on every login needs one; when off, a source with a few wrong passwords does
    await this.captcha.check(captchaVerification, await this.attempts.captchaDue(tenantId, username, ip));
    await this.attempts.assertAllowed(tenantId, username, ip);

    const user = await this.accounts.find(tenantId, { username });
    const ok = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password);
    if (!user || !ok) {
      const outcome = await this.attempts.recordFailure(tenantId, username, ip);
      if (outcome) locked(outcome);
      throw BizError.of(AuthErrors.LOGIN_BAD_CREDENTIALS);
    }
    if (user.status !== CommonStatus.ENABLE) throw BizError.of(AuthErrors.LOGIN_USER_DISABLED);
    await this.attempts.succeeded(tenantId, username, ip);
    const identity = social && (await this.socialIdentities.forBinding(tenantId, social));

    const issued = await this.em.fork().transactional(async (tx) => {
      if (social && identity) await this.socialBindings.bind({ tenantId, userId: user.id, type: social.type, ...identity }, tx);
      return this.tokens.issue(user.id, tenantId, tx);
    });
    await this.accounts.recordLogin(tenantId, user.id, ip);
    return issued;
  }
}
