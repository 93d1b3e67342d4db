import { Command } from '@nestjs/cqrs';

/** Deletes an app with its channels; refused while it has orders or refunds (upstream). */
export class DeletePayAppCommand extends Command<true> {
  constructor(
    readonly tenantId: number,
    readonly id: number,
  ) {
    super();
  }
}
