import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';

/** The BullMQ queue of merchant notifications: one delayed job per task and try. */
export const PAY_NOTIFY_QUEUE = 'pay-notify';
/** One job per task and try: adding the same try again (a redelivered event, the sweep) is a no-op while it waits. */
export const notifyJobId = (taskId: number, notifyTimes: number): string => `pay-notify:${taskId}:${notifyTimes}`;

/** Upstream's waits after each failed try (seconds): 15 s, 15 s, 30 s, 3 min, 30 min, 30 min, 30 min, 1 h. */
export const NOTIFY_FREQUENCY_SECONDS = [15, 15, 30, 180, 1800, 1800, 1800, 3600] as const;

/** Adds the delayed job of a notify task's next try (PayNotifyProcessor runs it). */
@Injectable()
export class NotifyTaskScheduler {
  constructor(@InjectQueue(PAY_NOTIFY_QUEUE) private readonly queue: Queue) {}

  async schedule(taskId: number, notifyTimes: number, at: Date): Promise<void> {
    await this.queue.add(
      'notify',
      { taskId, notifyTimes },
      {
        jobId: notifyJobId(taskId, notifyTimes),
        delay: Math.max(0, at.getTime() - Date.now()),
        removeOnComplete: true,
        removeOnFail: 1000,
        // a try that could not even be recorded (database away) is retried soon; the merchant's own failures are tries
        attempts: 5,
        backoff: { type: 'exponential', delay: 2000 },
      },
    );
  }
}
