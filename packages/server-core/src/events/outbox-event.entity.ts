import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import type { DomainEvent } from './domain-event';

/**
 * Transactional outbox: a state change persists its event here in the same transaction, and the
 * relay publishes it later. The event id is the consumers' dedupe key.
 */
@Entity({ tableName: 'core_outbox_event' })
@Index({ name: 'core_outbox_event_aggregate_idx', properties: ['aggregateType', 'aggregateId'] })
@Index({
  name: 'core_outbox_event_unpublished_idx',
  expression: 'create index "core_outbox_event_unpublished_idx" on "core_outbox_event" ("id") where "published_at" is null',
})
export class OutboxEvent {
  @PrimaryKey({ autoincrement: true })
  id!: number;

  @Property({ type: 'uuid', unique: 'core_outbox_event_event_id_key' })
  eventId: string = randomUUID();

  @Property({ length: 100 })
  type!: string;

  @Property({ length: 50 })
  aggregateType!: string;

  @Property({ length: 64 })
  aggregateId!: string;

  @Property({ type: 'integer', nullable: true })
  aggregateVersion: number | null = null;

  @Property({ type: 'json' })
  payload!: object;

  @Property({ type: 'timestamptz' })
  occurredAt: Date = new Date();

  @Property({ type: 'timestamptz', nullable: true })
  publishedAt: Date | null = null;

  static of<P extends object>(event: DomainEvent<P>): OutboxEvent {
    const row = new OutboxEvent();
    row.type = event.type;
    row.aggregateType = event.aggregateType;
    row.aggregateId = String(event.aggregateId);
    row.aggregateVersion = event.aggregateVersion ?? null;
    row.payload = event.payload;
    return row;
  }
}
