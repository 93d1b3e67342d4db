import { JobHandler, type ScheduledJobHandler } from '@dha/server-core';
import { CommandBus } from '@nestjs/cqrs';
import { SendOfferRemindersCommand } from './send-offer-reminders.command';

/**
 * Reminds applicants of their offer's reply deadline, every minute: a job on 定时任务 (once per tick
 * across workers; the command itself is safe to run concurrently).
 */
@JobHandler('offerReminderJob', { name: '录取答复截止提醒', cron: '0 * * * * ?' })
export class OfferReminderJob implements ScheduledJobHandler {
  constructor(private readonly commandBus: CommandBus) {}

  async execute(): Promise<string> {
    return `提醒 ${await this.commandBus.execute(new SendOfferRemindersCommand())} 个录取`;
  }
}
