import { CommonStatus } from '@dha/contracts';
import { AuditedColumns, type AuditedOptional } from '@dha/server-core';
import { Entity, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';

/** A tenant package: the menus (pages and buttons) the tenants holding it may have. */
@Entity({ tableName: 'system_tenant_package' })
@Unique({ name: 'system_tenant_package_name_unique', properties: ['name'] })
export class TenantPackage extends AuditedColumns {
  [OptionalProps]?: 'status' | 'remark' | 'menuIds' | AuditedOptional;

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 30 })
  name!: string;

  @Property({ type: 'smallint' })
  status: number = CommonStatus.ENABLE;

  @Property({ type: 'string', length: 256, nullable: true })
  remark: string | null = null;

  /** menu ids, ascending */
  @Property({ type: 'json', columnType: 'jsonb', default: "'[]'" })
  menuIds: number[] = [];
}
