import type { PayDisplayModeValue } from '@dha/contracts';

/** A channel's word on a payment attempt. */
export interface ChannelOrderResult {
  status: 'WAITING' | 'SUCCESS' | 'CLOSED';
  /** our attempt's number (out_trade_no) */
  outTradeNo: string;
  channelOrderNo?: string | null;
  /** the payer at the channel (openid, buyer id) */
  channelUserId?: string | null;
  successTime?: Date | null;
  /** what the channel sent, kept on the attempt (channelNotifyData) */
  rawData?: unknown;
  /** how the payer goes on (submit only) */
  displayMode?: PayDisplayModeValue | null;
  displayContent?: string | null;
  /** a refusal by the channel (submit only): the order stays waiting, another channel may be tried */
  channelErrorCode?: string | null;
  channelErrorMsg?: string | null;
}

/** A channel's word on a refund. */
export interface ChannelRefundResult {
  status: 'WAITING' | 'SUCCESS' | 'FAILURE';
  outRefundNo: string;
  channelRefundNo?: string | null;
  successTime?: Date | null;
  rawData?: unknown;
  channelErrorCode?: string | null;
  channelErrorMsg?: string | null;
}

export interface UnifiedOrderRequest {
  tenantId: number;
  /** the payer (the wallet channel pays from this user's wallet) */
  userId: number | null;
  userType: number;
  outTradeNo: string;
  subject: string;
  body: string | null;
  price: number;
  expireTime: Date;
  notifyUrl: string;
  returnUrl: string | null;
  userIp: string;
  channelExtras: Record<string, string>;
  displayMode: string | null;
}

export interface UnifiedRefundRequest {
  tenantId: number;
  outTradeNo: string;
  outRefundNo: string;
  reason: string;
  payPrice: number;
  refundPrice: number;
  notifyUrl: string;
}

/** A provider's callback as it arrived: its headers, parsed body and, for JSON, the exact text signed. */
export interface ChannelCallback {
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
  rawBody: string | undefined;
}

/** What to answer the provider for a callback (its own protocol, not our envelope). */
export interface CallbackAnswer {
  status: number;
  contentType: string;
  body: string;
}

/** A callback whose signature (or decryption) did not verify: nothing is changed. */
export class CallbackRefusedError extends Error {}

/** A channel's own refusal of a call (answered by the provider), as opposed to a network failure. */
export class ChannelRefusedError extends Error {
  constructor(
    readonly errorCode: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * One payment channel, as upstream's PayClient: the same interface for the mock, the wallet and the
 * real providers, so the workflow never knows which it talks to. Network failures reject; a
 * provider's refusal is a ChannelRefusedError (or, on submit, a result carrying the error).
 */
export interface PayChannelClient {
  unifiedOrder(req: UnifiedOrderRequest): Promise<ChannelOrderResult>;
  /** null: the channel knows nothing of this attempt (never submitted, or not yet visible) */
  getOrder(outTradeNo: string): Promise<ChannelOrderResult | null>;
  /** closes an unpaid attempt at the channel (best effort) */
  closeOrder(outTradeNo: string): Promise<void>;
  unifiedRefund(req: UnifiedRefundRequest): Promise<ChannelRefundResult>;
  /** null: the channel knows nothing of this refund */
  getRefund(outTradeNo: string, outRefundNo: string): Promise<ChannelRefundResult | null>;
  /** verifies and reads a payment callback; throws CallbackRefusedError when it does not verify */
  parseOrderNotify(callback: ChannelCallback): ChannelOrderResult;
  /** verifies and reads a refund callback; throws CallbackRefusedError when it does not verify */
  parseRefundNotify(callback: ChannelCallback): ChannelRefundResult;
  /** the provider's expected answer to a callback */
  callbackAnswer(ok: boolean, message?: string): CallbackAnswer;
}

/** The answer of channels that call nobody back (mock, wallet): upstream's plain "success". */
export const plainCallbackAnswer = (ok: boolean): CallbackAnswer => ({
  status: ok ? 200 : 400,
  contentType: 'text/plain; charset=utf-8',
  body: ok ? 'success' : 'fail',
});
