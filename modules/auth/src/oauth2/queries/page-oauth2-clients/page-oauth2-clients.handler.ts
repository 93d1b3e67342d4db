import type { OAuth2ClientVO, PageResult } from '@dha/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { OAuth2ClientRepository } from '../../infrastructure/oauth2-client.repository';
import { OAuth2ClientPageQuery } from './page-oauth2-clients.query';

@QueryHandler(OAuth2ClientPageQuery)
export class OAuth2ClientPageHandler implements IQueryHandler<OAuth2ClientPageQuery, PageResult<OAuth2ClientVO>> {
  constructor(private readonly clients: OAuth2ClientRepository) {}

  execute({ filter }: OAuth2ClientPageQuery): Promise<PageResult<OAuth2ClientVO>> {
    return this.clients.page(filter);
  }
}
