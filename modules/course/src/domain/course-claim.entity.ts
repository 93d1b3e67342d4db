import { ClaimStatus } from '@dha/contracts';
import { TimestampedColumns, type TimestampedOptional } from '@dha/server-core';
import { Entity, Index, PrimaryKey, Property, Unique, OptionalProps } from '@mikro-orm/core';

/** A teacher's request to take an unassigned course (INIT 0 → DONE 1 | IGNORE 2, decided by an admin). */
@Entity({ tableName: 'course_claim' })
@Unique({ name: 'course_claim_course_teacher_unique', properties: ['courseId', 'teacherUserId'] })
@Index({ name: 'course_claim_tenant_status_idx', properties: ['tenantId', 'status'] })
export class CourseClaim extends TimestampedColumns {
  [OptionalProps]?: 'status' | 'updater' | TimestampedOptional;

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'integer' })
  tenantId!: number;

  @Property({ type: 'integer' })
  courseId!: number;

  @Property({ type: 'integer' })
  teacherUserId!: number;

  @Property({ type: 'smallint' })
  status: number = ClaimStatus.INIT;

  @Property({ type: 'string', length: 64 })
  updater: string = '';
}
