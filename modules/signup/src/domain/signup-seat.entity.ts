import type { OfferTypeValue, ParticipantKindValue } from '@dha/contracts';
import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * Seat ledger of one course, participant kind and offer type: `held` counts offers awaiting a reply
 * plus accepted places; it only grows through `held < quota` guarded updates.
 */
@Entity({ tableName: 'signup_seat' })
export class SignupSeatEntity {
  @PrimaryKey()
  courseId!: number;

  @PrimaryKey({ type: 'smallint' })
  participantKind!: ParticipantKindValue;

  @PrimaryKey({ type: 'smallint' })
  offerType!: OfferTypeValue;

  @Property()
  tenantId!: number;

  @Property()
  quota!: number;

  @Property({ default: 0 })
  held: number = 0;

  @Property({ type: 'timestamptz' })
  updateTime: Date = new Date();
}
