import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { OAuth2ClientRepository } from '../../infrastructure/oauth2-client.repository';
import { TokenRepository } from '../../../session/infrastructure/token.repository';
import { OAuth2RevokeTokenCommand } from './oauth2-revoke-token.command';

@CommandHandler(OAuth2RevokeTokenCommand)
export class OAuth2RevokeTokenHandler implements ICommandHandler<OAuth2RevokeTokenCommand, boolean> {
  constructor(
    private readonly clients: OAuth2ClientRepository,
    private readonly tokens: TokenRepository,
  ) {}

  async execute({ client, token }: OAuth2RevokeTokenCommand): Promise<boolean> {
    await this.clients.validate(client.clientId, { secret: client.secret });
    return this.tokens.revokeClientToken(token, client.clientId);
  }
}
