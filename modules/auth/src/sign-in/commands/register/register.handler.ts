import { ConfigKey, LoginLogType, LoginResult, RoleCode, type AuthLoginResp } from '@dha/contracts';
import { GetConfigValueQuery } from '@dha/infra';
import { BizError, InvalidInputError } from '@dha/server-core';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { CaptchaVerifier } from '../../infrastructure/captcha.verifier';
import { TenantCheck } from '../../domain/tenant-check';
import { LoginLogWriter, loginResultOf } from '../../infrastructure/log.writer';
import { TokenRepository } from '../../infrastructure/token.repository';
import { usernameIs } from '../../infrastructure/user-admin.repository';
import { AuthErrors } from '../../auth.errors';
import { Role, User, UserRole } from '../../domain';
import { hashPassword } from '../../domain/password';
import { RegisterCommand } from './register.command';

/** A visitor signs up: a new account with the role common, logged in at once. */
@CommandHandler(RegisterCommand)
export class RegisterHandler implements ICommandHandler<RegisterCommand, AuthLoginResp> {
  constructor(
    private readonly em: EntityManager,
    private readonly tenants: TenantCheck,
    private readonly captcha: CaptchaVerifier,
    private readonly tokens: TokenRepository,
    private readonly queryBus: QueryBus,
    private readonly loginLog: LoginLogWriter,
  ) {}

  /** The new account's first sign-in is logged like any other; input the rules refuse is logged where it is refused. */
  async execute(command: RegisterCommand): Promise<AuthLoginResp> {
    const { tenantId, username, ip } = command;
    const log = (result: number, reason: string, userId: number | null = null) =>
      this.loginLog.signIn({
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
    await this.tenants.assertUsable(tenantId);
    await this.assertRegistrationOpen();
    await this.captcha.check(command.captchaVerification);
    const em = this.em.fork();
    if (await em.count(User, { $and: [{ tenantId }, usernameIs(username)] })) throw BizError.of(AuthErrors.USER_USERNAME_EXISTS);
    const password = await hashPassword(command.password);
    try {
      return await em.transactional(async (tx) => {
        const role = await tx.findOneOrFail(Role, { tenantId, code: RoleCode.COMMON });
        const user = tx.create(User, {
          tenantId,
          username,
          password,
          nickname: command.nickname || username,
          loginIp: command.ip,
          loginDate: new Date(),
        });
        await tx.flush();
        tx.create(UserRole, { userId: user.id, roleId: role.id });
        await tx.flush();
        return this.tokens.issue(user.id, tenantId, tx);
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw BizError.of(AuthErrors.USER_USERNAME_EXISTS);
      throw error;
    }
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
