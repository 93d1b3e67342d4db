import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { Queue, type JobsOptions } from 'bullmq';
import Redis from 'ioredis';
import { Client } from 'pg';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { PreparedStatement } from '../database/prepared-statement';
import { sqlDate } from '../database/sql-date';
import type { PublishedEvent } from './domain-event';
import { EventMetrics } from './event-metrics';
import { EventRoutes } from './event-routes';

/** The channel the outbox trigger NOTIFYs at the commit of every transaction that wrote events. */
export const OUTBOX_CHANNEL = 'core_outbox';

/** How a consumer's job is retried: exponential backoff, then it waits in the failed set for a person. */
export const EVENT_JOB_OPTIONS: JobsOptions = {
  attempts: 10,
  backoff: { type: 'exponential', delay: 500 },
  removeOnComplete: { age: 3600, count: 10_000 },
  removeOnFail: { age: 30 * 86_400 },
};

/** Claims the oldest unpublished events that no other relay holds, and marks them published. */
const CLAIM_UNPUBLISHED = new PreparedStatement<OutboxRow>(
  'core_claim_unpublished',
  `update core_outbox_event set published_at = now() where id in (
     select id from core_outbox_event where published_at is null order by id limit $1 for update skip locked)
   returning id, event_id, type, aggregate_type, aggregate_id, aggregate_version, payload, occurred_at`,
);

/**
 * The session advisory lock (per database) of the relay that LISTENs: one relay is woken at every
 * commit, the others stand by on the slow poll. With every relay woken, each commit cost a claim per
 * worker, all but one finding the rows taken.
 */
const LEADER_LOCK = 'core_outbox_relay';
/** How often a standing-by relay tries to take the lead (a stopped or killed leader's lock goes with its connection). */
const LEADER_RETRY_MS = 1000;

/**
 * How long after the leader enqueues events that a NOTIFY carried its claim marks them published:
 * the marks of that moment share one claim instead of costing one each.
 */
const MARK_DELAY_MS = 50;
/** A notified event that another relay claimed (so this one never marks it) is forgotten after this. */
const NOTIFIED_TTL_MS = 60_000;

/** A queue add that Redis does not answer in this time rolls the claim back; the rows wait for the next try. */
const REDIS_TIMEOUT_MS = 5000;

interface OutboxRow {
  id: number;
  event_id: string;
  type: string;
  aggregate_type: string;
  aggregate_id: string;
  aggregate_version: number | null;
  payload: Record<string, unknown>;
  occurred_at: Date | string;
}

/**
 * Moves outbox rows to the consumers' BullMQ queues. Runs in every process with RUN_WORKERS on
 * (unless OUTBOX_RELAY is off); any number run side by side: each claims unpublished rows in id order
 * with FOR UPDATE SKIP LOCKED, adds each to every subscribed queue with the event id as job id (a
 * re-add after a crash is a no-op), and marks them published in the same transaction.
 * One relay of a database leads: it holds an advisory lock on its LISTEN connection and gets the
 * NOTIFY of every writer's commit, which carries the events written: it enqueues them at once, and its
 * claim marks them published a moment later (MARK_DELAY_MS), adding only what that enqueue missed.
 * The others stand by on the slow poll (OUTBOX_POLL_MS: so a stuck leader delays events by that much
 * at most) and try for the lock every second, so a stopped or killed leader is replaced within a second.
 * While Redis is down the claims roll back and the rows wait: no request ever waits for Redis to publish.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OutboxRelay.name);
  private readonly queues = new Map<string, Queue>();
  private redis: Redis | null = null;
  private listener: Client | null = null;
  private running = false;
  private loop: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  private woken = false;
  private leader = false;
  /** events this relay enqueued from a NOTIFY and has not marked yet: eventId → whether the add succeeded */
  private readonly notified = new Map<string, { added: Promise<boolean>; at: number }>();
  private markTimer: NodeJS.Timeout | null = null;
  /** the events of the NOTIFYs read in this turn: enqueued together, one add per queue */
  private notifiedRows: OutboxRow[] = [];

  constructor(
    private readonly em: EntityManager,
    private readonly routes: EventRoutes,
    private readonly metrics: EventMetrics,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.RUN_WORKERS) return;
    if (this.config.OUTBOX_RELAY) this.start();
    else this.logger.log('no relay in this process (OUTBOX_RELAY=false): the events wait for a relay in another worker');
  }

  async onApplicationShutdown(): Promise<void> {
    await this.stop();
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    void this.listen();
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    if (this.running) {
      this.running = false;
      if (this.markTimer) clearTimeout(this.markTimer);
      this.markTimer = null;
      this.poke();
      await this.loop;
      await this.listener?.end().catch(() => undefined);
    }
    await Promise.all([...this.queues.values()].map((q) => q.close().catch(() => undefined)));
    this.queues.clear();
    this.redis?.disconnect();
    this.redis = null;
  }

  /**
   * Publishes one batch; answers how many events it marked published. Events this relay already
   * enqueued from their NOTIFY are only marked.
   */
  async publishBatch(): Promise<number> {
    const limit = this.config.OUTBOX_BATCH_SIZE;
    let marked: PublishedEvent[] = [];
    const published = await this.em.fork().transactional(async (em) => {
      // claimed and marked in one statement: the mark commits only once every queue has taken its jobs
      const rows = await CLAIM_UNPUBLISHED.run(em, [limit]);
      if (!rows.length) return 0;
      rows.sort((a, b) => a.id - b.id);
      marked = rows.map(toPublished);
      const enqueued = await Promise.all(marked.map((e) => this.notified.get(e.eventId)?.added ?? false));
      const unqueued = marked.filter((_, i) => !enqueued[i]);
      await this.enqueue(unqueued);
      this.metrics.published.inc(unqueued.length);
      return rows.length;
    });
    for (const e of marked) this.notified.delete(e.eventId);
    return published;
  }

  /**
   * Enqueues events a NOTIFY carried, before any claim: the commit-to-queue path is one Redis step.
   * The claim that follows (MARK_DELAY_MS later) only marks them; if this add fails, it adds them
   * itself. Either way the event id is the job id, so an event enqueued twice is one job.
   */
  private enqueueNotified(): void {
    const events = this.notifiedRows.map(toPublished);
    this.notifiedRows = [];
    const added = this.enqueue(events).then(
      () => {
        this.metrics.published.inc(events.length);
        return true;
      },
      () => false, // Redis is away: the claim retries with backoff and says so
    );
    const at = Date.now();
    for (const e of events) this.notified.set(e.eventId, { added, at });
    this.forgetStaleNotified(at);
    this.markTimer ??= setTimeout(() => {
      this.markTimer = null;
      this.poke();
    }, MARK_DELAY_MS);
  }

  /** Adds each event to every queue subscribed to it, in order, with the event id as job id. */
  private async enqueue(events: PublishedEvent[]): Promise<void> {
    if (!events.length) return;
    const byQueue = new Map<string, PublishedEvent[]>();
    for (const event of events) {
      for (const queue of this.routes.queuesFor(event)) {
        const queued = byQueue.get(queue);
        if (queued) queued.push(event);
        else byQueue.set(queue, [event]);
      }
    }
    await withTimeout(
      Promise.all(
        [...byQueue].map(([name, queued]) =>
          this.queue(name).addBulk(queued.map((e) => ({ name: e.type, data: e, opts: { ...EVENT_JOB_OPTIONS, jobId: e.eventId } }))),
        ),
      ),
      REDIS_TIMEOUT_MS,
    );
  }

  /** Notified events another relay claimed are never marked here: dropped once old (the map is in insertion order). */
  private forgetStaleNotified(now: number): void {
    for (const [eventId, { at }] of this.notified) {
      if (now - at < NOTIFIED_TTL_MS) break;
      this.notified.delete(eventId);
    }
  }

  /** A NOTIFY's payload: the events its statement inserted, or '' when they did not fit (the claim publishes them). */
  private onNotification(payload: string | undefined): void {
    let rows: OutboxRow[] | null = null;
    try {
      rows = payload ? (JSON.parse(payload) as OutboxRow[]) : null;
    } catch {
      rows = null;
    }
    if (!rows?.length) return this.poke();
    if (!this.notifiedRows.length) queueMicrotask(() => this.enqueueNotified());
    this.notifiedRows.push(...rows);
  }

  /** Age in seconds of the oldest unpublished event (0 when everything is published). */
  async lagSeconds(): Promise<number> {
    const [row] = await this.em
      .fork()
      .execute<Array<{ occurred_at: Date | string }>>(
        `select occurred_at from core_outbox_event where published_at is null order by id limit 1`,
      );
    return row ? Math.max(0, (Date.now() - sqlDate(row.occurred_at)!.getTime()) / 1000) : 0;
  }

  /** Deletes published events and processed-event records older than the retention (the job outboxPruneJob, hourly). */
  async prune(): Promise<number> {
    const days = this.config.OUTBOX_RETENTION_DAYS;
    const em = this.em.fork();
    const [events] = await em.execute<Array<{ n: string }>>(
      `with d as (delete from core_outbox_event where id in (
         select id from core_outbox_event where published_at < now() - make_interval(days => ?) limit 50000) returning 1)
       select count(*) as n from d`,
      [days],
    );
    await em.execute(
      `delete from core_processed_event where (consumer, event_id) in (
         select consumer, event_id from core_processed_event where processed_at < now() - make_interval(days => ?) limit 50000)`,
      [days],
    );
    return Number(events?.n ?? 0);
  }

  /** The producer side of a consumer's queue, made on first use (a consumer may subscribe after start). */
  private queue(name: string): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: this.producer(), prefix: `${this.config.REDIS_PREFIX}:bull` });
      queue.on('error', () => undefined); // connection errors: the publish loop reports them
      this.queues.set(name, queue);
    }
    return queue;
  }

  /** One Redis connection for every queue; no offline queue, so an add fails at once while Redis is away. */
  private producer(): Redis {
    if (!this.redis) {
      this.redis = new Redis(this.config.REDIS_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
      this.redis.on('error', () => undefined); // it reconnects by itself; the publish loop reports failures
    }
    return this.redis;
  }

  private async run(): Promise<void> {
    let failures = 0;
    while (this.running) {
      let published = 0;
      try {
        published = await this.publishBatch();
        if (failures) this.logger.log('outbox relay publishing again');
        failures = 0;
      } catch (err) {
        if (failures++ === 0) this.logger.warn({ err }, 'outbox relay cannot publish; retrying with backoff');
        await this.sleep(Math.min(10_000, 200 * 2 ** Math.min(failures, 6)));
        continue;
      }
      if (published < this.config.OUTBOX_BATCH_SIZE) await this.sleep(this.config.OUTBOX_POLL_MS);
    }
  }

  /** Waits for a NOTIFY (or a poke), at most `ms`; a NOTIFY that came while publishing wakes at once. */
  private sleep(ms: number): Promise<void> {
    if (this.woken || !this.running) {
      this.woken = false;
      return Promise.resolve();
    }
    return new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      const wake = (): void => done();
      this.wake = wake;
      function done(): void {
        clearTimeout(timer);
        resolve();
      }
    }).then(() => {
      this.wake = null;
      this.woken = false;
    });
  }

  private poke(): void {
    this.woken = true;
    this.wake?.();
  }

  /** Whether this relay leads (LISTENs): for the metrics and the tests. */
  get leading(): boolean {
    return this.leader;
  }

  /**
   * On a connection of its own, reconnecting after a PostgreSQL restart: takes the lead (or waits for
   * it), then LISTENs. The lock and the LISTEN go with the connection.
   */
  private async listen(): Promise<void> {
    while (this.running) {
      const client = new Client({ connectionString: this.config.DATABASE_URL });
      let connected = true;
      const ended = new Promise<void>((resolve) => {
        const end = (): void => {
          connected = false;
          resolve();
        };
        client.on('error', end);
        client.on('end', end);
      });
      try {
        await client.connect();
        this.listener = client; // stop() ends it, leading or not
        while (this.running && connected && !(await this.takeLead(client))) await this.delay(LEADER_RETRY_MS, ended);
        if (this.running && connected) {
          client.on('notification', (message) => this.onNotification(message.payload));
          await client.query(`listen ${OUTBOX_CHANNEL}`);
          this.leader = true;
          this.metrics.relayLeading.set(1);
          this.logger.log('outbox relay leads (notified at every commit)');
          this.poke(); // events may have been written while we were not listening
          await ended;
        }
      } catch {
        // PostgreSQL is away: the poll keeps publishing once it is back
      }
      if (this.leader) this.metrics.relayLeading.set(0);
      this.leader = false;
      this.listener = null;
      await client.end().catch(() => undefined);
      if (this.running) await this.delay(LEADER_RETRY_MS);
    }
  }

  private async takeLead(client: Client): Promise<boolean> {
    const { rows } = await client.query<{ ok: boolean }>(`select pg_try_advisory_lock(hashtext($1)) as ok`, [LEADER_LOCK]);
    return rows[0]?.ok === true;
  }

  /** Waits `ms`, or less when `until` settles first. */
  private delay(ms: number, until?: Promise<void>): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    return Promise.race([
      new Promise<void>((resolve) => (timer = setTimeout(resolve, ms))),
      until ?? new Promise<void>(() => undefined),
    ]).finally(() => clearTimeout(timer));
  }
}

function toPublished(row: OutboxRow): PublishedEvent {
  return {
    eventId: row.event_id,
    type: row.type,
    aggregateType: row.aggregate_type,
    aggregateId: row.aggregate_id,
    aggregateVersion: row.aggregate_version === null ? null : Number(row.aggregate_version),
    payload: typeof row.payload === 'string' ? (JSON.parse(row.payload) as Record<string, unknown>) : row.payload,
    occurredAt: sqlDate(row.occurred_at)!.getTime(),
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
