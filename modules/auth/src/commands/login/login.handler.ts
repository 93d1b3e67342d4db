import { CommonStatus, type AuthLoginResp } from '@dha/contracts';
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
import { LoginCommand } from './login.command';

@CommandHandler(LoginCommand)
export class LoginHandler implements ICommandHandler<LoginCommand, AuthLoginResp> {
  constructor(
    private readonly em: EntityManager,
    private readonly tenants: TenantCheck,
    private readonly captcha: CaptchaVerifier,
    private readonly attempts: LoginAttempts,
    private readonly tokens: TokenRepository,
  ) {}

  async execute({ tenantId, username, password, captchaVerification, ip }: LoginCommand): Promise<AuthLoginResp> {
    await this.tenants.assertUsable(tenantId);
    await this.captcha.check(captchaVerification);
    await this.attempts.assertNotLocked(tenantId, username);

    const em = this.em.fork();
    const user = await em.findOne(User, { tenantId, username }, { populate: ['password'] });
    const ok = user ? await verifyPassword(user.password, password) : await verifyAgainstDummy(password);
    if (!user || !ok) {
      await this.attempts.recordFailure(tenantId, username);
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
