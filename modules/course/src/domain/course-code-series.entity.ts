import { CommonStatus } from '@dha/contracts';
import { AuditedColumns, type AuditedOptional } from '@dha/server-core';
import { Entity, PrimaryKey, Property, Unique, OptionalProps } from '@mikro-orm/core';

/** The code series of a course type: prefix + a number that only grows (e.g. `CT-2026-` + 001). */
@Entity({ tableName: 'course_code_series' })
@Unique({ name: 'course_code_series_tenant_type_unique', properties: ['tenantId', 'typeId'] })
@Unique({ name: 'course_code_series_tenant_prefix_unique', properties: ['tenantId', 'prefix'] })
export class CourseCodeSeries extends AuditedColumns {
  [OptionalProps]?: 'nextNumber' | 'digits' | 'status' | 'remark' | AuditedOptional;

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'integer' })
  tenantId!: number;

  /** course_type.id */
  @Property({ type: 'integer' })
  typeId!: number;

  @Property({ type: 'string', length: 30 })
  prefix!: string;

  @Property({ type: 'integer' })
  nextNumber: number = 1;

  @Property({ type: 'smallint' })
  digits: number = 3;

  @Property({ type: 'smallint' })
  status: number = CommonStatus.ENABLE;

  @Property({ type: 'string', length: 200 })
  remark: string = '';
}

export function formatCode(prefix: string, number: number, digits: number): string {
  return `${prefix}${String(number).padStart(digits, '0')}`;
}
