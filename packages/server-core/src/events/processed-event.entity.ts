import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * What each consumer has applied: `(consumer, event id)` is written in the same transaction as the
 * consumer's own writes, so a redelivered event changes nothing (exactly-once effects).
 */
@Entity({ tableName: 'core_processed_event' })
export class ProcessedEvent {
  @PrimaryKey({ length: 50 })
  consumer!: string;

  @PrimaryKey({ type: 'uuid' })
  eventId!: string;

  @Property({ type: 'timestamptz', index: 'core_processed_event_processed_at_idx' })
  processedAt: Date = new Date();
}

/**
 * The newest version of an aggregate a consumer has applied, for consumers that project state
 * (a live push of a signup's status): an event older than this is stale and skipped.
 */
@Entity({ tableName: 'core_aggregate_cursor' })
export class AggregateCursor {
  @PrimaryKey({ length: 50 })
  consumer!: string;

  @PrimaryKey({ length: 50 })
  aggregateType!: string;

  @PrimaryKey({ length: 64 })
  aggregateId!: string;

  @Property({ type: 'integer' })
  version!: number;
}
