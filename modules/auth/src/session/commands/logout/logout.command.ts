import type { LoginUser } from '@dha/server-core';
import { Command } from '@nestjs/cqrs';

/** Revokes the presented access token and its refresh token. */
export class LogoutCommand extends Command<boolean> {
  constructor(
    readonly accessToken: string | undefined,
    /** who signs out, from where (for the login log) */
    readonly client?: { user: LoginUser; ip: string; userAgent: string },
  ) {
    super();
  }
}
