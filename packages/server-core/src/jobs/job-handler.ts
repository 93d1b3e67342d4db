import { applyDecorators, Injectable, SetMetadata } from '@nestjs/common';

/** Metadata key of `@JobHandler` (read by the infra module's job registry). */
export const JOB_HANDLER_METADATA = 'dha:job-handler';

/** How a handler's job row is created the first time the registry sees it (the row is the truth after that). */
export interface JobHandlerDefaults {
  /** the job's name on the 定时任务 page */
  name: string;
  /** Quartz cron as the upstream console writes it, e.g. `0 0 3 * * ?` (03:00 every day) */
  cron: string;
  param?: string;
  retryCount?: number;
  /** ms */
  retryInterval?: number;
  /** ms an attempt may run (0: unlimited) */
  monitorTimeout?: number;
  /** created paused (STOP) instead of running (NORMAL) */
  paused?: boolean;
}

export interface JobHandlerOptions extends JobHandlerDefaults {
  handlerName: string;
}

/** What one run receives: the job row's parameter and a signal that fires when the attempt times out. */
export interface JobRunContext {
  /** the log row's attempt number, from 1 */
  attempt: number;
  signal: AbortSignal;
}

/**
 * A scheduled job's handler (upstream's `JobHandler` bean): `execute` runs one tick and answers the
 * text the job log keeps; a throw fails the attempt (retried as the job row says).
 */
export interface ScheduledJobHandler {
  execute(param: string, context: JobRunContext): Promise<string | number | void>;
}

/**
 * Marks a provider as the handler of the scheduled job `handlerName` (the job row's handlerName). The
 * infra module finds every such provider at start, creates a job row for one it has not seen (with
 * `defaults`), and runs it on its BullMQ job scheduler, once per tick across all workers:
 *
 *   @JobHandler('payOrderExpireJob', { name: '支付订单过期', cron: '0 * * * * ?' })
 *   export class PayOrderExpireJob implements ScheduledJobHandler { execute(param) { … } }
 *
 * Register the class among the module's providers.
 */
export const JobHandler = (handlerName: string, defaults: JobHandlerDefaults): ClassDecorator =>
  applyDecorators(Injectable(), SetMetadata(JOB_HANDLER_METADATA, { handlerName, ...defaults } satisfies JobHandlerOptions));
