import type { AuthLoginResp } from '@dha/contracts';
import { Command } from '@nestjs/cqrs';

/** A new access token for the same refresh token. */
export class RefreshTokenCommand extends Command<AuthLoginResp> {
  constructor(readonly refreshToken: string) {
    super();
  }
}
