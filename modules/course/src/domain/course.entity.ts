import { ClassStatus, type ClassStatusValue } from '@dha/contracts';
import { SoftDeletedColumns, type SoftDeletedOptional } from '@dha/server-core';
import { Collection, Entity, Index, OneToMany, PrimaryKey, Property, Unique, OptionalProps } from '@mikro-orm/core';
import { CourseSession } from './course-session.entity';
import { CourseTeacher } from './course-teacher.entity';

/** A course (one class): what visitors sign up for. Codes are unique per tenant, also after a soft delete. */
@Entity({ tableName: 'course_course' })
@Unique({ name: 'course_course_tenant_code_unique', properties: ['tenantId', 'code'] })
@Index({ name: 'course_course_tenant_status_idx', properties: ['tenantId', 'deleted', 'status'] })
@Index({ name: 'course_course_tenant_dept_idx', properties: ['tenantId', 'deptId'] })
export class Course extends SoftDeletedColumns {
  [OptionalProps]?:
    | 'recruitmentType'
    | 'description'
    | 'coverUrl'
    | 'locationId'
    | 'formalStudentQuota'
    | 'candidateStudentQuota'
    | 'formalVolunteerQuota'
    | 'candidateVolunteerQuota'
    | 'fee'
    | 'needTeacherAudit'
    | 'replyDeadlineHours'
    | 'status'
    | 'pausedFrom'
    | 'published'
    | 'deptId'
    | SoftDeletedOptional;

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'integer' })
  tenantId!: number;

  @Property({ type: 'string', length: 100 })
  name!: string;

  @Property({ type: 'string', length: 50 })
  code!: string;

  /** a value of the `course_type` dictionary */
  @Property({ type: 'string', length: 50 })
  type!: string;

  /** a value of the `course_recruitment_type` dictionary */
  @Property({ type: 'string', length: 50, nullable: true })
  recruitmentType: string | null = null;

  /** sanitised rich text */
  @Property({ type: 'text' })
  description: string = '';

  @Property({ type: 'string', length: 500 })
  coverUrl: string = '';

  @Property({ type: 'integer', nullable: true })
  locationId: number | null = null;

  @Property({ type: 'timestamptz' })
  startTime!: Date;

  @Property({ type: 'timestamptz' })
  endTime!: Date;

  @Property({ type: 'timestamptz' })
  signupStartTime!: Date;

  @Property({ type: 'timestamptz' })
  signupEndTime!: Date;

  @Property({ type: 'integer' })
  formalStudentQuota: number = 0;

  @Property({ type: 'integer' })
  candidateStudentQuota: number = 0;

  @Property({ type: 'integer' })
  formalVolunteerQuota: number = 0;

  @Property({ type: 'integer' })
  candidateVolunteerQuota: number = 0;

  /** cents; 0 = free */
  @Property({ type: 'integer' })
  fee: number = 0;

  @Property({ type: 'boolean' })
  needTeacherAudit: boolean = true;

  @Property({ type: 'integer' })
  replyDeadlineHours: number = 72;

  @Property({ type: 'smallint' })
  status: ClassStatusValue = ClassStatus.BEFORE_CLASS;

  /** the status a paused course returns to */
  @Property({ type: 'smallint', nullable: true })
  pausedFrom: ClassStatusValue | null = null;

  @Property({ type: 'boolean' })
  published: boolean = false;

  /** the owning department (the creator's): role data scopes of the management lists go by it */
  @Property({ type: 'integer', nullable: true })
  deptId: number | null = null;

  @OneToMany(() => CourseSession, (s) => s.course, { orphanRemoval: true, orderBy: { sort: 'asc', id: 'asc' } })
  sessions = new Collection<CourseSession>(this);

  @OneToMany(() => CourseTeacher, (t) => t.course, { orphanRemoval: true, orderBy: { sort: 'asc', id: 'asc' } })
  teachers = new Collection<CourseTeacher>(this);
}
