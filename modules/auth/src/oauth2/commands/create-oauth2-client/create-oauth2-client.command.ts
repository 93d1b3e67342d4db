import type { OAuth2ClientSaveReq, OAuth2ClientSecretResp } from '@dha/contracts';
import type { LoginUser } from '@dha/server-core';
import { Command } from '@nestjs/cqrs';

/** `POST /system/oauth2-client/create`: answers the new client's secret, this once. */
export class CreateOAuth2ClientCommand extends Command<OAuth2ClientSecretResp> {
  constructor(
    readonly user: LoginUser,
    readonly input: OAuth2ClientSaveReq,
  ) {
    super();
  }
}
