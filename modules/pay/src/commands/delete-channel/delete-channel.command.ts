import { Command } from '@nestjs/cqrs';

/** Deletes a channel (its orders and refunds keep its id and code). */
export class DeletePayChannelCommand extends Command<true> {
  constructor(
    readonly tenantId: number,
    readonly id: number,
  ) {
    super();
  }
}
