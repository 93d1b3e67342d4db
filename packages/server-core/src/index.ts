export * from './config/app-config';
export * from './config/time-zone';
export * from './errors';
export * from './http';
export * from './access';
export * from './events';
export * from './jobs';
export * from './database';
export * from './mail';
import { OutboxEvent } from './events/outbox-event.entity';
import { AggregateCursor, ProcessedEvent } from './events/processed-event.entity';

/** Tables of the kernel itself (the outbox, and what consumers applied). */
export const coreEntities = [OutboxEvent, ProcessedEvent, AggregateCursor];
