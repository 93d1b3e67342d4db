import { Command } from '@nestjs/cqrs';

/** Removes one of the signed-in user's own social bindings. */
export class SocialUnbindCommand extends Command<true> {
  constructor(
    readonly tenantId: number,
    readonly userId: number,
    readonly type: number,
    readonly openid: string,
  ) {
    super();
  }
}
