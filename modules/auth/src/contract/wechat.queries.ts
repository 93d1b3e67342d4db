import { Query } from '@nestjs/cqrs';

/**
 * The openid of the WeChat official account bound to a user (the official-account sign-in binds it),
 * or null: what WeChat Pay's JSAPI (wx_pub) needs of the payer.
 */
export class GetWechatOpenIdQuery extends Query<string | null> {
  constructor(
    readonly tenantId: number,
    readonly userId: number,
  ) {
    super();
  }
}
