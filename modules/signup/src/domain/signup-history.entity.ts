import type { SignupAction, SignupStatusValue } from '@dha/contracts';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/** One transition of one signup: who, when, from, to, remark. */
@Entity({ tableName: 'signup_history' })
@Index({ name: 'signup_history_signup_idx', properties: ['signupId'] })
export class SignupHistoryEntity {
  @PrimaryKey({ autoincrement: true })
  id!: number;

  @Property()
  signupId!: number;

  @Property({ type: 'smallint' })
  fromStatus!: SignupStatusValue;

  @Property({ type: 'smallint' })
  toStatus!: SignupStatusValue;

  @Property({ length: 20 })
  action!: SignupAction;

  /** null: the system (deadline job, promotion) */
  @Property({ type: 'integer', nullable: true })
  operatorId: number | null = null;

  @Property({ length: 500, nullable: true })
  remark: string | null = null;

  @Property({ type: 'timestamptz' })
  createTime: Date = new Date();
}
