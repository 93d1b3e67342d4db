import type { OAuth2ClientVO } from '@dha/contracts';
import { Query } from '@nestjs/cqrs';

/** `GET /system/oauth2-client/get?id=`. */
export class GetOAuth2ClientQuery extends Query<OAuth2ClientVO> {
  constructor(readonly id: number) {
    super();
  }
}
