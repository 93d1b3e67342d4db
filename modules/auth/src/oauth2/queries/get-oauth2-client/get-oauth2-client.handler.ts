import type { OAuth2ClientVO } from '@dha/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { OAuth2ClientRepository, toClientVO } from '../../infrastructure/oauth2-client.repository';
import { GetOAuth2ClientQuery } from './get-oauth2-client.query';

@QueryHandler(GetOAuth2ClientQuery)
export class GetOAuth2ClientHandler implements IQueryHandler<GetOAuth2ClientQuery, OAuth2ClientVO> {
  constructor(private readonly clients: OAuth2ClientRepository) {}

  async execute({ id }: GetOAuth2ClientQuery): Promise<OAuth2ClientVO> {
    return toClientVO(await this.clients.get(id));
  }
}
