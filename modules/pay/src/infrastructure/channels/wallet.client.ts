import { BizError } from '@dha/server-core';
import { PayErrors } from '../../pay.errors';
import type { WalletLedger } from '../wallet.repository';
import {
  CallbackRefusedError,
  plainCallbackAnswer,
  type ChannelOrderResult,
  type ChannelRefundResult,
  type PayChannelClient,
  type UnifiedOrderRequest,
  type UnifiedRefundRequest,
} from './pay-channel-client';

/**
 * The wallet channel: pays by a guarded deduction of the payer's balance (never below zero) recorded
 * as one transaction per attempt, refunds by one transaction per refund; both answered at once.
 * Its "channel" state is the ledger, so a sync finds a payment whose result was not yet applied.
 */
export class WalletPayClient implements PayChannelClient {
  constructor(private readonly ledger: WalletLedger) {}

  async unifiedOrder(req: UnifiedOrderRequest): Promise<ChannelOrderResult> {
    if (req.userId === null) throw new BizError(PayErrors.WALLET_NOT_FOUND);
    const paid = await this.ledger.pay({
      tenantId: req.tenantId,
      userId: req.userId,
      userType: req.userType,
      bizId: req.outTradeNo,
      price: req.price,
      title: `支付：${req.subject}`,
    });
    return {
      status: 'SUCCESS',
      outTradeNo: req.outTradeNo,
      channelOrderNo: paid.no,
      channelUserId: String(paid.walletId),
      successTime: paid.createTime,
    };
  }

  async getOrder(outTradeNo: string): Promise<ChannelOrderResult | null> {
    const paid = await this.ledger.paymentOf(outTradeNo);
    if (!paid) return null;
    return { status: 'SUCCESS', outTradeNo, channelOrderNo: paid.no, channelUserId: String(paid.walletId), successTime: paid.createTime };
  }

  closeOrder(): Promise<void> {
    return Promise.resolve();
  }

  async unifiedRefund(req: UnifiedRefundRequest): Promise<ChannelRefundResult> {
    const refunded = await this.ledger.refund({ payBizId: req.outTradeNo, bizId: req.outRefundNo, price: req.refundPrice });
    return { status: 'SUCCESS', outRefundNo: req.outRefundNo, channelRefundNo: refunded.no, successTime: refunded.createTime };
  }

  async getRefund(_outTradeNo: string, outRefundNo: string): Promise<ChannelRefundResult | null> {
    const refunded = await this.ledger.refundOf(outRefundNo);
    return refunded ? { status: 'SUCCESS', outRefundNo, channelRefundNo: refunded.no, successTime: refunded.createTime } : null;
  }

  parseOrderNotify(): ChannelOrderResult {
    throw new CallbackRefusedError('钱包支付没有回调');
  }

  parseRefundNotify(): ChannelRefundResult {
    throw new CallbackRefusedError('钱包支付没有回调');
  }

  callbackAnswer = plainCallbackAnswer;
}
