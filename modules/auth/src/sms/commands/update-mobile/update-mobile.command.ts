import { Command } from '@nestjs/cqrs';

/** A signed-in person moves their account to a new mobile, proving it with the code texted to it. */
export class UpdateMobileCommand extends Command<true> {
  constructor(
    readonly tenantId: number,
    readonly userId: number,
    readonly mobile: string,
    readonly code: string,
  ) {
    super();
  }
}
