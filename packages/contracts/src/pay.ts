// Wire shapes of the pay calls (upstream yudao-module-pay, shared/contract/yudao-pay-infra-facts.md §1, wire facts §8).
// Money is integer cents everywhere.
import type { ValueOf } from './enums';

/**
 * Pay order status as upstream's server and dictionary `pay_order_status` (the spec's console constant
 * `CLOSED 20` is an upstream console slip): 20 is REFUND (stays 20 after a full refund), 30 CLOSED.
 */
export const PayOrderStatus = { WAITING: 0, SUCCESS: 10, REFUND: 20, CLOSED: 30 } as const;
export type PayOrderStatusValue = ValueOf<typeof PayOrderStatus>;
/** An order the cashier may still pay (20 and 30 alike are "cannot be paid"). */
export const isPayOrderPayable = (status: number): boolean => status === PayOrderStatus.WAITING;
/** An order whose money was received (a refunded one included). */
export const isPayOrderPaid = (status: number): boolean => status === PayOrderStatus.SUCCESS || status === PayOrderStatus.REFUND;

export const PayRefundStatus = { WAITING: 0, SUCCESS: 10, FAILURE: 20 } as const;
export type PayRefundStatusValue = ValueOf<typeof PayRefundStatus>;

/** Notify task status: 21 answered but not `{code: 0}`, 22 the request itself failed. */
export const PayNotifyStatus = { WAITING: 0, SUCCESS: 10, FAILURE: 20, REQUEST_SUCCESS: 21, REQUEST_FAILURE: 22 } as const;
export type PayNotifyStatusValue = ValueOf<typeof PayNotifyStatus>;
export const PayNotifyType = { ORDER: 1, REFUND: 2 } as const;
export type PayNotifyTypeValue = ValueOf<typeof PayNotifyType>;

/** Upstream's wallet transaction kinds; price is signed (a payment is negative). */
export const PayWalletBizType = { RECHARGE: 1, RECHARGE_REFUND: 2, PAYMENT: 3, PAYMENT_REFUND: 4, UPDATE_BALANCE: 5 } as const;
export type PayWalletBizTypeValue = ValueOf<typeof PayWalletBizType>;

/** Upstream user types: 1 member (a visitor of the client area), 2 admin (staff). */
export const PayUserType = { MEMBER: 1, ADMIN: 2 } as const;

export const PayChannelCode = {
  WX_PUB: 'wx_pub',
  WX_LITE: 'wx_lite',
  WX_APP: 'wx_app',
  WX_NATIVE: 'wx_native',
  WX_BAR: 'wx_bar',
  ALIPAY_PC: 'alipay_pc',
  ALIPAY_WAP: 'alipay_wap',
  ALIPAY_APP: 'alipay_app',
  ALIPAY_QR: 'alipay_qr',
  ALIPAY_BAR: 'alipay_bar',
  MOCK: 'mock',
  WALLET: 'wallet',
} as const;
export type PayChannelCodeValue = ValueOf<typeof PayChannelCode>;
/** The channels this server can take payments through (an adapter exists); the others are refused on create. */
export const SUPPORTED_PAY_CHANNELS: readonly PayChannelCodeValue[] = ['wx_pub', 'wx_native', 'alipay_pc', 'alipay_qr', 'mock', 'wallet'];
export const isWeixinChannel = (code: string): boolean => code.startsWith('wx_');
export const isAlipayChannel = (code: string): boolean => code.startsWith('alipay_');

export const PayDisplayMode = { URL: 'url', IFRAME: 'iframe', FORM: 'form', QR_CODE: 'qr_code', APP: 'app' } as const;
export type PayDisplayModeValue = ValueOf<typeof PayDisplayMode>;

/** The app key of the course fees (one app per tenant, made by the pay module). */
export const COURSE_PAY_APP_KEY = 'course';

export interface PayAppVO {
  id: number;
  appKey: string;
  name: string;
  status: number;
  remark: string | null;
  /** where the merchant notify task POSTs `{merchantOrderId, payOrderId}`; empty: the app is told by domain events only */
  orderNotifyUrl: string;
  refundNotifyUrl: string;
  createTime: number;
}

/** A row of `/pay/app/page`: the app and the codes of its channels (enabled or not). */
export interface PayAppPageItemVO extends PayAppVO {
  channelCodes: string[];
}

export interface PayAppSaveReq {
  id?: number;
  appKey: string;
  name: string;
  status: number;
  remark?: string | null;
  orderNotifyUrl?: string;
  refundNotifyUrl?: string;
}

export interface PayChannelVO {
  id: number;
  code: string;
  status: number;
  /** percent, e.g. 0.6 */
  feeRate: number;
  remark: string | null;
  appId: number;
  /** the channel's configuration as a JSON string (upstream's wire form); secrets are answered masked */
  config: string;
  createTime: number;
}

export interface PayChannelSaveReq {
  id?: number;
  code: string;
  status: number;
  feeRate: number;
  remark?: string | null;
  appId: number;
  config: string;
}

/** WeChat Pay API v3 configuration (public-key mode: the platform public key and its id). */
export interface WeixinPayChannelConfig {
  appId: string;
  mchId: string;
  apiVersion: 'v3';
  /** the merchant's API private key (PEM) */
  privateKeyContent: string;
  /** the serial number of the merchant's API certificate */
  certSerialNo: string;
  /** the APIv3 key: 32 characters, decrypts callbacks */
  apiV3Key: string;
  /** WeChat Pay's public key (PEM), verifies answers and callbacks */
  publicKeyContent: string;
  /** its id (`PUB_KEY_ID_…`), the serial callbacks carry */
  publicKeyId: string;
  /** the API base (tests and proxies); default https://api.mch.weixin.qq.com */
  serverUrl?: string;
}

/** Alipay OpenAPI (RSA2, public-key mode) configuration. */
export interface AlipayPayChannelConfig {
  /** the gateway: https://openapi.alipay.com/gateway.do (sandbox: …alipaydev.com/gateway.do) */
  serverUrl: string;
  appId: string;
  signType: 'RSA2';
  /** 1: public key mode (the only one supported) */
  mode: number;
  /** the app's private key (PEM or bare base64 PKCS#8) */
  privateKey: string;
  alipayPublicKey: string;
}

export interface PayOrderVO {
  id: number;
  appId: number;
  channelId: number | null;
  channelCode: string | null;
  merchantOrderId: string;
  subject: string;
  body: string | null;
  notifyUrl: string;
  price: number;
  channelFeeRate: number | null;
  channelFeePrice: number | null;
  status: PayOrderStatusValue;
  userIp: string;
  expireTime: number;
  successTime: number | null;
  extensionId: number | null;
  no: string | null;
  refundPrice: number;
  channelUserId: string | null;
  channelOrderNo: string | null;
  userId: number | null;
  createTime: number;
  updateTime: number;
}

export interface PayOrderPageItemVO extends PayOrderVO {
  appName: string;
}

export interface PayOrderDetailVO extends PayOrderPageItemVO {
  extension: { no: string; channelNotifyData: string | null } | null;
}

export interface PayOrderSubmitReq {
  id: number;
  channelCode: string;
  channelExtras?: Record<string, string>;
  displayMode?: string;
  returnUrl?: string;
}

export interface PayOrderSubmitRespVO {
  /** the order's status: 10 = paid at once (mock, wallet) */
  status: number;
  displayMode: PayDisplayModeValue | null;
  /** the URL, the QR text or the app payload */
  displayContent: string | null;
}

export interface PayRefundVO {
  id: number;
  no: string;
  appId: number;
  channelId: number;
  channelCode: string;
  orderId: number;
  orderNo: string;
  merchantOrderId: string;
  merchantRefundId: string;
  notifyUrl: string;
  status: PayRefundStatusValue;
  payPrice: number;
  refundPrice: number;
  reason: string;
  userIp: string;
  channelOrderNo: string | null;
  channelRefundNo: string | null;
  successTime: number | null;
  channelErrorCode: string | null;
  channelErrorMsg: string | null;
  channelNotifyData: string | null;
  createTime: number;
  updateTime: number;
}

export interface PayRefundPageItemVO extends PayRefundVO {
  appName: string;
}

export interface PayRefundDetailVO extends PayRefundPageItemVO {
  order: { subject: string } | null;
}

export interface PayNotifyTaskVO {
  id: number;
  appId: number;
  appName: string;
  type: PayNotifyTypeValue;
  dataId: number;
  merchantOrderId: string;
  merchantRefundId: string | null;
  status: PayNotifyStatusValue;
  nextNotifyTime: number;
  lastExecuteTime: number | null;
  notifyTimes: number;
  maxNotifyTimes: number;
  notifyUrl: string;
  createTime: number;
  updateTime: number;
}

export interface PayNotifyLogVO {
  id: number;
  status: PayNotifyStatusValue;
  notifyTimes: number;
  response: string;
  createTime: number;
}

export interface PayNotifyTaskDetailVO extends PayNotifyTaskVO {
  logs: PayNotifyLogVO[];
}

export interface PayWalletVO {
  id: number;
  userId: number;
  userType: number;
  /** the owner's username and nickname (console lists) */
  username: string | null;
  nickname: string | null;
  balance: number;
  totalExpense: number;
  totalRecharge: number;
  freezePrice: number;
  createTime: number;
}

export interface PayWalletTransactionVO {
  id: number;
  no: string;
  walletId: number;
  bizType: PayWalletBizTypeValue;
  bizId: string;
  title: string;
  /** signed: a payment is negative */
  price: number;
  /** the balance after it */
  balance: number;
  createTime: number;
}

/** `PUT /pay/wallet/update-balance`: a signed change in cents. */
export interface PayWalletUpdateBalanceReq {
  userId: number;
  balance: number;
}

/**
 * What a signup shows of its course fee (staff lists, detail, exports; the visitor's own list):
 * absent when the signup has no pay order (a free course, or not yet asked to pay).
 */
export interface SignupPaymentVO {
  payOrderId: number;
  /** pay order status (0 waiting, 10 paid, 20 refunded, 30 closed) */
  status: PayOrderStatusValue;
  price: number;
  refundPrice: number;
  expireTime: number;
  successTime: number | null;
  channelCode: string | null;
  /** the newest refund's status, null when none */
  refundStatus: PayRefundStatusValue | null;
}

/** Words of the payment state (lists, exports, the visitor's signup): one place for both sides. */
export function signupPaymentLabel(p: Pick<SignupPaymentVO, 'status' | 'refundStatus'> | null | undefined): string {
  if (!p) return '';
  if (p.refundStatus === PayRefundStatus.WAITING) return '退款中';
  if (p.refundStatus === PayRefundStatus.FAILURE) return '退款失败';
  if (p.status === PayOrderStatus.REFUND) return '已退款';
  if (p.status === PayOrderStatus.SUCCESS) return '已支付';
  if (p.status === PayOrderStatus.CLOSED) return '支付关闭';
  return '待支付';
}
