import { Injectable } from '@nestjs/common';

/** The BullMQ queue of one event consumer. */
export const eventQueueName = (consumer: string): string => `events-${consumer}`;

/**
 * Which consumer queues receive which event types. Every consumer subscribes when its module
 * initialises, so each process (API or worker) knows the whole table before its relay starts.
 */
@Injectable()
export class EventRoutes {
  private readonly byQueue = new Map<string, Set<string>>();

  subscribe(queue: string, eventTypes: readonly string[]): void {
    const types = this.byQueue.get(queue) ?? new Set<string>();
    eventTypes.forEach((t) => types.add(t));
    this.byQueue.set(queue, types);
  }

  /** The queues an event of this type goes to (none: it is published and nobody consumes it). */
  queuesFor(eventType: string): string[] {
    return [...this.byQueue].filter(([, types]) => types.has(eventType)).map(([queue]) => queue);
  }

  /** Every consumer queue, for the relay, the queue board and the metrics. */
  queues(): string[] {
    return [...this.byQueue.keys()].sort();
  }
}
