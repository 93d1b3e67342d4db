import type { OAuth2UserInfoResp } from '@dha/contracts';
import { Query } from '@nestjs/cqrs';

/** `GET /system/oauth2/user/get` (scope user.read): the token's user. */
export class OAuth2UserInfoQuery extends Query<OAuth2UserInfoResp> {
  constructor(readonly userId: number) {
    super();
  }
}
