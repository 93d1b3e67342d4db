export * from './config/app-config';
export * from './errors';
export * from './http';
export * from './access';
export * from './events';
export * from './database';
import { OutboxEvent } from './events/outbox-event.entity';

/** Tables of the kernel itself (the outbox). */
export const coreEntities = [OutboxEvent];
