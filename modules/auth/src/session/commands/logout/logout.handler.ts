import { LoginLogType, LoginResult } from '@dha/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SignInLog } from '../../../sign-in/infrastructure/sign-in.log';
import { TokenRepository } from '../../infrastructure/token.repository';
import { LogoutCommand } from './logout.command';

@CommandHandler(LogoutCommand)
export class LogoutHandler implements ICommandHandler<LogoutCommand, boolean> {
  constructor(
    private readonly tokens: TokenRepository,
    private readonly signInLog: SignInLog,
  ) {}

  async execute({ accessToken, client }: LogoutCommand): Promise<boolean> {
    if (accessToken) await this.tokens.revoke(accessToken);
    // a sign-out without a session ends nothing: nothing to log
    if (client)
      this.signInLog.record({
        tenantId: client.user.tenantId,
        logType: LoginLogType.LOGOUT_SELF,
        userId: client.user.id,
        username: client.user.username,
        result: LoginResult.SUCCESS,
        ip: client.ip,
        userAgent: client.userAgent,
      });
    return true;
  }
}
