import { PeriodicWorkerHost, type PeriodicJob } from '@dha/server-core';
import { Processor } from '@nestjs/bullmq';
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
export class OfferReminderProcessor extends PeriodicWorkerHost {
  protected readonly periodicJob: PeriodicJob = { schedulerId: OFFER_REMINDER_SCHEDULER, everyMs: EVERY_MS, jobName: 'remind' };

  process(): Promise<number> {
    return this.remind();
  }

  /** One run (also what a test or an operator calls directly). */
  remind(): Promise<number> {
    return this.commandBus.execute(new SendOfferRemindersCommand());
  }
}
