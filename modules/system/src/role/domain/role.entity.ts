import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { CommonStatus, DataScope } from '@dha/contracts';
import { Tenant } from '../../tenant/domain/tenant.entity';

export const RoleType = { SYSTEM: 1, CUSTOM: 2 } as const;

/** A role (spec §6); its menus grant the routes and permission strings. */
@Entity({ tableName: 'system_role' })
@Unique({ name: 'system_role_tenant_code_unique', properties: ['tenantId', 'code'] })
@Unique({ name: 'system_role_tenant_name_unique', properties: ['tenantId', 'name'] })
export class Role {
  @PrimaryKey({ autoincrement: true })
  id!: number;

  @ManyToOne(() => Tenant, { mapToPk: true, fieldName: 'tenant_id', deleteRule: 'cascade' })
  tenantId!: number;

  @Property({ length: 100 })
  code!: string;

  @Property({ length: 30 })
  name!: string;

  @Property({ type: 'smallint', default: CommonStatus.ENABLE })
  status: number = CommonStatus.ENABLE;

  @Property({ type: 'smallint', default: DataScope.ALL })
  dataScope: number = DataScope.ALL;

  /** the departments of DEPT_CUSTOM (kept as given for the other scopes, as the upstream does) */
  @Property({ type: 'json', columnType: 'jsonb', default: "'[]'" })
  dataScopeDeptIds: number[] = [];

  @Property({ type: 'integer', default: 0 })
  sort: number = 0;

  /** 1 system (built in), 2 custom */
  @Property({ type: 'smallint', default: RoleType.CUSTOM })
  type: number = RoleType.CUSTOM;

  @Property({ length: 500, nullable: true })
  remark: string | null = null;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createTime: Date = new Date();
}
