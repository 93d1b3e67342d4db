import { BizError } from '@dha/server-core';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CronRefused, schedulableCron } from '../../domain/job/quartz-cron';
import { Job } from '../../domain/job/job.entity';
import type { JobCreateDto } from '../../http/job.dto';
import { InfraErrors } from '../../infra.errors';

/** A job row; else JOB_NOT_EXISTS. */
export async function getJob(em: EntityManager, id: number): Promise<Job> {
  const job = await em.findOne(Job, { id });
  if (!job) throw BizError.of(InfraErrors.JOB_NOT_EXISTS);
  return job;
}

/** A job row locked for the transaction (two edits of one job apply one after the other). */
export async function lockJob(em: EntityManager, id: number): Promise<Job> {
  const job = await em.findOne(Job, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!job) throw BizError.of(InfraErrors.JOB_NOT_EXISTS);
  return job;
}

/** The editable columns of a save request. */
export const jobFields = (input: JobCreateDto) => ({
  name: input.name.trim(),
  handlerParam: input.handlerParam?.trim() || null,
  cronExpression: input.cronExpression.trim().replace(/\s+/g, ' '),
  retryCount: input.retryCount,
  retryInterval: input.retryInterval,
  monitorTimeout: input.monitorTimeout ?? 0,
});

/** A Quartz expression the scheduler can honour; else JOB_CRON_EXPRESSION_VALID naming why. */
export function assertSchedulable(cron: string, timeZone: string): void {
  try {
    schedulableCron(cron, timeZone);
  } catch (err) {
    if (err instanceof CronRefused) throw BizError.of(InfraErrors.JOB_CRON_EXPRESSION_VALID, `CRON 表达式不正确：${err.message}`);
    throw err;
  }
}
