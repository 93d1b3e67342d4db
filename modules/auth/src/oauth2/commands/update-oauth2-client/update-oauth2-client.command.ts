import type { OAuth2ClientSaveReq, OAuth2ClientSecretResp } from '@dha/contracts';
import type { LoginUser } from '@dha/server-core';
import { Command } from '@nestjs/cqrs';

/** `PUT /system/oauth2-client/update`: a new secret only when `resetSecret`. */
export class UpdateOAuth2ClientCommand extends Command<OAuth2ClientSecretResp> {
  constructor(
    readonly user: LoginUser,
    readonly input: OAuth2ClientSaveReq & { id: number },
  ) {
    super();
  }
}
