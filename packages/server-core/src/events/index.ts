export * from './domain-event';
export * from './outbox-event.entity';
export * from './processed-event.entity';
export * from './event-routes';
export * from './event-metrics';
export * from './event-consumer';
export * from './outbox-relay';
export * from './events.module';
