import { Injectable } from '@nestjs/common';
import type { PublishedEvent } from './domain-event';

/** The BullMQ queue of one event consumer. */
export const eventQueueName = (consumer: string): string => `events-${consumer}`;

/**
 * Which consumer queues receive which event types. Every consumer subscribes when its module
 * initialises, so each process (API or worker) knows the whole table before its relay starts.
 */
@Injectable()
export class EventRoutes {
  private readonly byQueue = new Map<string, { types: Set<string>; accepts: (event: PublishedEvent) => boolean }>();

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
