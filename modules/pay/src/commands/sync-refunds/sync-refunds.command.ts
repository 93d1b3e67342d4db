import { Command } from '@nestjs/cqrs';

/** Asks the channels about every waiting refund (upstream payRefundSyncJob); a settled answer is applied. Answers how many settled. */
export class SyncPayRefundsCommand extends Command<number> {}
