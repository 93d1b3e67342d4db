import { CommonStatus, LoginLogType, LoginResult, type AuthLoginResp } from '@dha/contracts';
import { BizError } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CaptchaVerifier } from '../../infrastructure/captcha.verifier';
import { TenantCheck } from '../../domain/tenant-check';
import { TokenRepository } from '../../infrastructure/token.repository';
import { AuthErrors } from '../../auth.errors';
import { verifyAgainstDummy, verifyPassword } from '../../domain/password';
import { LoginAttempts, type FailureOutcome } from '../../infrastructure/login-attempts.store';
import { LoginLogWriter, loginResultOf } from '../../infrastructure/log.writer';
import { User } from '../../domain';
import { findByUsername } from '../../infrastructure/user-admin.repository';
import { SocialBindingRepository } from '../../infrastructure/social-binding.repository';
import { SocialIdentities } from '../../infrastructure/social-identities';
import { LoginCommand } from './login.command';

const LOCK_REASON = {
  source: '密码错误次数过多，该地址的登录已被暂时锁定',
  account: '各地址密码错误次数过多，账号已对陌生地址暂时锁定',
};

@CommandHandler(LoginCommand)
export class LoginHandler implements ICommandHandler<LoginCommand, AuthLoginResp> {
  constructor(
    private readonly em: EntityManager,
    private readonly tenants: TenantCheck,
    private readonly captcha: CaptchaVerifier,
    private readonly attempts: LoginAttempts,
    private readonly tokens: TokenRepository,
    private readonly loginLog: LoginLogWriter,
    private readonly socialIdentities: SocialIdentities,
    private readonly socialBindings: SocialBindingRepository,
  ) {}

  /** Every sign-in, successful or not, leaves one login-log row (and a lock one more). */
  async execute(command: LoginCommand): Promise<AuthLoginResp> {
    const { tenantId, username, ip, userAgent } = command;
    const log = (logType: number, result: number, reason: string, userId: number | null = null): void =>
      this.loginLog.signIn({ tenantId, logType, username, userId, result, reason, ip, userAgent });
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
    await this.tenants.assertUsable(tenantId);
    // while the captcha is on every login needs one; when off, a source with a few wrong passwords does
    await this.captcha.check(captchaVerification, await this.attempts.captchaDue(tenantId, username, ip));
    await this.attempts.assertAllowed(tenantId, username, ip);

    const em = this.em.fork();
    const user = await findByUsername(em, tenantId, username);
    const ok = user ? await verifyPassword(user.password, password) : await verifyAgainstDummy(password);
    if (!user || !ok) {
      const outcome = await this.attempts.recordFailure(tenantId, username, ip);
      if (outcome) locked(outcome);
      throw BizError.of(AuthErrors.LOGIN_BAD_CREDENTIALS);
    }
    if (user.status !== CommonStatus.ENABLE) throw BizError.of(AuthErrors.LOGIN_USER_DISABLED);
    await this.attempts.succeeded(tenantId, username, ip);
    const identity = social && (await this.socialIdentities.forBinding(tenantId, social));

    return em.transactional(async (tx) => {
      if (social && identity) await this.socialBindings.bind({ tenantId, userId: user.id, type: social.type, ...identity }, tx);
      await tx.nativeUpdate(User, { id: user.id }, { loginIp: ip, loginDate: new Date() });
      return this.tokens.issue(user.id, tenantId, tx);
    });
  }
}
