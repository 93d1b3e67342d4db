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

export const coreMigrations: ModuleMigration[] = [{ name: 'core_202611220001_outbox', class: CoreInit202611220001 }];
