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
