import { Command } from '@nestjs/cqrs';

/** `DELETE /system/oauth2/token?token=`: the client revokes one of its own access tokens (and its session). */
export class OAuth2RevokeTokenCommand extends Command<boolean> {
  constructor(
    readonly client: { clientId: string; secret: string | null },
    readonly token: string,
  ) {
    super();
  }
}
