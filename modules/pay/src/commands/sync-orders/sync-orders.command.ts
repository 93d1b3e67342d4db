import { Command } from '@nestjs/cqrs';

/**
 * Asks the channels about the waiting attempts of the last `minutes` whose callback has not come
 * (upstream payOrderSyncJob: 10 minutes); a paid or closed answer is applied. Answers how many changed.
 */
export class SyncPayOrdersCommand extends Command<number> {
  constructor(readonly minutes = 10) {
    super();
  }
}
