import { SignupStatus, type OfferTypeValue, type ParticipantKindValue, type SignupStatusValue } from '@dha/contracts';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

const S = SignupStatus;

/** One application of one person to one course. The partial indexes are those of the init migration. */
@Entity({ tableName: 'signup_signup' })
@Index({
  name: 'signup_signup_active_uq',
  expression: `create unique index "signup_signup_active_uq" on "signup_signup" ("course_id", "user_id") where "status" not in (${S.UNACCEPTED}, ${S.CANCELLED})`,
})
@Index({
  name: 'signup_signup_waitlist_idx',
  expression: `create index "signup_signup_waitlist_idx" on "signup_signup" ("course_id", "participant_kind", "priority" desc, "submitted_at", "id") where "status" = ${S.CANDIDATE_ACCEPT}`,
})
@Index({
  name: 'signup_signup_offer_deadline_idx',
  expression: `create index "signup_signup_offer_deadline_idx" on "signup_signup" ("offer_deadline") where "status" = ${S.WAIT_STUDENT_AUDIT}`,
})
@Index({ name: 'signup_signup_course_idx', properties: ['courseId', 'status'] })
@Index({ name: 'signup_signup_user_idx', properties: ['userId'] })
@Index({ name: 'signup_signup_tenant_submitted_idx', properties: ['tenantId', 'submittedAt'] })
export class SignupEntity {
  @PrimaryKey({ autoincrement: true })
  id!: number;

  @Property()
  tenantId!: number;

  @Property()
  courseId!: number;

  @Property()
  userId!: number;

  @Property({ type: 'smallint' })
  participantKind!: ParticipantKindValue;

  @Property({ length: 64 })
  identity!: string;

  @Property({ length: 500, nullable: true })
  remark: string | null = null;

  @Property({ type: 'smallint' })
  status!: SignupStatusValue;

  @Property({ type: 'smallint', nullable: true })
  offerType: OfferTypeValue | null = null;

  @Property({ default: 0 })
  priority: number = 0;

  @Property({ type: 'timestamptz', nullable: true })
  submittedAt: Date | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  offerDeadline: Date | null = null;

  @Property({ default: 1 })
  version: number = 1;

  /** applicant snapshot at submission (keyword search, lists, export) */
  @Property({ length: 64 })
  username!: string;

  @Property({ length: 64, nullable: true })
  realName: string | null = null;

  @Property({ length: 32, nullable: true })
  mobile: string | null = null;

  @Property({ type: 'timestamptz' })
  createTime: Date = new Date();

  @Property({ type: 'timestamptz' })
  updateTime: Date = new Date();

  /** staff member who made a supplementary signup (create-for); null when the applicant did */
  @Property({ type: 'integer', nullable: true })
  createdBy: number | null = null;
}
