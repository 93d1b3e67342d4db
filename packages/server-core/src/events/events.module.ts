import { Global, Module } from '@nestjs/common';
import { ConsumerSlots } from './consumer-slots';
import { EventMetrics } from './event-metrics';
import { EventRoutes } from './event-routes';
import { OutboxPruneJob } from './outbox-prune.job';
import { OutboxRelay } from './outbox-relay';

/** The event transport: the routing table consumers subscribe to, the outbox relay and its metrics. */
@Global()
@Module({
  providers: [EventRoutes, EventMetrics, ConsumerSlots, OutboxRelay, OutboxPruneJob],
  exports: [EventRoutes, EventMetrics, ConsumerSlots, OutboxRelay],
})
export class EventsModule {}
