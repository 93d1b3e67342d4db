import { Command } from '@nestjs/cqrs';

/** Revokes the presented access token and its refresh token. */
export class LogoutCommand extends Command<boolean> {
  constructor(readonly accessToken: string | undefined) {
    super();
  }
}
