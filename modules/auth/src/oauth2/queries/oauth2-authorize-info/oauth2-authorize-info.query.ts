import type { OAuth2AuthorizeInfoResp } from '@dha/contracts';
import { Query } from '@nestjs/cqrs';

/** `GET /system/oauth2/authorize?clientId=`: what the consent page shows the signed-in user. */
export class OAuth2AuthorizeInfoQuery extends Query<OAuth2AuthorizeInfoResp> {
  constructor(
    readonly userId: number,
    readonly clientId: string,
  ) {
    super();
  }
}
