import { Injectable } from '@nestjs/common';
import { Counter, Gauge, Histogram, register } from 'prom-client';

function metric<T>(name: string, create: () => T): T {
  // one registry per process; a second Nest app in the same process (tests) reuses the metric
  return (register.getSingleMetric(name) as T | undefined) ?? create();
}

/** Prometheus figures of the event path (served by GET /metrics with the rest of the registry). */
@Injectable()
export class EventMetrics {
  readonly published = metric(
    'dha_outbox_published_total',
    () => new Counter({ name: 'dha_outbox_published_total', help: 'Outbox events the relays published to BullMQ' }),
  );
  /** 1 in the process whose relay leads (is notified at every commit), 0 in those standing by */
  readonly relayLeading = metric(
    'dha_outbox_relay_leading',
    () =>
      new Gauge({ name: 'dha_outbox_relay_leading', help: "1 when this process's outbox relay leads, 0 when it stands by (or runs none)" }),
  );
  readonly consumedTotal = metric(
    'dha_event_consumed_total',
    () =>
      new Counter({
        name: 'dha_event_consumed_total',
        help: 'Events consumers processed, by consumer and outcome (applied, duplicate)',
        labelNames: ['consumer', 'outcome'],
      }),
  );
  /** commit of the writing transaction → consumer done (for the live consumer: → pushed to the sockets) */
  readonly latency = metric(
    'dha_event_latency_seconds',
    () =>
      new Histogram({
        name: 'dha_event_latency_seconds',
        help: 'Time from the commit of an event to the end of its consumer (for live: the push), by consumer',
        labelNames: ['consumer'],
        buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      }),
  );

  consumed(consumer: string, outcome: 'applied' | 'duplicate', occurredAt?: number): void {
    this.consumedTotal.inc({ consumer, outcome });
    if (occurredAt !== undefined) this.latency.observe({ consumer }, Math.max(0, Date.now() - occurredAt) / 1000);
  }
}
