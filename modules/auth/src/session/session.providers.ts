import { LogoutHandler } from './commands/logout/logout.handler';
import { RefreshTokenHandler } from './commands/refresh-token/refresh-token.handler';
import { EndDisabledUserSessionsConsumer } from './consumers/end-disabled-user-sessions/end-disabled-user-sessions.consumer';
import { AuthGuard } from './http/auth.guard';
import { TokenRepository } from './infrastructure/token.repository';
import { GetAccessTokenExpiryHandler } from './queries/get-access-token-expiry/get-access-token-expiry.handler';
import { GetLoginUserByTokenHandler } from './queries/get-login-user-by-token/get-login-user-by-token.handler';

/** Sessions: tokens, the global guard, the token queries. */
export const sessionProviders = [
  TokenRepository,
  AuthGuard,
  LogoutHandler,
  RefreshTokenHandler,
  GetLoginUserByTokenHandler,
  GetAccessTokenExpiryHandler,
  EndDisabledUserSessionsConsumer,
];
