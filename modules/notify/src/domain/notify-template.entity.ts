import { CommonStatus } from '@dha/contracts';
import { AuditedColumns, type AuditedOptional } from '@dha/server-core';
import { Entity, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';

/** The system tenant: its templates serve every tenant without one of its own code. */
export const SYSTEM_TENANT_ID = 1;

/** A message template: `{param}` placeholders in content are filled when a message is sent. */
@Entity({ tableName: 'notify_template' })
@Unique({ name: 'notify_template_tenant_code_unique', properties: ['tenantId', 'code'] })
export class NotifyTemplate extends AuditedColumns {
  [OptionalProps]?: 'status' | 'remark' | AuditedOptional;

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'integer' })
  tenantId!: number;

  @Property({ type: 'string', length: 63 })
  name!: string;

  @Property({ type: 'string', length: 64 })
  code!: string;

  /** the sender's name shown with each message */
  @Property({ type: 'string', length: 255 })
  nickname!: string;

  @Property({ type: 'string', length: 1024 })
  content!: string;

  /** dict system_notify_template_type: 1 notice, 2 system message */
  @Property({ type: 'smallint' })
  type!: number;

  /** 0 on, 1 off: an off template sends nothing */
  @Property({ type: 'smallint' })
  status: number = CommonStatus.ENABLE;

  @Property({ type: 'string', length: 255, nullable: true })
  remark: string | null = null;
}

/** What a template's editor sets (the rest is its tenant and audit columns). */
export type TemplateFields = Pick<NotifyTemplate, 'name' | 'code' | 'type' | 'nickname' | 'content' | 'status' | 'remark'>;
