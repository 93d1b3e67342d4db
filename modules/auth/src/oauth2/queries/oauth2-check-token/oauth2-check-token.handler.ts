import { NotifyUserType, type OAuth2CheckTokenResp } from '@dha/contracts';
import { BizError } from '@dha/server-core';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { OAuth2ClientRepository } from '../../infrastructure/oauth2-client.repository';
import { TokenRepository } from '../../../session/infrastructure/token.repository';
import { OAuth2Errors } from '../../oauth2.errors';
import { OAuth2CheckTokenQuery } from './oauth2-check-token.query';

@QueryHandler(OAuth2CheckTokenQuery)
export class OAuth2CheckTokenHandler implements IQueryHandler<OAuth2CheckTokenQuery, OAuth2CheckTokenResp> {
  constructor(
    private readonly clients: OAuth2ClientRepository,
    private readonly tokens: TokenRepository,
  ) {}

  async execute({ client, token }: OAuth2CheckTokenQuery): Promise<OAuth2CheckTokenResp> {
    await this.clients.validate(client.clientId, { secret: client.secret });
    const checked = await this.tokens.check(token);
    if (!checked) throw BizError.of(OAuth2Errors.TOKEN_NOT_ACTIVE);
    return {
      user_id: checked.userId,
      // the upstream's user type of an admin-api account
      user_type: NotifyUserType.ADMIN,
      tenant_id: checked.tenantId,
      client_id: checked.clientId,
      scopes: checked.scopes,
      access_token: token,
      exp: Math.floor(checked.expiresAt.getTime() / 1000),
    };
  }
}
