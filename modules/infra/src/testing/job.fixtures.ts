import { JobStatus } from '@dha/contracts';
import { waitFor, type TestApp } from '@dha/testing';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { JOB_QUEUE } from '../infrastructure/jobs/job-scheduler';

/** The queue of the scheduled jobs (its job schedulers are keyed by handler name). */
export const jobQueue = (t: TestApp): Queue => t.app.get<Queue>(getQueueToken(JOB_QUEUE));

/**
 * Waits for a job's scheduler (the worker's start writes it), then pauses the job as an operator
 * would, so no tick races a test that runs the handler itself. Answers the scheduler's cron pattern.
 */
export async function pauseJob(t: TestApp, adminToken: string, handlerName: string): Promise<string> {
  const scheduler = await waitFor(() => jobQueue(t).getJobScheduler(handlerName));
  const [row] = await t.sql<{ id: number }>(`select id from infra_job where handler_name = ?`, [handlerName]);
  const r = await t.api.put('/infra/job/update-status', undefined, { token: adminToken, query: { id: row!.id, status: JobStatus.STOP } });
  if (r.code !== 0) throw new Error(`pause ${handlerName}: ${r.code} ${r.msg}`);
  return scheduler!.pattern ?? '';
}
export { JobRegistry } from '../infrastructure/jobs/job-registry';
export { JobRunnerProcessor } from '../infrastructure/jobs/job-runner.processor';
export { ApiAccessLogWriter, ApiErrorLogWriter } from '../infrastructure/api-logs/api-log.writers';
