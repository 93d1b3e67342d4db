import type { LoginUser } from '@dha/server-core';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { GetLoginUserByTokenQuery } from '../../../contract/token.queries';
import { TokenRepository } from '../../infrastructure/token.repository';

@QueryHandler(GetLoginUserByTokenQuery)
export class GetLoginUserByTokenHandler implements IQueryHandler<GetLoginUserByTokenQuery, LoginUser | null> {
  constructor(private readonly tokens: TokenRepository) {}

  execute({ accessToken }: GetLoginUserByTokenQuery): Promise<LoginUser | null> {
    return this.tokens.resolve(accessToken);
  }
}
