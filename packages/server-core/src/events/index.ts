export * from './domain-event';
export * from './outbox-event.entity';
