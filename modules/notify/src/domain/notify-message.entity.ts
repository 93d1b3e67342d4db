import { NotifyUserType } from '@dha/contracts';
import { TimestampedColumns, type TimestampedOptional } from '@dha/server-core';
import { Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * A message to one user, rendered from a template when it was sent (the template may change or go
 * later; the message keeps what the user was told). Created only by NotifySender.
 */
@Entity({ tableName: 'notify_message' })
@Index({
  name: 'notify_message_user_read_idx',
  expression: 'create index "notify_message_user_read_idx" on "notify_message" ("user_id", "read_status", "id" desc)',
})
@Index({
  name: 'notify_message_source_unique',
  // one message per event, recipient and template: a redelivered event cannot message anyone twice
  expression:
    'create unique index "notify_message_source_unique" on "notify_message" ("source_event_id", "user_id", "template_code") where "source_event_id" is not null',
})
export class NotifyMessage extends TimestampedColumns {
  [OptionalProps]?: 'userType' | 'readStatus' | 'readTime' | 'sourceEventId' | TimestampedOptional;

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'integer' })
  tenantId!: number;

  @Property({ type: 'integer' })
  userId!: number;

  @Property({ type: 'smallint' })
  userType: number = NotifyUserType.ADMIN;

  @Property({ type: 'integer' })
  templateId!: number;

  @Property({ type: 'string', length: 64 })
  templateCode!: string;

  @Property({ type: 'string', length: 255 })
  templateNickname!: string;

  @Property({ type: 'string', length: 2048 })
  templateContent!: string;

  @Property({ type: 'smallint' })
  templateType!: number;

  @Property({ type: 'jsonb' })
  templateParams!: Record<string, unknown>;

  @Property({ type: 'boolean' })
  readStatus: boolean = false;

  @Property({ type: 'timestamptz', nullable: true })
  readTime: Date | null = null;

  /** the outbox event this message answers (null: sent by hand) */
  @Property({ type: 'uuid', nullable: true })
  sourceEventId: string | null = null;
}
