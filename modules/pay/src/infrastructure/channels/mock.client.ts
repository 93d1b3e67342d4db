import {
  CallbackRefusedError,
  plainCallbackAnswer,
  type ChannelOrderResult,
  type ChannelRefundResult,
  type PayChannelClient,
  type UnifiedOrderRequest,
  type UnifiedRefundRequest,
} from './pay-channel-client';

/** Upstream's mock channel: every payment and refund succeeds at once, nothing calls back (demos and tests). */
export class MockPayClient implements PayChannelClient {
  unifiedOrder(req: UnifiedOrderRequest): Promise<ChannelOrderResult> {
    return Promise.resolve(this.paid(req.outTradeNo));
  }

  getOrder(outTradeNo: string): Promise<ChannelOrderResult | null> {
    return Promise.resolve(this.paid(outTradeNo));
  }

  closeOrder(): Promise<void> {
    return Promise.resolve();
  }

  unifiedRefund(req: UnifiedRefundRequest): Promise<ChannelRefundResult> {
    return Promise.resolve(this.refunded(req.outRefundNo));
  }

  getRefund(_outTradeNo: string, outRefundNo: string): Promise<ChannelRefundResult | null> {
    return Promise.resolve(this.refunded(outRefundNo));
  }

  parseOrderNotify(): ChannelOrderResult {
    throw new CallbackRefusedError('模拟支付没有回调');
  }

  parseRefundNotify(): ChannelRefundResult {
    throw new CallbackRefusedError('模拟支付没有回调');
  }

  callbackAnswer = plainCallbackAnswer;

  private paid(outTradeNo: string): ChannelOrderResult {
    return { status: 'SUCCESS', outTradeNo, channelOrderNo: `MOCK-P-${outTradeNo}`, successTime: new Date(), rawData: { mock: true } };
  }

  private refunded(outRefundNo: string): ChannelRefundResult {
    return { status: 'SUCCESS', outRefundNo, channelRefundNo: `MOCK-R-${outRefundNo}`, successTime: new Date(), rawData: { mock: true } };
  }
}
