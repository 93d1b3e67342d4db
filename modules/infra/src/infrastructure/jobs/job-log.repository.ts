import { JobLogStatus, JobStatus, type JobLogVO, type JobVO } from '@dha/contracts';
import { containing, sqlDate, type JobHandlerOptions } from '@dha/server-core';
import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Job, JobLog } from '../../domain/job/job.entity';
import type { JobLogPageDto } from '../../queries/page-job-logs/page-job-logs.dto';
import type { JobPageDto } from '../../queries/page-jobs/page-jobs.dto';
import type { RowWindow } from '../dict.read-model';

const RESULT_MAX = 4000;
export const cutResult = (text: string): string => (text.length > RESULT_MAX ? `${text.slice(0, RESULT_MAX - 1)}…` : text);

/** A job row for each handler that has none yet, from its `@JobHandler` defaults (an existing row is never touched). */
export async function ensureJobRows(em: EntityManager, handlers: JobHandlerOptions[]): Promise<number> {
  let created = 0;
  for (const h of handlers) {
    const rows = await em.execute<Array<{ id: number }>>(
      `insert into infra_job (name, status, handler_name, handler_param, cron_expression, retry_count, retry_interval, monitor_timeout, create_time, update_time)
       values (?, ?, ?, ?, ?, ?, ?, ?, now(), now()) on conflict (handler_name) do nothing returning id`,
      [
        h.name.slice(0, 32),
        h.paused ? JobStatus.STOP : JobStatus.NORMAL,
        h.handlerName,
        h.param ?? null,
        h.cron,
        h.retryCount ?? 0,
        h.retryInterval ?? 0,
        h.monitorTimeout ?? 0,
      ],
    );
    created += rows.length;
  }
  return created;
}

/** A new RUNNING row for an attempt; answers its id. */
export async function startJobLog(
  em: EntityManager,
  row: { jobId: number; handlerName: string; handlerParam: string | null; executeIndex: number; runId: string; worker: string },
): Promise<string> {
  const [inserted] = await em.execute<Array<{ id: string }>>(
    `insert into infra_job_log (job_id, handler_name, handler_param, execute_index, begin_time, status, run_id, worker, create_time)
     values (?, ?, ?, ?, now(), ?, ?, ?, now()) returning id`,
    [row.jobId, row.handlerName, row.handlerParam, row.executeIndex, JobLogStatus.RUNNING, row.runId.slice(0, 200), row.worker],
  );
  return String(inserted!.id);
}

/** The attempt's end: its status, the handler's text or the error, the duration. */
export async function finishJobLog(em: EntityManager, id: string, status: number, result: string): Promise<void> {
  await em.execute(
    `update infra_job_log set status = ?, result = ?, end_time = now(),
       duration = least(extract(epoch from now() - begin_time) * 1000, 2147483647)::int where id = ? and status = ?`,
    [status, cutResult(result), id, JobLogStatus.RUNNING],
  );
}

/** The workers that have RUNNING rows. */
export async function runningWorkers(em: EntityManager): Promise<string[]> {
  const rows = await em.execute<Array<{ worker: string }>>(`select distinct worker from infra_job_log where status = ?`, [
    JobLogStatus.RUNNING,
  ]);
  return rows.map((r) => r.worker);
}

/** A dead worker's RUNNING rows end as failures that say so. */
export async function abandonJobLogs(em: EntityManager, worker: string, why: string): Promise<number> {
  const rows = await em.execute<Array<{ id: string }>>(
    `update infra_job_log set status = ?, result = ?, end_time = now(),
       duration = least(extract(epoch from now() - begin_time) * 1000, 2147483647)::int
     where status = ? and worker = ? returning id`,
    [JobLogStatus.FAILURE, cutResult(why), JobLogStatus.RUNNING, worker],
  );
  return rows.length;
}

export const toJobVO = (r: Job, last?: { status: number; beginTime: Date }): JobVO => ({
  id: r.id,
  name: r.name,
  status: r.status,
  handlerName: r.handlerName,
  handlerParam: r.handlerParam,
  cronExpression: r.cronExpression,
  retryCount: r.retryCount,
  retryInterval: r.retryInterval,
  monitorTimeout: r.monitorTimeout,
  createTime: r.createTime.getTime(),
  lastStatus: last?.status ?? null,
  lastBeginTime: last?.beginTime.getTime() ?? null,
});

export async function findJobs(em: EntityManager, filter: JobPageDto, window: RowWindow): Promise<[JobVO[], number]> {
  const where: FilterQuery<Job> = {};
  if (filter.name) where.name = containing(filter.name);
  if (filter.handlerName) where.handlerName = containing(filter.handlerName);
  if (filter.status !== undefined) where.status = filter.status;
  const [rows, total] = await em.findAndCount(Job, where, { orderBy: { id: 'asc' }, ...window });
  const last = new Map<number, { status: number; beginTime: Date }>();
  if (rows.length) {
    const latest = await em.execute<Array<{ job_id: number; status: number; begin_time: Date | string }>>(
      `select distinct on (job_id) job_id, status, begin_time from infra_job_log where job_id = any(?::int[]) order by job_id, id desc`,
      [`{${rows.map((r) => r.id).join(',')}}`],
    );
    for (const l of latest) last.set(Number(l.job_id), { status: l.status, beginTime: sqlDate(l.begin_time)! });
  }
  return [rows.map((r) => toJobVO(r, last.get(r.id))), total];
}

export const toJobLogVO = (r: JobLog): JobLogVO => ({
  id: Number(r.id),
  jobId: r.jobId,
  handlerName: r.handlerName,
  handlerParam: r.handlerParam,
  executeIndex: r.executeIndex,
  beginTime: r.beginTime.getTime(),
  endTime: r.endTime?.getTime() ?? null,
  duration: r.duration,
  status: r.status,
  result: r.result,
  createTime: r.createTime.getTime(),
});

export async function findJobLogs(em: EntityManager, filter: JobLogPageDto, window: RowWindow): Promise<[JobLogVO[], number]> {
  const where: FilterQuery<JobLog> = {};
  if (filter.jobId !== undefined) where.jobId = filter.jobId;
  if (filter.handlerName) where.handlerName = containing(filter.handlerName);
  if (filter.status !== undefined) where.status = filter.status;
  if (filter.beginTime) where.beginTime = { $gte: filter.beginTime };
  if (filter.endTime) where.endTime = { $lte: filter.endTime };
  const [rows, total] = await em.findAndCount(JobLog, where, { orderBy: { id: 'desc' }, ...window });
  return [rows.map(toJobLogVO), total];
}
