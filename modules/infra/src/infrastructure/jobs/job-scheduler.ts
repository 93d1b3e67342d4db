import { JobStatus } from '@dha/contracts';
import { PEOPLE_TIME_ZONE } from '@dha/server-core';
import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { quartzToCron } from '../../domain/job/quartz-cron';

/** The one queue of the scheduled jobs: one job scheduler per job row, keyed by its handler name. */
export const JOB_QUEUE = 'infra-job';

/** What a tick or a manual run carries (the job row is read again when it runs: the row is the truth). */
export interface JobRunData {
  jobId: number;
  manual?: boolean;
}

/** The parts of a job row the scheduler needs. */
export interface SchedulableJob {
  id: number;
  status: number;
  handlerName: string;
  cronExpression: string;
  retryCount: number;
  retryInterval: number;
}

const KEEP = { removeOnComplete: { count: 200 }, removeOnFail: { count: 500 } };

/**
 * Carries job rows out on BullMQ job schedulers (upstream: Quartz triggers). A NORMAL row has a
 * scheduler `handlerName` whose cron is the row's Quartz cron translated; any other status has none
 * (BullMQ cannot pause one scheduler, so pausing removes it). Retries are the job's attempts with a
 * fixed backoff. A tick is one job in Redis, so whichever worker takes it is the only one to run it.
 */
@Injectable()
export class JobScheduler {
  private readonly logger = new Logger(JobScheduler.name);

  constructor(@InjectQueue(JOB_QUEUE) private readonly queue: Queue) {}

  get timeZone(): string {
    return PEOPLE_TIME_ZONE;
  }

  /** Makes Redis say what the row says. */
  async apply(job: SchedulableJob): Promise<void> {
    if (job.status !== JobStatus.NORMAL) {
      await this.queue.removeJobScheduler(job.handlerName);
      return;
    }
    await this.queue.upsertJobScheduler(
      job.handlerName,
      { pattern: quartzToCron(job.cronExpression), tz: this.timeZone },
      {
        name: job.handlerName,
        data: { jobId: job.id } satisfies JobRunData,
        opts: {
          attempts: job.retryCount + 1,
          ...(job.retryCount > 0 ? { backoff: { type: 'fixed', delay: job.retryInterval } } : {}),
          ...KEEP,
        },
      },
    );
  }

  async remove(handlerName: string): Promise<void> {
    await this.queue.removeJobScheduler(handlerName);
  }

  /** Runs the job once now, without retries (as upstream's trigger). */
  async trigger(job: SchedulableJob): Promise<void> {
    await this.queue.add(job.handlerName, { jobId: job.id, manual: true } satisfies JobRunData, { attempts: 1, ...KEEP });
  }

  /** Every row applied, and every scheduler no NORMAL row names removed (a deleted row, an old handler). */
  async reconcile(rows: SchedulableJob[]): Promise<{ scheduled: number; removed: number }> {
    let scheduled = 0;
    for (const row of rows) {
      try {
        await this.apply(row);
        if (row.status === JobStatus.NORMAL) scheduled++;
      } catch (err) {
        this.logger.error({ err }, `job ${row.handlerName} could not be scheduled`);
      }
    }
    const wanted = new Set(rows.filter((r) => r.status === JobStatus.NORMAL).map((r) => r.handlerName));
    let removed = 0;
    for (const scheduler of await this.queue.getJobSchedulers()) {
      if (scheduler.key && !wanted.has(scheduler.key)) {
        await this.queue.removeJobScheduler(scheduler.key);
        removed++;
      }
    }
    return { scheduled, removed };
  }

  /** The schedulers Redis holds now (id → pattern), for tests and the monitor. */
  async schedulers(): Promise<Map<string, string>> {
    const list = await this.queue.getJobSchedulers();
    return new Map(list.map((s) => [s.key, s.pattern ?? '']));
  }
}
