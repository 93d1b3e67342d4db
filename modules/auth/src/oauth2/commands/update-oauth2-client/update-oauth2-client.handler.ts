import { CommonStatus, type OAuth2ClientSaveReq, type OAuth2ClientSecretResp } from '@dha/contracts';
import { BizError, operatorOf } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomBytes } from 'node:crypto';
import { hashToken } from '../../domain';
import { OAuth2Client } from '../../domain/oauth2.entity';
import { AccessCache } from '../../infrastructure/access.cache';
import { OAuth2ClientRepository } from '../../infrastructure/oauth2-client.repository';
import { TokenRepository } from '../../infrastructure/token.repository';
import { OAuth2Errors } from '../../oauth2.errors';
import { CreateOAuth2ClientCommand, DeleteOAuth2ClientCommand, UpdateOAuth2ClientCommand } from './oauth2-client-admin.command';

/** 128 random bits, hex: shown once, kept as its sha256. */
const newSecret = (): string => randomBytes(16).toString('hex');

function fieldsOf(input: OAuth2ClientSaveReq): Partial<OAuth2Client> {
  const scopes = [...new Set(input.scopes ?? [])];
  const autoApproveScopes = [...new Set(input.autoApproveScopes ?? [])];
  if (autoApproveScopes.some((s) => !scopes.includes(s))) throw BizError.of(OAuth2Errors.AUTO_APPROVE_SCOPE_OVER);
  return {
    clientId: input.clientId,
    name: input.name,
    logo: input.logo ?? '',
    description: input.description ?? null,
    status: input.status,
    accessTokenValiditySeconds: input.accessTokenValiditySeconds,
    refreshTokenValiditySeconds: input.refreshTokenValiditySeconds,
    redirectUris: [...new Set(input.redirectUris)],
    authorizedGrantTypes: [...new Set(input.authorizedGrantTypes)],
    scopes,
    autoApproveScopes,
  };
}

@CommandHandler(CreateOAuth2ClientCommand)
export class CreateOAuth2ClientHandler implements ICommandHandler<CreateOAuth2ClientCommand, OAuth2ClientSecretResp> {
  constructor(
    private readonly em: EntityManager,
    private readonly clients: OAuth2ClientRepository,
  ) {}

  async execute({ user, input }: CreateOAuth2ClientCommand): Promise<OAuth2ClientSecretResp> {
    const em = this.em.fork();
    await this.clients.assertClientIdFree(em, input.clientId);
    const secret = input.withSecret === false ? null : newSecret();
    const client = em.create(OAuth2Client, {
      ...(fieldsOf(input) as OAuth2Client),
      secretHash: secret ? hashToken(secret) : null,
      creator: operatorOf(user),
      updater: operatorOf(user),
    });
    await em.flush();
    return { id: client.id, clientId: client.clientId, secret };
  }
}

/**
 * Saves a client. What takes access away ends the client's sessions at once: disabling it, a new
 * secret, a new client id, fewer grant types or scopes.
 */
@CommandHandler(UpdateOAuth2ClientCommand)
export class UpdateOAuth2ClientHandler implements ICommandHandler<UpdateOAuth2ClientCommand, OAuth2ClientSecretResp> {
  constructor(
    private readonly em: EntityManager,
    private readonly clients: OAuth2ClientRepository,
    private readonly tokens: TokenRepository,
    private readonly cache: AccessCache,
  ) {}

  async execute({ user, input }: UpdateOAuth2ClientCommand): Promise<OAuth2ClientSecretResp> {
    let secret: string | null = null;
    const ended = await this.em.fork().transactional(async (em) => {
      const client = await this.clients.get(input.id, em);
      await this.clients.assertClientIdFree(em, input.clientId, client.id);
      const fields = fieldsOf(input);
      const narrowed = (before: string[], after: string[] = []) => before.some((v) => !after.includes(v));
      const takesAccess =
        fields.status !== CommonStatus.ENABLE ||
        input.resetSecret === true ||
        fields.clientId !== client.clientId ||
        narrowed(client.authorizedGrantTypes, fields.authorizedGrantTypes) ||
        narrowed(client.scopes, fields.scopes);
      const revoked = takesAccess ? await this.tokens.revokeClientSessions(em, client.clientId) : [];
      if (input.resetSecret) {
        secret = newSecret();
        client.secretHash = hashToken(secret);
      }
      em.assign(client, { ...fields, updater: operatorOf(user) });
      await em.flush();
      return revoked;
    });
    await this.cache.sessionsEnded(ended);
    return { id: input.id, clientId: input.clientId, secret };
  }
}

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
