import { AccessCache } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { TokenRepository } from '../../../session/infrastructure/token.repository';
import { OAuth2ClientRepository } from '../../infrastructure/oauth2-client.repository';
import { DeleteOAuth2ClientCommand } from './delete-oauth2-client.command';

@CommandHandler(DeleteOAuth2ClientCommand)
export class DeleteOAuth2ClientHandler implements ICommandHandler<DeleteOAuth2ClientCommand, true> {
  constructor(
    private readonly em: EntityManager,
    private readonly clients: OAuth2ClientRepository,
    private readonly tokens: TokenRepository,
    private readonly cache: AccessCache,
  ) {}

  async execute({ id }: DeleteOAuth2ClientCommand): Promise<true> {
    const ended = await this.em.fork().transactional(async (em) => {
      const client = await this.clients.get(id, em);
      const revoked = await this.tokens.revokeClientSessions(em, client.clientId);
      em.remove(client);
      await em.flush();
      return revoked;
    });
    await this.cache.sessionsEnded(ended);
    return true;
  }
}
