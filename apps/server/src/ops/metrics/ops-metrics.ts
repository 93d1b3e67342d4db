import { APP_CONFIG, OutboxRelay, type AppConfig } from '@dha/server-core';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { collectDefaultMetrics, Gauge, Histogram, register } from 'prom-client';
import { OpsQueues, withTimeout } from '../queues/ops-queues';

function metric<T>(name: string, create: () => T): T {
  // one registry per process; a second Nest app in the same process (tests) reuses the metric
  return (register.getSingleMetric(name) as T | undefined) ?? create();
}

const httpDuration = (): Histogram<'method' | 'route' | 'status'> =>
  metric(
    'dha_http_request_duration_seconds',
    () =>
      new Histogram({
        name: 'dha_http_request_duration_seconds',
        help: 'HTTP request latency by method, route pattern and status class',
        labelNames: ['method', 'route', 'status'],
        buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      }),
  );

/**
 * The figures of GET /metrics beyond what their owners register themselves (dha_event_*, dha_live_*):
 * process defaults, HTTP latency per route, and, read at each scrape, the depth of every queue and the
 * outbox lag. Everything lives in prom-client's default registry.
 */
@Injectable()
export class OpsMetrics {
  private readonly logger = new Logger(OpsMetrics.name);
  private readonly http = httpDuration();
  /** histogram children by "method route status", made once per series (prom-client still checks and hashes the labels on each observe: ~10% of a cached GET) */
  private readonly children = new Map<string, { observe(value: number): void }>();
  private readonly queueJobs = metric(
    'dha_queue_jobs',
    () =>
      new Gauge({
        name: 'dha_queue_jobs',
        help: 'Jobs per BullMQ queue and state (waiting, active, delayed, failed), read at scrape',
        labelNames: ['queue', 'state'],
      }),
  );
  private readonly queuesUp = metric(
    'dha_queue_depth_up',
    () => new Gauge({ name: 'dha_queue_depth_up', help: '1 when the queue depths of this scrape could be read from Redis, else 0' }),
  );
  private readonly outboxLag = metric(
    'dha_outbox_lag_seconds',
    () =>
      new Gauge({ name: 'dha_outbox_lag_seconds', help: 'Age of the oldest unpublished outbox event (0: none waiting), read at scrape' }),
  );

  constructor(
    private readonly queues: OpsQueues,
    private readonly relay: OutboxRelay,
    @Inject(APP_CONFIG) readonly config: AppConfig,
  ) {
    if (!register.getSingleMetric('process_cpu_user_seconds_total')) collectDefaultMetrics();
  }

  /** One finished request (Fastify onResponse; `route` is the pattern, never the raw URL). */
  observeRequest(method: string, route: string | undefined, statusCode: number, elapsedMs: number): void {
    const key = `${method} ${route ?? ''} ${statusCode}`;
    let child = this.children.get(key);
    if (!child) {
      child = this.http.labels(method, route ?? 'unmatched', `${Math.floor(statusCode / 100)}xx`);
      if (this.children.size < 5000) this.children.set(key, child);
    }
    child.observe(elapsedMs / 1000);
  }

  /** The registry's text, after reading the figures that are collected at scrape. */
  async scrape(): Promise<{ contentType: string; body: string }> {
    await Promise.all([this.readQueues(), this.readLag()]);
    return { contentType: register.contentType, body: await register.metrics() };
  }

  private async readQueues(): Promise<void> {
    try {
      const depths = await this.queues.depths();
      this.queueJobs.reset();
      for (const { queue, counts } of depths) {
        for (const [state, count] of Object.entries(counts)) this.queueJobs.set({ queue, state }, count);
      }
      this.queuesUp.set(1);
    } catch (err) {
      this.logger.warn(`queue depths unavailable: ${(err as Error).message}`);
      this.queueJobs.reset();
      this.queuesUp.set(0);
    }
  }

  private async readLag(): Promise<void> {
    try {
      this.outboxLag.set(await withTimeout(this.relay.lagSeconds(), 1000, 'outbox lag'));
    } catch (err) {
      this.logger.warn(`outbox lag unavailable: ${(err as Error).message}`);
      this.outboxLag.set(Number.NaN);
    }
  }
}
