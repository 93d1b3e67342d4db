import type { OAuth2TokenResp } from '@dha/contracts';
import { Command } from '@nestjs/cqrs';

/** The token request's parameters (RFC 6749 names), from the query or a form body. */
export interface TokenRequest {
  grantType?: string;
  code?: string;
  redirectUri?: string;
  state?: string;
  username?: string;
  password?: string;
  scope?: string;
  refreshToken?: string;
  codeVerifier?: string;
}

/** `POST /system/oauth2/token`, the client authenticated by Basic or by its parameters. */
export class OAuth2TokenCommand extends Command<OAuth2TokenResp> {
  constructor(
    readonly client: { clientId: string; secret: string | null },
    readonly request: TokenRequest,
    /** the tenant the request acts in (its `tenant-id` header), for the password and client_credentials grants */
    readonly tenantId: number,
    readonly ip: string,
    readonly userAgent: string,
  ) {
    super();
  }
}
