import type { LoginUser } from '@dha/server-core';
import { Query } from '@nestjs/cqrs';

/**
 * The logged-in user of an access token (roles and permissions resolved), or null when the token is
 * unknown, expired or revoked, or its user or tenant is disabled. For transports the HTTP guard
 * does not cover, such as the Socket.IO handshake.
 */
export class GetLoginUserByTokenQuery extends Query<LoginUser | null> {
  constructor(readonly accessToken: string) {
    super();
  }
}

/**
 * When an access token expires (epoch ms), or null when it is unknown or already expired. The live
 * channel drops a socket at its token's expiry.
 */
export class GetAccessTokenExpiryQuery extends Query<number | null> {
  constructor(readonly accessToken: string) {
    super();
  }
}
