import { CommonStatus } from '@dha/contracts';
import { AuditedColumns, type AuditedOptional } from '@dha/server-core';
import { Entity, PrimaryKey, Property, Unique, OptionalProps } from '@mikro-orm/core';

/** An admin-managed course type, tied to one value of the `course_type` dictionary. */
@Entity({ tableName: 'course_type' })
@Unique({ name: 'course_type_tenant_dict_value_unique', properties: ['tenantId', 'dictValue'] })
export class CourseType extends AuditedColumns {
  [OptionalProps]?: 'codePrefix' | 'sort' | 'status' | AuditedOptional;

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'integer' })
  tenantId!: number;

  @Property({ type: 'string', length: 50 })
  name!: string;

  @Property({ type: 'string', length: 50 })
  dictValue!: string;

  @Property({ type: 'string', length: 20 })
  codePrefix: string = '';

  @Property({ type: 'integer' })
  sort: number = 0;

  @Property({ type: 'smallint' })
  status: number = CommonStatus.ENABLE;
}
