import { Migration } from '@mikro-orm/migrations';

/** A module's migration, named `<module>_<yyyymmddhhmm>_<what>` so the global order is explicit. */
export interface ModuleMigration {
  name: string;
  class: new (...args: ConstructorParameters<typeof Migration>) => Migration;
}

export class CoreInit202611220001 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "core_outbox_event" (
      "id" serial primary key,
      "event_id" uuid not null unique,
      "type" varchar(100) not null,
      "aggregate_type" varchar(50) not null,
      "aggregate_id" varchar(64) not null,
      "payload" jsonb not null,
      "occurred_at" timestamptz not null,
      "published_at" timestamptz null
    );`);
    this.addSql(`create index "core_outbox_event_unpublished_idx" on "core_outbox_event" ("id") where "published_at" is null;`);
    this.addSql(`create index "core_outbox_event_aggregate_idx" on "core_outbox_event" ("aggregate_type", "aggregate_id");`);
  }
}

/**
 * Publishing the outbox: the writing transaction wakes the relays (a statement trigger NOTIFYs
 * `core_outbox` at commit), events carry their aggregate's version, and consumers record what they
 * applied (exactly once) and the newest version of each aggregate they projected.
 */
export class CoreEvents202611240001 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "core_outbox_event" add column "aggregate_version" int null;`);
    this.addSql(`create or replace function core_outbox_notify() returns trigger language plpgsql as $$
      begin perform pg_notify('core_outbox', ''); return null; end $$;`);
    this.addSql(`create trigger core_outbox_notify after insert on "core_outbox_event"
      for each statement execute function core_outbox_notify();`);
    this.addSql(`create table "core_processed_event" (
      "consumer" varchar(50) not null,
      "event_id" uuid not null,
      "processed_at" timestamptz not null,
      constraint "core_processed_event_pkey" primary key ("consumer", "event_id")
    );`);
    this.addSql(`create index "core_processed_event_processed_at_idx" on "core_processed_event" ("processed_at");`);
    this.addSql(`create table "core_aggregate_cursor" (
      "consumer" varchar(50) not null,
      "aggregate_type" varchar(50) not null,
      "aggregate_id" varchar(64) not null,
      "version" int not null,
      constraint "core_aggregate_cursor_pkey" primary key ("consumer", "aggregate_type", "aggregate_id")
    );`);
  }
}

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more (and would fail the writing transaction). */
const NOTIFY_PAYLOAD_MAX_BYTES = 7900;

/**
 * The NOTIFY carries the events it announces (what the inserting statement wrote, as JSON), so the
 * leading relay enqueues them without a claim first; a statement whose events do not fit a NOTIFY
 * payload (under 8000 bytes) sends an empty one, and the relay's claim publishes them.
 */
export class CoreOutboxNotifyEvents202611250001 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create or replace function core_outbox_notify() returns trigger language plpgsql as $$
      declare events text;
      begin
        select json_agg(json_build_object('id', id, 'event_id', event_id, 'type', type, 'aggregate_type', aggregate_type,
                 'aggregate_id', aggregate_id, 'aggregate_version', aggregate_version, 'payload', payload,
                 'occurred_at', occurred_at) order by id)::text
          into events from core_outbox_inserted;
        perform pg_notify('core_outbox', case when octet_length(events) < ${NOTIFY_PAYLOAD_MAX_BYTES} then events else '' end);
        return null;
      end $$;`);
    this.addSql(`drop trigger core_outbox_notify on "core_outbox_event";`);
    this.addSql(`create trigger core_outbox_notify after insert on "core_outbox_event"
      referencing new table as core_outbox_inserted for each statement execute function core_outbox_notify();`);
  }
}

export const coreMigrations: ModuleMigration[] = [
  { name: 'core_202611220001_outbox', class: CoreInit202611220001 },
  { name: 'core_202611240001_events', class: CoreEvents202611240001 },
  { name: 'core_202611250001_outbox_notify_events', class: CoreOutboxNotifyEvents202611250001 },
];
