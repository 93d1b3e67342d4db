import { LoginLogType, LoginResult } from '@dha/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { LoginLogWriter } from '../../infrastructure/log.writer';
import { TokenRepository } from '../../infrastructure/token.repository';
import { LogoutCommand } from './logout.command';

@CommandHandler(LogoutCommand)
export class LogoutHandler implements ICommandHandler<LogoutCommand, boolean> {
  constructor(
    private readonly tokens: TokenRepository,
    private readonly loginLog: LoginLogWriter,
  ) {}

  async execute({ accessToken, client }: LogoutCommand): Promise<boolean> {
    if (accessToken) await this.tokens.revoke(accessToken);
    // a sign-out without a session ends nothing: nothing to log
    if (client)
      this.loginLog.write({
        tenantId: client.user.tenantId,
        logType: LoginLogType.LOGOUT_SELF,
        userId: client.user.id,
        username: client.user.username.slice(0, 64),
        result: LoginResult.SUCCESS,
        reason: '',
        userIp: client.ip,
        userAgent: client.userAgent.slice(0, 512),
        createTime: new Date(),
      });
    return true;
  }
}
