import type { LoginUser } from '@dha/server-core';
import { Command } from '@nestjs/cqrs';

/**
 * Binds the WeChat account of a ticket to the signed-in user: the user's own binding QR code (true
 * once scanned, false while waiting), or a sign-in (QR code or code inside WeChat) whose account was
 * bound to nobody, claimed once after a password sign-in.
 */
export class WechatQrBindCommand extends Command<boolean> {
  constructor(
    readonly user: LoginUser,
    readonly ticket: string,
  ) {
    super();
  }
}
