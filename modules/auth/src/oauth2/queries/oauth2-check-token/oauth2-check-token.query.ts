import type { OAuth2CheckTokenResp } from '@dha/contracts';
import { Query } from '@nestjs/cqrs';

/** `POST /system/oauth2/check-token?token=` by an authenticated client (RFC 7662-like introspection). */
export class OAuth2CheckTokenQuery extends Query<OAuth2CheckTokenResp> {
  constructor(
    readonly client: { clientId: string; secret: string | null },
    readonly token: string,
  ) {
    super();
  }
}
