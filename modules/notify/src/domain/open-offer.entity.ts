import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * An offer waiting for the applicant's answer, as the notify module knows it from SignupStatusChanged
 * events (its own copy: notify never reads signup tables). The reminder job reads the ones whose
 * reply deadline is near; an answered, withdrawn or lapsed offer is deleted.
 */
@Entity({ tableName: 'notify_open_offer' })
@Index({ name: 'notify_open_offer_deadline_idx', properties: ['offerDeadline'] })
export class NotifyOpenOffer {
  @PrimaryKey({ type: 'integer', autoincrement: false })
  signupId!: number;

  @Property({ type: 'integer' })
  tenantId!: number;

  /** the applicant */
  @Property({ type: 'integer' })
  userId!: number;

  @Property({ type: 'integer' })
  courseId!: number;

  /** the signup's version that made the offer */
  @Property({ type: 'integer' })
  version!: number;

  @Property({ type: 'timestamptz' })
  offerDeadline!: Date;

  /** the event that made the offer: the reminder message's source, so the database allows one per offer */
  @Property({ type: 'uuid' })
  offerEventId!: string;

  /** the version whose reminder went out (null: none yet) */
  @Property({ type: 'integer', nullable: true })
  remindedVersion: number | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  remindedAt: Date | null = null;

  @Property({ type: 'timestamptz' })
  updateTime: Date = new Date();
}
