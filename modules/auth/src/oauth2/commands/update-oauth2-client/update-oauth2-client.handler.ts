import { CommonStatus, type OAuth2ClientSecretResp } from '@dha/contracts';
import { AccessCache, hashToken, operatorOf } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { TokenRepository } from '../../../session/infrastructure/token.repository';
import { chosenSecret, fieldsOf, newSecret } from '../../domain/oauth2-client-fields';
import { OAuth2ClientRepository } from '../../infrastructure/oauth2-client.repository';
import { UpdateOAuth2ClientCommand } from './update-oauth2-client.command';

/**
 * Saves a client. What takes access away ends the client's sessions at once: disabling it, a new
 * secret, a new client id, fewer grant types or scopes.
 */
@CommandHandler(UpdateOAuth2ClientCommand)
export class UpdateOAuth2ClientHandler implements ICommandHandler<UpdateOAuth2ClientCommand, true | OAuth2ClientSecretResp> {
  constructor(
    private readonly em: EntityManager,
    private readonly clients: OAuth2ClientRepository,
    private readonly tokens: TokenRepository,
    private readonly cache: AccessCache,
  ) {}

  async execute({ user, input }: UpdateOAuth2ClientCommand): Promise<true | OAuth2ClientSecretResp> {
    const generated = input.resetSecret === true ? newSecret() : null;
    // a generated one wins: the caller asked for a fresh secret and will be shown it
    const secret = generated ?? chosenSecret(input, false) ?? null;
    const ended = await this.em.fork().transactional(async (em) => {
      const client = await this.clients.get(input.id, em);
      await this.clients.assertClientIdFree(em, input.clientId, client.id);
      const fields = fieldsOf(input);
      const narrowed = (before: string[], after: string[] = []) => before.some((v) => !after.includes(v));
      const takesAccess =
        fields.status !== CommonStatus.ENABLE ||
        (secret !== null && (client.secretHash === null || hashToken(secret) !== client.secretHash)) ||
        fields.clientId !== client.clientId ||
        narrowed(client.authorizedGrantTypes, fields.authorizedGrantTypes) ||
        narrowed(client.scopes, fields.scopes);
      const revoked = takesAccess ? await this.tokens.revokeClientSessions(em, client.clientId) : [];
      if (secret !== null) client.secretHash = hashToken(secret);
      em.assign(client, { ...fields, updater: operatorOf(user) });
      await em.flush();
      return revoked;
    });
    await this.cache.sessionsEnded(ended);
    return generated ? { id: input.id, clientId: input.clientId, secret: generated } : true;
  }
}
