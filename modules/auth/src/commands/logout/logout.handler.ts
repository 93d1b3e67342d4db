import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { TokenRepository } from '../../infrastructure/token.repository';
import { LogoutCommand } from './logout.command';

@CommandHandler(LogoutCommand)
export class LogoutHandler implements ICommandHandler<LogoutCommand, boolean> {
  constructor(private readonly tokens: TokenRepository) {}

  async execute({ accessToken }: LogoutCommand): Promise<boolean> {
    if (accessToken) await this.tokens.revoke(accessToken);
    return true;
  }
}
