import { PayUserType, PayWalletBizType, type PayWalletBizTypeValue } from '@dha/contracts';
import { BizError, sqlDate } from '@dha/server-core';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { payNo } from '../domain/pay-no';
import { PayErrors } from '../pay.errors';

export interface WalletEntry {
  no: string;
  walletId: number;
  price: number;
  balance: number;
  createTime: Date;
}

type Raw = Record<string, unknown>;
const toEntry = (r: Raw): WalletEntry => ({
  no: r.no as string,
  walletId: Number(r.wallet_id),
  price: Number(r.price),
  balance: Number(r.balance),
  createTime: sqlDate(r.create_time)!,
});

/** Payments already recorded (by a concurrent attempt of the same business id): the unique (kind, business id) said so. */
class AlreadyRecorded extends Error {}

/**
 * Wallet balances and their transactions: every change is one guarded update of the balance and
 * one transaction row in one database transaction, and a (kind, business id) is recorded once, so a
 * payment or refund retried (a sync, a redelivery) is never applied twice.
 */
@Injectable()
export class WalletLedger {
  constructor(private readonly em: EntityManager) {}

  /** The wallet of a user, made (empty) on first use. */
  async getOrCreate(em: EntityManager, tenantId: number, userId: number, userType: number = PayUserType.MEMBER): Promise<number> {
    const rows = await em.execute<Raw[]>(
      `insert into pay_wallet (tenant_id, user_id, user_type, balance, total_expense, total_recharge, freeze_price, create_time, update_time)
       values (?, ?, ?, 0, 0, 0, 0, now(), now())
       on conflict (tenant_id, user_id, user_type) do update set update_time = pay_wallet.update_time returning id`,
      [tenantId, userId, userType],
    );
    return Number(rows[0]!.id);
  }

  /** Deducts a payment (refused when the balance is short): one PAYMENT transaction per business id. */
  async pay(input: {
    tenantId: number;
    userId: number;
    userType: number;
    bizId: string;
    price: number;
    title: string;
  }): Promise<WalletEntry> {
    const before = await this.paymentOf(input.bizId);
    if (before) return before;
    try {
      return await this.em.fork().transactional(async (em) => {
        const walletId = await this.getOrCreate(em, input.tenantId, input.userId, input.userType);
        const rows = await em.execute<Raw[]>(
          `update pay_wallet set balance = balance - ?, total_expense = total_expense + ?, update_time = now()
           where id = ? and balance >= ? returning balance`,
          [input.price, input.price, walletId, input.price],
        );
        if (!rows.length) throw new BizError(PayErrors.WALLET_BALANCE_NOT_ENOUGH);
        return this.record(
          em,
          input.tenantId,
          walletId,
          PayWalletBizType.PAYMENT,
          input.bizId,
          input.title,
          -input.price,
          Number(rows[0]!.balance),
        );
      });
    } catch (err) {
      if (err instanceof AlreadyRecorded) return (await this.paymentOf(input.bizId))!;
      throw err;
    }
  }

  /** Gives a payment's money back to its wallet: one PAYMENT_REFUND transaction per refund. */
  async refund(input: { payBizId: string; bizId: string; price: number }): Promise<WalletEntry> {
    const before = await this.refundOf(input.bizId);
    if (before) return before;
    const paid = await this.findEntry(PayWalletBizType.PAYMENT, input.payBizId);
    if (!paid) throw new BizError(PayErrors.WALLET_TRANSACTION_NOT_FOUND);
    try {
      return await this.em.fork().transactional(async (em) => {
        const rows = await em.execute<Raw[]>(
          `update pay_wallet set balance = balance + ?, total_expense = greatest(total_expense - ?, 0), update_time = now()
           where id = ? returning balance, tenant_id`,
          [input.price, input.price, paid.walletId],
        );
        if (!rows.length) throw new BizError(PayErrors.WALLET_NOT_FOUND);
        return this.record(
          em,
          Number(rows[0]!.tenant_id),
          paid.walletId,
          PayWalletBizType.PAYMENT_REFUND,
          input.bizId,
          '支付退款',
          input.price,
          Number(rows[0]!.balance),
        );
      });
    } catch (err) {
      if (err instanceof AlreadyRecorded) return (await this.refundOf(input.bizId))!;
      throw err;
    }
  }

  /** Staff change a balance by a signed amount (never below zero). */
  async updateBalance(tenantId: number, userId: number, delta: number, operatorId: number): Promise<WalletEntry> {
    return this.em.fork().transactional(async (em) => {
      const walletId = await this.getOrCreate(em, tenantId, userId);
      const rows = await em.execute<Raw[]>(
        `update pay_wallet set balance = balance + ?, total_recharge = total_recharge + greatest(?, 0), update_time = now()
         where id = ? and balance + ? >= 0 returning balance`,
        [delta, delta, walletId, delta],
      );
      if (!rows.length) throw new BizError(PayErrors.WALLET_BALANCE_NOT_ENOUGH);
      const no = payNo('W');
      return this.record(
        em,
        tenantId,
        walletId,
        PayWalletBizType.UPDATE_BALANCE,
        no,
        `后台调整余额（操作人 ${operatorId}）`,
        delta,
        Number(rows[0]!.balance),
        no,
      );
    });
  }

  paymentOf(bizId: string): Promise<WalletEntry | null> {
    return this.findEntry(PayWalletBizType.PAYMENT, bizId);
  }

  refundOf(bizId: string): Promise<WalletEntry | null> {
    return this.findEntry(PayWalletBizType.PAYMENT_REFUND, bizId);
  }

  private async findEntry(bizType: PayWalletBizTypeValue, bizId: string): Promise<WalletEntry | null> {
    const rows = await this.em
      .fork()
      .execute<Raw[]>(`select no, wallet_id, price, balance, create_time from pay_wallet_transaction where biz_type = ? and biz_id = ?`, [
        bizType,
        bizId,
      ]);
    return rows[0] ? toEntry(rows[0]) : null;
  }

  private async record(
    em: EntityManager,
    tenantId: number,
    walletId: number,
    bizType: PayWalletBizTypeValue,
    bizId: string,
    title: string,
    price: number,
    balance: number,
    no = payNo('W'),
  ): Promise<WalletEntry> {
    try {
      const rows = await em.execute<Raw[]>(
        `insert into pay_wallet_transaction (tenant_id, no, wallet_id, biz_type, biz_id, title, price, balance, create_time)
         values (?, ?, ?, ?, ?, ?, ?, ?, now()) returning no, wallet_id, price, balance, create_time`,
        [tenantId, no, walletId, bizType, bizId, title.slice(0, 128), price, balance],
      );
      return toEntry(rows[0]!);
    } catch (err) {
      // the same payment or refund recorded meanwhile by a concurrent attempt: roll this one back
      if (err instanceof UniqueConstraintViolationException) throw new AlreadyRecorded();
      throw err;
    }
  }
}
