import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, ConfigError, type AppConfig } from '../config/app-config';
import type { PublishedEvent } from './domain-event';

/** The BullMQ queue of one event consumer. */
export const eventQueueName = (consumer: string): string => `events-${consumer}`;

/**
 * Which consumer queues receive which event types. Every consumer subscribes when its module
 * initialises, so each process (API or worker) knows the whole table before its relay starts.
 */
@Injectable()
export class EventRoutes implements OnApplicationBootstrap {
  private readonly byQueue = new Map<string, { types: Set<string>; accepts: (event: PublishedEvent) => boolean }>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** A consumer misspelt in EVENT_CONSUMERS would run nowhere and its queue only grow: the start stops. */
  onApplicationBootstrap(): void {
    const { only, except } = this.config.EVENT_CONSUMERS;
    const unknown = [...(only ?? []), ...except].filter((name) => !this.byQueue.has(eventQueueName(name)));
    if (!unknown.length) return;
    const known = this.queues().map((q) => q.replace(/^events-/, ''));
    throw new ConfigError(`EVENT_CONSUMERS names no event consumer: ${unknown.join(', ')} (the consumers: ${known.join(', ')})`);
  }

  /**
   * `accepts` narrows the types to the events the consumer acts on (a pure function of the event):
   * the relay enqueues nothing else, so a consumer of few transitions costs no job for the rest.
   */
  subscribe(queue: string, eventTypes: readonly string[], accepts: (event: PublishedEvent) => boolean = () => true): void {
    const route = this.byQueue.get(queue) ?? { types: new Set<string>(), accepts };
    eventTypes.forEach((t) => route.types.add(t));
    this.byQueue.set(queue, { types: route.types, accepts });
  }

  /** The queues an event goes to (none: it is published and nobody consumes it). */
  queuesFor(event: PublishedEvent): string[] {
    return [...this.byQueue].filter(([, route]) => route.types.has(event.type) && route.accepts(event)).map(([queue]) => queue);
  }

  /** Every consumer queue, for the relay, the queue board and the metrics. */
  queues(): string[] {
    return [...this.byQueue.keys()].sort();
  }
}
