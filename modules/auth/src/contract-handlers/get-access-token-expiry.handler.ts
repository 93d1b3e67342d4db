import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { TokenStore } from '../access/token.store';
import { GetAccessTokenExpiryQuery } from '../contract/token.queries';

@QueryHandler(GetAccessTokenExpiryQuery)
export class GetAccessTokenExpiryHandler implements IQueryHandler<GetAccessTokenExpiryQuery, number | null> {
  constructor(private readonly tokens: TokenStore) {}

  execute({ accessToken }: GetAccessTokenExpiryQuery): Promise<number | null> {
    return this.tokens.expiryOf(accessToken);
  }
}
