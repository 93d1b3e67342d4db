import type { OAuth2ClientVO, PageResult } from '@dha/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { OAuth2ClientRepository, toClientVO } from '../../infrastructure/oauth2-client.repository';
import { GetOAuth2ClientQuery, OAuth2ClientPageQuery } from './oauth2-client-page.query';

@QueryHandler(OAuth2ClientPageQuery)
export class OAuth2ClientPageHandler implements IQueryHandler<OAuth2ClientPageQuery, PageResult<OAuth2ClientVO>> {
  constructor(private readonly clients: OAuth2ClientRepository) {}

  execute({ filter }: OAuth2ClientPageQuery): Promise<PageResult<OAuth2ClientVO>> {
    return this.clients.page(filter);
  }
}

@QueryHandler(GetOAuth2ClientQuery)
export class GetOAuth2ClientHandler implements IQueryHandler<GetOAuth2ClientQuery, OAuth2ClientVO> {
  constructor(private readonly clients: OAuth2ClientRepository) {}

  async execute({ id }: GetOAuth2ClientQuery): Promise<OAuth2ClientVO> {
    return toClientVO(await this.clients.get(id));
  }
}
