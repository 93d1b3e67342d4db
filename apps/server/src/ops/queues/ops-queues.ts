import { APP_CONFIG, EventRoutes, type AppConfig } from '@dha/server-core';
import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { Queue } from 'bullmq';
import Redis from 'ioredis';

export type QueueState = 'waiting' | 'active' | 'delayed' | 'failed';
export const QUEUE_STATES: readonly QueueState[] = ['waiting', 'active', 'delayed', 'failed'];

/**
 * Every BullMQ queue of the system, for the queue board and the metrics: the consumer queues of the
 * event routes (`events-<name>`) plus the queues modules register with BullModule (found among the
 * providers, so a module adding one needs no change here). Each is opened here on one connection
 * of its own that fails fast while Redis is away (the modules' connections wait for Redis, as
 * workers must), so a scrape or a board page never hangs on an outage.
 */
@Injectable()
export class OpsQueues implements OnApplicationShutdown {
  private readonly queues = new Map<string, Queue>();
  private connection: Redis | null = null;

  constructor(
    private readonly routes: EventRoutes,
    private readonly discovery: DiscoveryService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Names of every queue, sorted. */
  names(): string[] {
    const registered = this.discovery
      .getProviders()
      .map((wrapper) => wrapper.instance as unknown)
      .filter((instance): instance is Queue => instance instanceof Queue)
      .map((queue) => queue.name);
    return [...new Set([...this.routes.queues(), ...registered])].sort();
  }

  /** Every queue, opened on the ops connection. */
  all(): Queue[] {
    return this.names().map((name) => this.get(name));
  }

  get(name: string): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: this.redis(), prefix: `${this.config.REDIS_PREFIX}:bull` });
      queue.on('error', () => undefined); // reconnects by itself; callers see their own failures
      this.queues.set(name, queue);
    }
    return queue;
  }

  /** Job counts per state of every queue; rejects after `timeoutMs` (Redis away). */
  async depths(timeoutMs = 1000): Promise<Array<{ queue: string; counts: Record<QueueState, number> }>> {
    const work = Promise.all(
      this.all().map(async (queue) => ({
        queue: queue.name,
        counts: (await queue.getJobCounts(...QUEUE_STATES)) as Record<QueueState, number>,
      })),
    );
    return withTimeout(work, timeoutMs, 'queue depths');
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([...this.queues.values()].map((q) => q.close().catch(() => undefined)));
    this.queues.clear();
    this.connection?.disconnect();
    this.connection = null;
  }

  private redis(): Redis {
    if (!this.connection) {
      this.connection = new Redis(this.config.REDIS_URL, { maxRetriesPerRequest: 1, commandTimeout: 2000 });
      this.connection.on('error', () => undefined);
    }
    return this.connection;
  }
}

export function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
