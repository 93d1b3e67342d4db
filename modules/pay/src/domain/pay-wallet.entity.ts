import type { PayWalletBizTypeValue } from '@dha/contracts';
import { TimestampedColumns, type TimestampedOptional } from '@dha/server-core';
import { Check, Entity, Index, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';

/** A person's balance (cents, never below zero: a check constraint of the migration guards every deduction). */
@Entity({ tableName: 'pay_wallet' })
@Check({ name: 'pay_wallet_balance_ck', expression: '"balance" >= 0' })
@Unique({ name: 'pay_wallet_user_uq', properties: ['tenantId', 'userId', 'userType'] })
export class PayWallet extends TimestampedColumns {
  [OptionalProps]?: TimestampedOptional | 'balance' | 'totalExpense' | 'totalRecharge' | 'freezePrice';

  @PrimaryKey({ autoincrement: true })
  id!: number;

  @Property()
  tenantId!: number;

  @Property()
  userId!: number;

  @Property({ type: 'smallint' })
  userType!: number;

  @Property({ default: 0 })
  balance: number = 0;

  @Property({ default: 0 })
  totalExpense: number = 0;

  @Property({ default: 0 })
  totalRecharge: number = 0;

  @Property({ default: 0 })
  freezePrice: number = 0;
}

/** One change of a wallet's balance; one per (kind, business id), so a payment or refund is never applied twice. */
@Entity({ tableName: 'pay_wallet_transaction' })
@Unique({ name: 'pay_wallet_transaction_biz_uq', properties: ['bizType', 'bizId'] })
@Index({ name: 'pay_wallet_transaction_wallet_idx', properties: ['walletId', 'id'] })
export class PayWalletTransaction {
  @PrimaryKey({ autoincrement: true })
  id!: number;

  @Property()
  tenantId!: number;

  @Property({ length: 64, unique: 'pay_wallet_transaction_no_uq' })
  no!: string;

  @Property()
  walletId!: number;

  @Property({ type: 'smallint' })
  bizType!: PayWalletBizTypeValue;

  @Property({ length: 64 })
  bizId!: string;

  @Property({ length: 128 })
  title!: string;

  @Property()
  price!: number;

  @Property()
  balance!: number;

  @Property({ type: 'timestamptz' })
  createTime: Date = new Date();
}
