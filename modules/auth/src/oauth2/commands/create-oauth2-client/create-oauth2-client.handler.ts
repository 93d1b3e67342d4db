import type { OAuth2ClientSecretResp } from '@dha/contracts';
import { hashToken, operatorOf } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { OAuth2Client } from '../../domain/oauth2.entity';
import { chosenSecret, fieldsOf, newSecret } from '../../domain/oauth2-client-fields';
import { OAuth2ClientRepository } from '../../infrastructure/oauth2-client.repository';
import { CreateOAuth2ClientCommand } from './create-oauth2-client.command';

@CommandHandler(CreateOAuth2ClientCommand)
export class CreateOAuth2ClientHandler implements ICommandHandler<CreateOAuth2ClientCommand, OAuth2ClientSecretResp> {
  constructor(
    private readonly em: EntityManager,
    private readonly clients: OAuth2ClientRepository,
  ) {}

  async execute({ user, input }: CreateOAuth2ClientCommand): Promise<OAuth2ClientSecretResp> {
    const em = this.em.fork();
    await this.clients.assertClientIdFree(em, input.clientId);
    const chosen = chosenSecret(input, true);
    // a chosen secret makes a confidential client whatever withSecret says; none chosen: generated, unless public
    const generated = chosen === undefined && input.withSecret !== false ? newSecret() : null;
    const secret = chosen ?? generated;
    const client = em.create(OAuth2Client, {
      ...(fieldsOf(input) as OAuth2Client),
      secretHash: secret ? hashToken(secret) : null,
      creator: operatorOf(user),
      updater: operatorOf(user),
    });
    await em.flush();
    // only a generated secret is answered (once): a chosen one the caller has already
    return { id: client.id, clientId: client.clientId, secret: generated };
  }
}
