import { APP_CONFIG, startWorker, type AppConfig } from '@dha/server-core';
import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Queue } from 'bullmq';
import { SendOfferRemindersCommand } from './send-offer-reminders.command';

export const OFFER_REMINDER_QUEUE = 'notify-offer-reminders';
/** The job scheduler: one schedule in Redis, whichever worker is free runs each tick. */
export const OFFER_REMINDER_SCHEDULER = 'offer-reminders';
const EVERY_MS = 60_000;

/**
 * Runs the offer reminders every minute from a BullMQ job scheduler (not a timer in one process).
 * The worker is created idle and only started when RUN_WORKERS is on, so API-only replicas never
 * run it; several workers may pick ticks, the command itself is safe to run concurrently.
 */
@Processor(OFFER_REMINDER_QUEUE, { autorun: false, concurrency: 1 })
export class OfferReminderProcessor extends WorkerHost implements OnApplicationBootstrap {
  private readonly logger = new Logger(OfferReminderProcessor.name);

  constructor(
    private readonly commandBus: CommandBus,
    @InjectQueue(OFFER_REMINDER_QUEUE) private readonly queue: Queue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super();
  }

  process(): Promise<number> {
    return this.remind();
  }

  /** One run (also what a test or an operator calls directly). */
  remind(): Promise<number> {
    return this.commandBus.execute(new SendOfferRemindersCommand());
  }

  onApplicationBootstrap(): void {
    startWorker(this.worker, this.config, this.logger, {
      queue: this.queue,
      job: { schedulerId: OFFER_REMINDER_SCHEDULER, everyMs: EVERY_MS, jobName: 'remind' },
    });
  }
}
