import { Command } from '@nestjs/cqrs';

/**
 * One try of a notify task: POST the order's (or refund's) ids to the merchant's URL, log the
 * answer, and settle the task (`{code: 0}`) or set its next try by upstream's backoff. Answers the
 * time of the next try, or null when there is none (settled, given up, or not this try's turn).
 */
export class ExecuteNotifyTaskCommand extends Command<Date | null> {
  constructor(
    readonly taskId: number,
    /** the try the job was made for; another value means the task moved on (a duplicate job) */
    readonly notifyTimes: number,
    /** by hand (the console's retry): now, whatever the schedule */
    readonly manual = false,
  ) {
    super();
  }
}
