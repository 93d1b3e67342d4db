import { CommonStatus } from '@dha/contracts';
import { AuditedColumns, type AuditedOptional } from '@dha/server-core';
import { Entity, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';

/** A post (job position) staff may hold; code and name are unique in the tenant. */
@Entity({ tableName: 'system_post' })
@Unique({ name: 'system_post_tenant_code_unique', properties: ['tenantId', 'code'] })
@Unique({ name: 'system_post_tenant_name_unique', properties: ['tenantId', 'name'] })
export class Post extends AuditedColumns {
  [OptionalProps]?: 'sort' | 'status' | 'remark' | AuditedOptional;

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'integer' })
  tenantId!: number;

  @Property({ type: 'string', length: 64 })
  code!: string;

  @Property({ type: 'string', length: 50 })
  name!: string;

  @Property({ type: 'integer' })
  sort: number = 0;

  @Property({ type: 'smallint' })
  status: number = CommonStatus.ENABLE;

  @Property({ type: 'string', length: 500, nullable: true })
  remark: string | null = null;
}
