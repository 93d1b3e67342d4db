import { CommonStatus, LoginLogType, LoginResult, type AuthLoginResp } from '@dha/contracts';
import { BizError } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CaptchaVerifier } from '../../infrastructure/captcha.verifier';
import { TenantCheck } from '../../domain/tenant-check';
import { TokenRepository } from '../../infrastructure/token.repository';
import { AuthErrors } from '../../auth.errors';
import { User } from '../../domain';
import { verifyAgainstDummy, verifyPassword } from '../../domain/password';
import { LoginAttempts } from '../../infrastructure/login-attempts.store';
import { LoginLogWriter } from '../../infrastructure/log.writer';
import { LoginCommand } from './login.command';

@CommandHandler(LoginCommand)
export class LoginHandler implements ICommandHandler<LoginCommand, AuthLoginResp> {
  constructor(
    private readonly em: EntityManager,
    private readonly tenants: TenantCheck,
    private readonly captcha: CaptchaVerifier,
    private readonly attempts: LoginAttempts,
    private readonly tokens: TokenRepository,
    private readonly loginLog: LoginLogWriter,
  ) {}

  /** Every sign-in, successful or not, leaves one login-log row (and a lock one more). */
  async execute(command: LoginCommand): Promise<AuthLoginResp> {
    const log = (logType: number, result: number, reason: string, userId: number | null = null): void =>
      this.loginLog.write({
        tenantId: command.tenantId,
        logType,
        userId,
        username: command.username.slice(0, 64),
        result,
        reason: reason.slice(0, 512),
        userIp: command.ip,
        userAgent: command.userAgent.slice(0, 512),
        createTime: new Date(),
      });
    try {
      const signedIn = await this.signIn(command, () => log(LoginLogType.LOCK, LoginResult.LOCKED, '密码错误次数过多，账号已被锁定'));
      log(LoginLogType.LOGIN_USERNAME, LoginResult.SUCCESS, '', signedIn.userId);
      return signedIn;
    } catch (err) {
      log(LoginLogType.LOGIN_USERNAME, loginResultOf(err), err instanceof Error ? err.message : String(err));
      throw err;
    }
  }

  private async signIn(
    { tenantId, username, password, captchaVerification, ip }: LoginCommand,
    locked: () => void,
  ): Promise<AuthLoginResp> {
    await this.tenants.assertUsable(tenantId);
    await this.captcha.check(captchaVerification);
    await this.attempts.assertNotLocked(tenantId, username);

    const em = this.em.fork();
    const user = await em.findOne(User, { tenantId, username }, { populate: ['password'] });
    const ok = user ? await verifyPassword(user.password, password) : await verifyAgainstDummy(password);
    if (!user || !ok) {
      if (await this.attempts.recordFailure(tenantId, username)) locked();
      throw BizError.of(AuthErrors.LOGIN_BAD_CREDENTIALS);
    }
    if (user.status !== CommonStatus.ENABLE) throw BizError.of(AuthErrors.LOGIN_USER_DISABLED);
    await this.attempts.reset(tenantId, username);

    return em.transactional(async (tx) => {
      await tx.nativeUpdate(User, { id: user.id }, { loginIp: ip, loginDate: new Date() });
      return this.tokens.issue(user.id, tenantId, tx);
    });
  }
}

/** The login log's result for an error of the sign-in. */
function loginResultOf(err: unknown): number {
  if (!(err instanceof BizError)) return LoginResult.UNKNOWN;
  switch (err.code) {
    case AuthErrors.LOGIN_BAD_CREDENTIALS.code:
      return LoginResult.BAD_CREDENTIALS;
    case AuthErrors.LOGIN_USER_DISABLED.code:
      return LoginResult.USER_DISABLED;
    case AuthErrors.LOGIN_CAPTCHA_CODE_ERROR.code:
      return LoginResult.CAPTCHA_CODE_ERROR;
    case AuthErrors.LOGIN_LOCKED.code:
      return LoginResult.LOCKED;
    case AuthErrors.TENANT_NOT_EXISTS.code:
    case AuthErrors.TENANT_DISABLE.code:
    case AuthErrors.TENANT_EXPIRE.code:
      return LoginResult.TENANT_DISABLED;
    default:
      return LoginResult.UNKNOWN;
  }
}
