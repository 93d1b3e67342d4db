import type { OAuth2ClientSaveReq, OAuth2ClientSecretResp } from '@dha/contracts';
import type { LoginUser } from '@dha/server-core';
import { Command } from '@nestjs/cqrs';

/**
 * `PUT /system/oauth2-client/update`: answers true (as upstream), or, with `resetSecret`, the new
 * generated secret, this once. A chosen `secret` other than the placeholder replaces the stored one.
 */
export class UpdateOAuth2ClientCommand extends Command<true | OAuth2ClientSecretResp> {
  constructor(
    readonly user: LoginUser,
    readonly input: OAuth2ClientSaveReq & { id: number },
  ) {
    super();
  }
}
