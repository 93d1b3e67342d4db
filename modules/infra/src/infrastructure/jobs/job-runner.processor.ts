import { JobLogStatus } from '@dha/contracts';
import { InjectConfig, InjectRedis, startWorker, type AppConfig } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Job as BullJob } from 'bullmq';
import type Redis from 'ioredis';
import { hostname } from 'node:os';
import { Job } from '../../domain/job/job.entity';
import { abandonJobLogs, ensureJobRows, finishJobLog, runningWorkers, startJobLog } from './job-log.repository';
import { JobRegistry } from './job-registry';
import { JOB_QUEUE, JobScheduler, type JobRunData } from './job-scheduler';

/** How many jobs one process runs at once: a handler that hangs holds one slot, never the others. */
const CONCURRENCY = 4;
const HEARTBEAT_MS = 5_000;
const HEARTBEAT_TTL_SECONDS = 20;

/**
 * Runs the ticks of every scheduled job (workers only: RUN_WORKERS). At start it creates the rows of
 * handlers that have none and makes Redis's schedulers say what the rows say. Each attempt is a
 * job-log row: RUNNING when it starts, SUCCESS with the handler's text or FAILURE with the error when
 * it ends; a throw (or the job's monitorTimeout passing) fails the attempt and BullMQ retries it as
 * the row says. A process keeps a heartbeat in Redis while it lives; the RUNNING rows of a process
 * whose heartbeat is gone (killed mid-job) are closed as failures that say so, at the next start or tick.
 */
@Processor(JOB_QUEUE, { autorun: false, concurrency: CONCURRENCY })
export class JobRunnerProcessor extends WorkerHost implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(JobRunnerProcessor.name);
  /** this process, as the job log names it */
  readonly workerId = `${hostname()}:${process.pid}`;
  private heartbeat: NodeJS.Timeout | undefined;

  constructor(
    private readonly em: EntityManager,
    private readonly registry: JobRegistry,
    private readonly scheduler: JobScheduler,
    @InjectRedis() private readonly redis: Redis,
    @InjectConfig() private readonly config: AppConfig,
  ) {
    super();
  }

  async onApplicationBootstrap(): Promise<void> {
    const created = await ensureJobRows(
      this.em.fork(),
      this.registry.all().map((h) => h.options),
    ).catch((err: unknown) => (this.logger.error({ err }, 'job rows not created'), 0));
    if (created) this.logger.log(`${created} job(s) created for new handlers`);
    if (!this.config.RUN_WORKERS) return;
    await this.beat();
    this.heartbeat = setInterval(() => void this.beat(), HEARTBEAT_MS);
    this.heartbeat.unref();
    await this.reconcile();
    startWorker(this.worker, this.config, this.logger);
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.heartbeat);
    await this.redis.del(this.heartbeatKey(this.workerId)).catch(() => undefined);
  }

  /** Redis's schedulers made to say what the rows say (also `POST /infra/job/sync`). */
  async reconcile(): Promise<{ scheduled: number; removed: number }> {
    try {
      await this.closeLostRuns();
      const rows = await this.em.fork().find(Job, {}, { orderBy: { id: 'asc' } });
      const outcome = await this.scheduler.reconcile(rows);
      this.logger.log(`jobs reconciled: ${outcome.scheduled} scheduled, ${outcome.removed} stale scheduler(s) removed`);
      return outcome;
    } catch (err) {
      this.logger.error({ err }, 'jobs not reconciled (Redis or PostgreSQL away?)');
      return { scheduled: 0, removed: 0 };
    }
  }

  async process(tick: BullJob<JobRunData>): Promise<string> {
    const em = this.em.fork();
    const row = await em.findOne(Job, { id: Number(tick.data.jobId) });
    if (!row || row.handlerName !== tick.name) {
      // the row went (or changed handler) after this tick was due: the scheduler goes too
      if (!tick.data.manual) await this.scheduler.remove(tick.name).catch(() => undefined);
      return 'job no longer exists';
    }
    await this.closeLostRuns().catch((err: unknown) => this.logger.warn({ err }, 'lost runs not checked'));
    const handler = this.registry.get(row.handlerName);
    const logId = await startJobLog(em, {
      jobId: row.id,
      handlerName: row.handlerName,
      handlerParam: row.handlerParam,
      executeIndex: tick.attemptsMade + 1,
      runId: String(tick.id ?? ''),
      worker: this.workerId,
    });
    try {
      if (!handler) throw new Error(`处理器 ${row.handlerName} 不存在（该版本的进程没有注册它）`);
      const result = await runWithTimeout(
        (signal) => handler.instance.execute(row.handlerParam ?? '', { attempt: tick.attemptsMade + 1, signal }),
        row.monitorTimeout,
      );
      const text = result === undefined || result === null ? '' : String(result);
      await finishJobLog(em, logId, JobLogStatus.SUCCESS, text);
      return text;
    } catch (err) {
      await finishJobLog(em, logId, JobLogStatus.FAILURE, describeError(err));
      throw err;
    }
  }

  /** RUNNING rows of processes whose heartbeat is gone: they died mid-job. */
  async closeLostRuns(): Promise<number> {
    const em = this.em.fork();
    let closed = 0;
    for (const worker of await runningWorkers(em)) {
      if (worker === this.workerId || (await this.redis.exists(this.heartbeatKey(worker)))) continue;
      closed += await abandonJobLogs(em, worker, `执行中断：运行它的进程 ${worker || '（未知）'} 已退出`);
    }
    return closed;
  }

  private async beat(): Promise<void> {
    await this.redis.set(this.heartbeatKey(this.workerId), String(Date.now()), 'EX', HEARTBEAT_TTL_SECONDS).catch(() => undefined);
  }

  private heartbeatKey(worker: string): string {
    return `infra:job-runner:${worker}`;
  }
}

/** Runs `work`; after `timeoutMs` (0: never) the attempt fails and its signal aborts. */
async function runWithTimeout<T>(work: (signal: AbortSignal) => Promise<T>, timeoutMs: number): Promise<T> {
  const controller = new AbortController();
  if (!timeoutMs) return work(controller.signal);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new Error(`执行超时：超过 ${timeoutMs} ms（监控超时）`);
      controller.abort(error);
      reject(error);
    }, timeoutMs);
  });
  try {
    return await Promise.race([work(controller.signal), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The error as the job log keeps it: its message, then the root cause's when it differs. */
function describeError(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  let root: unknown = err;
  while (root instanceof Error && root.cause instanceof Error) root = root.cause;
  const rootMessage = root instanceof Error && root !== err ? `；根因：${root.message}` : '';
  return `${err.name === 'Error' ? '' : `${err.name}: `}${err.message}${rootMessage}`;
}
