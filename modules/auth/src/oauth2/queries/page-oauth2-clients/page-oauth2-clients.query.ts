import type { OAuth2ClientVO, PageResult } from '@dha/contracts';
import { Query } from '@nestjs/cqrs';
import type { ClientFilter } from '../../infrastructure/oauth2-client.repository';

/** `GET /system/oauth2-client/page`. */
export class OAuth2ClientPageQuery extends Query<PageResult<OAuth2ClientVO>> {
  constructor(readonly filter: ClientFilter) {
    super();
  }
}
