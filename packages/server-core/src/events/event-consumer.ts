import { EntityManager } from '@mikro-orm/postgresql';
import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, Logger, OnApplicationBootstrap, OnModuleInit } from '@nestjs/common';
import type { Job } from 'bullmq';
import type Redis from 'ioredis';
import { APP_CONFIG, runsEventConsumer, type AppConfig } from '../config/app-config';
import { PreparedStatement } from '../database/prepared-statement';
import { REDIS_CLIENT } from '../database/redis';
import type { PublishedEvent } from './domain-event';
import { ConsumerSlots } from './consumer-slots';
import { EventMetrics } from './event-metrics';
import { EventRoutes, eventQueueName } from './event-routes';

const CONSUMER_METADATA = Symbol('dha:event-consumer');

/**
 * Sets the cursor to ARGV[1] when it is newer than the one stored, then publishes each (channel,
 * message) pair of ARGV[3…]; answers 1 if it was newer, 0 (and publishes nothing) if not. Atomic, so
 * two versions in flight at once can never publish the older one after the newer.
 */
const NEWER_VERSION_SCRIPT = `local v = tonumber(redis.call('GET', KEYS[1]) or '-1')
if tonumber(ARGV[1]) <= v then return 0 end
redis.call('SET', KEYS[1], ARGV[1], 'EX', ARGV[2])
for i = 3, #ARGV, 2 do redis.call('PUBLISH', ARGV[i], ARGV[i + 1]) end
return 1`;
/** A cursor outlives any redelivery of its aggregate's events. */
const CURSOR_TTL_SECONDS = 7 * 86_400;

export interface EventConsumerOptions {
  /** the consumer's name: its queue is `events-<name>`, and its key in core_processed_event */
  name: string;
  /** the event types it receives (the relay routes each type to every queue that subscribes to it) */
  events: readonly string[];
  /**
   * false for a consumer whose effects are idempotent pushes (the live channel): no transaction and
   * no processed-event record per event, and `isNewest` keeps its versions in Redis. Default true.
   */
  exactlyOnce?: boolean;
  /** jobs in flight per process; default EVENT_CONSUMER_CONCURRENCY */
  concurrency?: number;
  /**
   * How long the first waiting job may wait for others to join its transaction (ms). Default 0: only
   * the jobs of the same turn join. For a consumer whose effects need not be immediate, a window
   * trades that much latency for fewer, larger transactions under load (it ends early once the
   * jobs in flight are all waiting); alone, an event waits the window.
   */
  batchWindowMs?: number;
}

/**
 * Marks an {@link EventConsumerHost} subclass: its own BullMQ queue (so a slow consumer never holds
 * another back) fed by the outbox relay with the event types it names.
 */
export function EventConsumer(options: EventConsumerOptions): ClassDecorator {
  return (target) => {
    Reflect.defineMetadata(CONSUMER_METADATA, options, target);
    // idle until RUN_WORKERS starts it (API-only replicas never consume); a short lock, so the jobs
    // of a killed worker are taken over within seconds rather than half a minute
    Processor(eventQueueName(options.name), { autorun: false, lockDuration: 10_000, stalledInterval: 5_000 })(target);
  };
}

/** What a handler may ask to run once its transaction has committed (a socket push, say). */
export type AfterCommit = () => Promise<void> | void;

/** Records events as processed by a consumer; answers those not recorded before. */
const RECORD_PROCESSED = new PreparedStatement<{ event_id: string }>(
  'core_record_processed',
  `insert into core_processed_event (consumer, event_id, processed_at)
   select $1, e, now() from unnest($2::uuid[]) as e
   on conflict do nothing returning event_id`,
);

/** Moves a consumer's cursor of an aggregate to a newer version; answers a row when it moved. */
const ADVANCE_CURSOR = new PreparedStatement<{ version: number }>(
  'core_advance_cursor',
  `insert into core_aggregate_cursor (consumer, aggregate_type, aggregate_id, version) values ($1, $2, $3, $4)
   on conflict (consumer, aggregate_type, aggregate_id) do update set version = excluded.version
     where core_aggregate_cursor.version < excluded.version
   returning version`,
);

/** Most events one consumer transaction applies. */
const MAX_EVENTS_PER_TRANSACTION = 50;
/** Transactions one consumer runs at once in a process (the jobs in flight meanwhile wait for the next). */
const TRANSACTIONS_PER_CONSUMER = 4;

/** A job waiting for its consumer's next transaction. */
interface PendingEvent<P extends object> {
  event: PublishedEvent<P>;
  /** when it began to wait (ms) */
  since: number;
  /** settles the job: true when applied, false when a duplicate; a rejection fails the job (BullMQ retries it) */
  settle: (outcome: Promise<boolean>) => void;
}

/**
 * A consumer of published domain events. Unless it is marked `exactlyOnce: false`, `handle` runs in a transaction that first records
 * `(event id, consumer)` in core_processed_event: a redelivered event (a relay re-adding after a
 * crash, a retry after the commit) finds the record and changes nothing. Effects outside the
 * database (pushes) go in the returned AfterCommit, which runs at most once per event and process.
 * A throw rolls everything back and BullMQ retries with exponential backoff; a job that keeps
 * failing stays in the queue's failed set, visible and retryable on the queue board.
 *
 * The jobs in flight share transactions: while one of the consumer's transactions runs, the jobs that
 * arrive wait and the next transaction applies them together (one processed-event insert, one commit;
 * up to MAX_EVENTS_PER_TRANSACTION). Under load that saves most of the round trips of a transaction
 * per event; alone, an event waits for nothing, or for the consumer's `batchWindowMs`. When a shared
 * transaction fails, each of its events is applied again in a transaction of its own, so a failing
 * event fails only its own job.
 */
export abstract class EventConsumerHost<P extends object = Record<string, unknown>>
  extends WorkerHost
  implements OnModuleInit, OnApplicationBootstrap
{
  protected readonly logger = new Logger(this.constructor.name);

  @Inject(EntityManager) protected readonly em!: EntityManager;
  @Inject(EventRoutes) private readonly routes!: EventRoutes;
  @Inject(EventMetrics) private readonly metrics!: EventMetrics;
  @Inject(ConsumerSlots) private readonly slots!: ConsumerSlots;
  @Inject(APP_CONFIG) protected readonly config!: AppConfig;
  @Inject(REDIS_CLIENT) private readonly redis!: Redis;
  private readonly pending: Array<PendingEvent<P>> = [];
  private transactionsRunning = 0;
  /** events in the transactions running */
  private applying = 0;
  /** a transaction starts at the next turn */
  private startSoon = false;
  /** a transaction starts at the end of the batch window */
  private windowTimer: NodeJS.Timeout | null = null;
  private consumerOptions: EventConsumerOptions | null = null;

  /** Applies one event inside the consumer's transaction. */
  protected abstract handle(event: PublishedEvent<P>, em: EntityManager): Promise<AfterCommit | void>;

  /**
   * Applies the events of one transaction in order; answers each one's after-commit effects, in the
   * same order. One by one with `handle` unless a consumer can do better (one insert for the
   * messages of many events).
   */
  protected async handleAll(events: ReadonlyArray<PublishedEvent<P>>, em: EntityManager): Promise<Array<AfterCommit | void>> {
    const effects: Array<AfterCommit | void> = [];
    for (const event of events) effects.push(await this.handle(event, em));
    return effects;
  }

  /**
   * The effects to run again for an event applied before (a redelivery: the job of a process killed
   * between its commit and its effects comes back). None by default; a consumer whose after-commit
   * effects must not be lost reads them back here.
   */
  protected redelivered(_event: PublishedEvent<P>): Promise<AfterCommit | void> {
    return Promise.resolve();
  }

  /**
   * Whether this event concerns the consumer at all (most care about a few transitions of the many
   * an event type carries). A pure function of the event: the relay asks it too and enqueues only
   * what it accepts; a job that arrives anyway is acknowledged without a transaction.
   */
  protected accepts(_event: PublishedEvent<P>): boolean {
    return true;
  }

  get consumerName(): string {
    return this.options().name;
  }

  onModuleInit(): void {
    const { name, events } = this.options();
    this.routes.subscribe(eventQueueName(name), events, (event) => this.accepts(event as PublishedEvent<P>));
  }

  onApplicationBootstrap(): void {
    // the worker's connection exists even when idle: its reconnects while Redis is away are not news
    this.worker.on('error', (err) => this.logger.debug({ err }, `${this.consumerName}: worker connection error`));
    if (!this.config.RUN_WORKERS || !runsEventConsumer(this.config, this.consumerName)) return;
    this.worker.concurrency = this.concurrency;
    this.worker.on('failed', (job, err) =>
      this.logger.warn({ err, eventId: job?.id, attempts: job?.attemptsMade }, `${this.consumerName}: event failed`),
    );
    this.worker.run().catch((err: unknown) => this.logger.error({ err }, `${this.consumerName}: worker stopped`));
  }

  async process(job: Job<PublishedEvent<P>>): Promise<boolean> {
    const event = job.data;
    const name = this.consumerName;
    if (!this.accepts(event)) return false;
    if (this.options().exactlyOnce === false) {
      const effects = await this.handle(event, this.em);
      if (effects) await effects();
      this.metrics.consumed(name, 'applied', event.occurredAt);
      return true;
    }
    return new Promise<boolean>((resolve, reject) => {
      this.pending.push({ event, since: Date.now(), settle: (outcome) => outcome.then(resolve, reject) });
      this.startTransactions();
    });
  }

  /**
   * Starts a transaction for the waiting events once the jobs of the same turn joined them, or at
   * the end of the consumer's batch window; at once when no more jobs can join (a full batch, or
   * every job in flight waiting).
   */
  private startTransactions(): void {
    if (this.startSoon || this.transactionsRunning >= TRANSACTIONS_PER_CONSUMER || !this.pending.length) return;
    // no job can join: a full batch, or every job in flight waiting or being applied
    const full = this.pending.length >= MAX_EVENTS_PER_TRANSACTION || this.pending.length + this.applying >= this.concurrency;
    const wait = full ? 0 : this.pending[0]!.since + (this.options().batchWindowMs ?? 0) - Date.now();
    if (wait > 0) {
      this.windowTimer ??= setTimeout(() => {
        this.windowTimer = null;
        this.beginTransaction();
      }, wait);
      return;
    }
    if (this.windowTimer) clearTimeout(this.windowTimer);
    this.windowTimer = null;
    this.startSoon = true;
    setImmediate(() => {
      this.startSoon = false;
      this.beginTransaction();
    });
  }

  private beginTransaction(): void {
    if (this.transactionsRunning >= TRANSACTIONS_PER_CONSUMER || !this.pending.length) return;
    const batch = this.pending.splice(0, MAX_EVENTS_PER_TRANSACTION);
    this.transactionsRunning++;
    this.applying += batch.length;
    void this.applyWaiting(batch).finally(() => {
      this.transactionsRunning--;
      this.applying -= batch.length;
      this.startTransactions();
    });
    this.startTransactions();
  }

  private async applyWaiting(batch: Array<PendingEvent<P>>): Promise<void> {
    try {
      const applied = await this.applyInOneTransaction(batch.map((b) => b.event));
      for (const { event, settle } of batch) settle(this.finish(event, applied));
    } catch (err) {
      if (batch.length === 1) return batch[0]!.settle(Promise.reject(err));
      // one event of the batch may be the cause: each again in a transaction of its own, so that only a failing one fails
      await Promise.all(
        batch.map(async ({ event, settle }) => {
          try {
            settle(this.finish(event, await this.applyInOneTransaction([event])));
          } catch (e) {
            settle(Promise.reject(e));
          }
        }),
      );
    }
  }

  /** After the commit: the event's effects, its metrics; answers whether it was applied (false: a duplicate). */
  private async finish(event: PublishedEvent<P>, applied: Map<string, AfterCommit | null>): Promise<boolean> {
    if (!applied.has(event.eventId)) {
      const again = await this.redelivered(event);
      if (again) await again();
      this.metrics.consumed(this.consumerName, 'duplicate');
      return false;
    }
    const afterCommit = applied.get(event.eventId);
    applied.delete(event.eventId); // a second copy of the event in the batch is a duplicate
    if (afterCommit) await afterCommit();
    this.metrics.consumed(this.consumerName, 'applied', event.occurredAt);
    return true;
  }

  /**
   * One transaction: records `(event id, consumer)` for every event (one statement) and applies those
   * not recorded before, in order; answers each applied event's after-commit effects by event id.
   */
  private applyInOneTransaction(events: ReadonlyArray<PublishedEvent<P>>): Promise<Map<string, AfterCommit | null>> {
    const name = this.consumerName;
    return this.slots.run(() =>
      this.em.fork().transactional(async (em) => {
        const claimed = await RECORD_PROCESSED.run(em, [name, `{${events.map((e) => e.eventId).join(',')}}`]);
        const fresh = new Set(claimed.map((r) => r.event_id));
        // not recorded before, and once each (a batch may hold two copies of an event)
        const toApply = events.filter((event) => fresh.delete(event.eventId));
        const effects = toApply.length ? await this.handleAll(toApply, em) : [];
        return new Map(toApply.map((event, i) => [event.eventId, effects[i] ?? null]));
      }),
    );
  }

  /**
   * For consumers that project an aggregate's state: records `version` as the newest applied and
   * answers true, or answers false when a newer (or the same) version was applied already. Call it
   * inside `handle`, on its `em`.
   */
  protected async isNewest(em: EntityManager, event: PublishedEvent<P>): Promise<boolean> {
    if (event.aggregateVersion === null) return true;
    if (this.options().exactlyOnce === false) return this.publishIfNewest(event, []);
    const rows = await ADVANCE_CURSOR.run(em, [this.consumerName, event.aggregateType, event.aggregateId, event.aggregateVersion]);
    return rows.length > 0;
  }

  /**
   * For a consumer without transactions (`exactlyOnce: false`): records the event's version as the
   * newest in Redis and publishes these Redis pub/sub messages in the same step, or answers false
   * and publishes nothing when a newer (or the same) version went first.
   */
  protected async publishIfNewest(event: PublishedEvent<P>, messages: ReadonlyArray<readonly [string, string | Buffer]>): Promise<boolean> {
    if (event.aggregateVersion === null) {
      // no version to order by: every copy is the newest
      await Promise.all(messages.map(([channel, message]) => this.redis.publish(channel, message)));
      return true;
    }
    const key = `events:cursor:${this.consumerName}:${event.aggregateType}:${event.aggregateId}`;
    const newer = await this.redis.eval(NEWER_VERSION_SCRIPT, 1, key, event.aggregateVersion, CURSOR_TTL_SECONDS, ...messages.flat());
    return newer === 1;
  }

  /** Jobs in flight per process. */
  private get concurrency(): number {
    return this.options().concurrency ?? this.config.EVENT_CONSUMER_CONCURRENCY;
  }

  /** The @EventConsumer options, read once (every job asks for them). */
  private options(): EventConsumerOptions {
    if (this.consumerOptions) return this.consumerOptions;
    const options = Reflect.getMetadata(CONSUMER_METADATA, this.constructor) as EventConsumerOptions | undefined;
    if (!options) throw new Error(`${this.constructor.name} extends EventConsumerHost without @EventConsumer()`);
    return (this.consumerOptions = options);
  }
}
