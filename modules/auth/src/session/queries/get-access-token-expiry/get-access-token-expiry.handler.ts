import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { TokenRepository } from '../../infrastructure/token.repository';
import { GetAccessTokenExpiryQuery } from '../../../contract/token.queries';

@QueryHandler(GetAccessTokenExpiryQuery)
export class GetAccessTokenExpiryHandler implements IQueryHandler<GetAccessTokenExpiryQuery, number | null> {
  constructor(private readonly tokens: TokenRepository) {}

  execute({ accessToken }: GetAccessTokenExpiryQuery): Promise<number | null> {
    return this.tokens.expiryOf(accessToken);
  }
}
