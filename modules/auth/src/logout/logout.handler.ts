import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { TokenStore } from '../access/token.store';
import { LogoutCommand } from './logout.command';

@CommandHandler(LogoutCommand)
export class LogoutHandler implements ICommandHandler<LogoutCommand, boolean> {
  constructor(private readonly tokens: TokenStore) {}

  async execute({ accessToken }: LogoutCommand): Promise<boolean> {
    if (accessToken) await this.tokens.revoke(accessToken);
    return true;
  }
}
