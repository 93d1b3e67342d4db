import { JobHandler, type ScheduledJobHandler } from '@dha/server-core';
import { CommandBus } from '@nestjs/cqrs';
import { SweepOffersCommand } from './sweep-offers.command';

/**
 * Expires overdue offers whose deadline job was lost (e.g. Redis flushed) and re-schedules pending
 * ones, every minute: a job on 定时任务.
 */
@JobHandler('offerSweepJob', { name: '录取过期巡检', cron: '30 * * * * ?' })
export class OfferSweepJob implements ScheduledJobHandler {
  constructor(private readonly commandBus: CommandBus) {}

  async execute(): Promise<string> {
    return `过期 ${await this.commandBus.execute(new SweepOffersCommand())} 个录取`;
  }
}
