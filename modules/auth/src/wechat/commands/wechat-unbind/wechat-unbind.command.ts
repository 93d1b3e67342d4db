import type { LoginUser } from '@dha/server-core';
import { Command } from '@nestjs/cqrs';

/** Removes the WeChat official account binding of `userId`: the caller's own, or (as a user admin) another user's. */
export class WechatUnbindCommand extends Command<boolean> {
  constructor(
    readonly caller: LoginUser,
    readonly userId: number,
  ) {
    super();
  }
}
