import type { OAuth2AuthorizeInfoResp } from '@dha/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { OAuth2ClientRepository } from '../../infrastructure/oauth2-client.repository';
import { OAuth2GrantStore } from '../../infrastructure/oauth2-grant.store';
import { OAuth2AuthorizeInfoQuery } from './oauth2-authorize-info.query';

@QueryHandler(OAuth2AuthorizeInfoQuery)
export class OAuth2AuthorizeInfoHandler implements IQueryHandler<OAuth2AuthorizeInfoQuery, OAuth2AuthorizeInfoResp> {
  constructor(
    private readonly clients: OAuth2ClientRepository,
    private readonly grants: OAuth2GrantStore,
  ) {}

  async execute({ userId, clientId }: OAuth2AuthorizeInfoQuery): Promise<OAuth2AuthorizeInfoResp> {
    const client = await this.clients.validate(clientId);
    const approved = new Set(await this.grants.approvedScopes(userId, clientId));
    return {
      client: { name: client.name, logo: client.logo },
      scopes: client.scopes.map((key) => ({ key, value: approved.has(key) })),
    };
  }
}
