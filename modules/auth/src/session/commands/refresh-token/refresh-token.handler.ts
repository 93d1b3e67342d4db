import type { AuthLoginResp } from '@dha/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { TokenRepository } from '../../infrastructure/token.repository';
import { RefreshTokenCommand } from './refresh-token.command';

@CommandHandler(RefreshTokenCommand)
export class RefreshTokenHandler implements ICommandHandler<RefreshTokenCommand, AuthLoginResp> {
  constructor(private readonly tokens: TokenRepository) {}

  execute({ refreshToken }: RefreshTokenCommand): Promise<AuthLoginResp> {
    return this.tokens.refresh(refreshToken);
  }
}
