import { Query } from '@nestjs/cqrs';

/** The provider's authorize URL for a social sign-in that returns to `redirectUri`, with a fresh state. */
export class SocialAuthRedirectQuery extends Query<string> {
  constructor(
    readonly tenantId: number,
    readonly type: number,
    readonly redirectUri: string,
    /** the origin this request reached the server under (the default of our origins) */
    readonly requestOrigin: string,
  ) {
    super();
  }
}
