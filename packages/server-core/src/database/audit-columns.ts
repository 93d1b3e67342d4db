import { Property } from '@mikro-orm/core';

/**
 * The audit columns our tables share, as base classes an entity extends (MikroORM reads the
 * decorated properties through the prototype chain). Pick the one whose columns the table has:
 * a base with a column the table lacks needs a migration first. The entity lists the base's columns
 * in its own `[OptionalProps]` (`TimestampedOptional`, `AuditedOptional`, `SoftDeletedOptional`).
 */
export abstract class TimestampedColumns {
  @Property({ type: 'timestamptz' })
  createTime: Date = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updateTime: Date = new Date();
}

/** + who created and who last changed the row (the operator's user id as text; '' for the system). */
export abstract class AuditedColumns extends TimestampedColumns {
  @Property({ type: 'string', length: 64 })
  creator: string = '';

  @Property({ type: 'string', length: 64 })
  updater: string = '';
}

/** + a soft-delete flag: deleted rows stay for history and unique keys, and every read filters them out. */
export abstract class SoftDeletedColumns extends AuditedColumns {
  @Property({ type: 'boolean' })
  deleted: boolean = false;
}

/** The optional-on-create properties of the audit bases, for an entity's own `[OptionalProps]` union. */
export type TimestampedOptional = 'createTime' | 'updateTime';
export type AuditedOptional = TimestampedOptional | 'creator' | 'updater';
export type SoftDeletedOptional = AuditedOptional | 'deleted';
