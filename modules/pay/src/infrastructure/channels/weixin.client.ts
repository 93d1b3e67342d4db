import { PayChannelCode, PayDisplayMode } from '@dha/contracts';
import { randomBytes, type KeyObject } from 'node:crypto';
import {
  CallbackRefusedError,
  ChannelRefusedError,
  type CallbackAnswer,
  type ChannelCallback,
  type ChannelOrderResult,
  type ChannelRefundResult,
  type PayChannelClient,
  type UnifiedOrderRequest,
  type UnifiedRefundRequest,
} from './pay-channel-client';
import { PROVIDER_TIMEOUT_MS, baseUrlOf, header, privateKeyOf, publicKeyOf, required } from './provider-http';
import { answerSignatureValid, decryptResource, jsapiPayParams, requestAuthorization } from './weixin-signing';

/** A callback or answer signed longer ago than this is refused (WeChat Pay's advice: 5 minutes). */
const MAX_SKEW_SECONDS = 300;

/** WeChat Pay API v3 configuration as stored (public-key mode). */
interface WeixinConfig {
  appId: string;
  mchId: string;
  certSerialNo: string;
  privateKey: KeyObject;
  apiV3Key: Buffer;
  publicKey: KeyObject;
  publicKeyId: string;
  baseUrl: string;
}

/** Reads and checks a stored configuration (thrown messages name the field). */
export function weixinConfigOf(config: Record<string, unknown>): WeixinConfig {
  const apiV3Key = required(config, 'apiV3Key', 'APIv3 密钥');
  if (Buffer.byteLength(apiV3Key) !== 32) throw new Error('APIv3 密钥必须是 32 个字符');
  return {
    appId: required(config, 'appId', '公众号 APPID'),
    mchId: required(config, 'mchId', '商户号'),
    certSerialNo: required(config, 'certSerialNo', '商户证书序列号'),
    privateKey: privateKeyOf(required(config, 'privateKeyContent', '商户 API 私钥'), '商户 API 私钥'),
    apiV3Key: Buffer.from(apiV3Key),
    publicKey: publicKeyOf(required(config, 'publicKeyContent', '微信支付公钥'), '微信支付公钥'),
    publicKeyId: required(config, 'publicKeyId', '微信支付公钥 ID'),
    baseUrl: baseUrlOf(config, 'serverUrl', 'https://api.mch.weixin.qq.com'),
  };
}

/** RFC 3339 with the +08:00 offset WeChat Pay writes (time_expire). */
export function rfc3339China(d: Date): string {
  const t = new Date(d.getTime() + 8 * 3_600_000);
  return `${t.toISOString().slice(0, 19)}+08:00`;
}

interface Transaction {
  mchid?: string;
  out_trade_no: string;
  transaction_id?: string;
  trade_state: string;
  success_time?: string;
  payer?: { openid?: string };
}

interface WeixinRefund {
  out_refund_no: string;
  refund_id?: string;
  status?: string;
  refund_status?: string;
  success_time?: string;
}

/**
 * WeChat Pay API v3 (`wx_native`: a QR code to scan; `wx_pub`: JSAPI inside WeChat with the payer's
 * openid): requests signed with the merchant's API key (WECHATPAY2-SHA256-RSA2048), answers and
 * callbacks verified with WeChat Pay's public key, callback resources decrypted with the APIv3 key.
 */
export class WeixinPayClient implements PayChannelClient {
  private readonly cfg: WeixinConfig;

  constructor(
    private readonly code: string,
    config: Record<string, unknown>,
  ) {
    this.cfg = weixinConfigOf(config);
  }

  async unifiedOrder(req: UnifiedOrderRequest): Promise<ChannelOrderResult> {
    const jsapi = this.code === PayChannelCode.WX_PUB;
    const openid = req.channelExtras.openid;
    if (jsapi && !openid)
      return {
        status: 'WAITING',
        outTradeNo: req.outTradeNo,
        channelErrorCode: 'OPENID_MISSING',
        channelErrorMsg: '请在微信中打开（缺少 openid）',
      };
    const body = {
      appid: this.cfg.appId,
      mchid: this.cfg.mchId,
      description: req.subject,
      out_trade_no: req.outTradeNo,
      time_expire: rfc3339China(req.expireTime),
      notify_url: req.notifyUrl,
      amount: { total: req.price, currency: 'CNY' },
      ...(jsapi ? { payer: { openid } } : {}),
      scene_info: { payer_client_ip: req.userIp || '127.0.0.1' },
    };
    const res = await this.call('POST', `/v3/pay/transactions/${jsapi ? 'jsapi' : 'native'}`, body);
    if (res.status >= 300)
      return {
        status: 'WAITING',
        outTradeNo: req.outTradeNo,
        channelErrorCode: errorCode(res.data),
        channelErrorMsg: errorMessage(res.data),
      };
    const data = res.data as { code_url?: string; prepay_id?: string };
    if (!jsapi)
      return { status: 'WAITING', outTradeNo: req.outTradeNo, displayMode: PayDisplayMode.QR_CODE, displayContent: data.code_url ?? null };
    return {
      status: 'WAITING',
      outTradeNo: req.outTradeNo,
      displayMode: PayDisplayMode.APP,
      displayContent: JSON.stringify(this.jsapiParams(data.prepay_id ?? '')),
    };
  }

  /** What the page hands WeixinJSBridge's getBrandWCPayRequest, signed with the merchant's key. */
  jsapiParams(prepayId: string): Record<string, string> {
    return jsapiPayParams(
      this.cfg.appId,
      prepayId,
      String(Math.floor(Date.now() / 1000)),
      randomBytes(16).toString('hex'),
      this.cfg.privateKey,
    );
  }

  async getOrder(outTradeNo: string): Promise<ChannelOrderResult | null> {
    const res = await this.call(
      'GET',
      `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}?mchid=${encodeURIComponent(this.cfg.mchId)}`,
    );
    if (res.status === 404) return null;
    if (res.status >= 300) throw new ChannelRefusedError(errorCode(res.data), errorMessage(res.data));
    return this.orderResult(res.data as Transaction);
  }

  async closeOrder(outTradeNo: string): Promise<void> {
    const res = await this.call('POST', `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}/close`, {
      mchid: this.cfg.mchId,
    });
    if (res.status >= 300 && res.status !== 404) throw new ChannelRefusedError(errorCode(res.data), errorMessage(res.data));
  }

  async unifiedRefund(req: UnifiedRefundRequest): Promise<ChannelRefundResult> {
    const res = await this.call('POST', '/v3/refund/domestic/refunds', {
      out_trade_no: req.outTradeNo,
      out_refund_no: req.outRefundNo,
      reason: req.reason,
      notify_url: req.notifyUrl,
      amount: { refund: req.refundPrice, total: req.payPrice, currency: 'CNY' },
    });
    if (res.status >= 300) throw new ChannelRefusedError(errorCode(res.data), errorMessage(res.data));
    return refundResult(res.data as WeixinRefund);
  }

  async getRefund(_outTradeNo: string, outRefundNo: string): Promise<ChannelRefundResult | null> {
    const res = await this.call('GET', `/v3/refund/domestic/refunds/${encodeURIComponent(outRefundNo)}`);
    if (res.status === 404) return null;
    if (res.status >= 300) throw new ChannelRefusedError(errorCode(res.data), errorMessage(res.data));
    return refundResult(res.data as WeixinRefund);
  }

  parseOrderNotify(callback: ChannelCallback): ChannelOrderResult {
    const t = JSON.parse(this.verifiedResource(callback)) as Transaction;
    if (t.mchid && t.mchid !== this.cfg.mchId) throw new CallbackRefusedError('商户号不符');
    return { ...this.orderResult(t), rawData: t };
  }

  parseRefundNotify(callback: ChannelCallback): ChannelRefundResult {
    const r = JSON.parse(this.verifiedResource(callback)) as WeixinRefund & { mchid?: string };
    if (r.mchid && r.mchid !== this.cfg.mchId) throw new CallbackRefusedError('商户号不符');
    return { ...refundResult(r), rawData: r };
  }

  /** WeChat Pay takes 2xx as received; a failure is 4xx/5xx with {code: FAIL, message}. */
  callbackAnswer(ok: boolean, message?: string): CallbackAnswer {
    return ok
      ? { status: 200, contentType: 'application/json; charset=utf-8', body: JSON.stringify({ code: 'SUCCESS', message: '成功' }) }
      : { status: 401, contentType: 'application/json; charset=utf-8', body: JSON.stringify({ code: 'FAIL', message: message ?? '失败' }) };
  }

  /** The callback's signature (over the exact body text) and freshness, then its decrypted resource. */
  private verifiedResource(callback: ChannelCallback): string {
    const { rawBody, headers } = callback;
    if (typeof rawBody !== 'string') throw new CallbackRefusedError('回调不是 JSON');
    this.verifyAnswer(headers, rawBody, CallbackRefusedError);
    const body = callback.body as { resource?: { ciphertext?: unknown; nonce?: unknown; associated_data?: unknown; algorithm?: unknown } };
    const resource = body?.resource;
    if (
      !resource ||
      typeof resource.ciphertext !== 'string' ||
      typeof resource.nonce !== 'string' ||
      resource.algorithm !== 'AEAD_AES_256_GCM'
    )
      throw new CallbackRefusedError('回调没有加密资源');
    try {
      return decryptResource(
        {
          ciphertext: resource.ciphertext,
          nonce: resource.nonce,
          associated_data: typeof resource.associated_data === 'string' ? resource.associated_data : '',
        },
        this.cfg.apiV3Key,
      );
    } catch {
      throw new CallbackRefusedError('回调资源解密失败');
    }
  }

  /** Checks WeChat Pay's signature headers over a body (answers and callbacks alike). */
  private verifyAnswer(headers: Record<string, string | string[] | undefined>, body: string, Refusal: new (m: string) => Error): void {
    const timestamp = header(headers, 'wechatpay-timestamp');
    const nonce = header(headers, 'wechatpay-nonce');
    const signature = header(headers, 'wechatpay-signature');
    const serial = header(headers, 'wechatpay-serial');
    if (!timestamp || !nonce || !signature || !serial) throw new Refusal('缺少微信支付签名');
    if (serial !== this.cfg.publicKeyId) throw new Refusal(`微信支付公钥 ID 不符：${serial}`);
    if (!/^\d{1,12}$/.test(timestamp) || Math.abs(Date.now() / 1000 - Number(timestamp)) > MAX_SKEW_SECONDS)
      throw new Refusal('微信支付签名已过期');
    if (!answerSignatureValid(timestamp, nonce, body, signature, this.cfg.publicKey)) throw new Refusal('微信支付签名验证失败');
  }

  private orderResult(t: Transaction): ChannelOrderResult {
    const paid = t.trade_state === 'SUCCESS' || t.trade_state === 'REFUND';
    const closed = t.trade_state === 'CLOSED' || t.trade_state === 'REVOKED' || t.trade_state === 'PAYERROR';
    return {
      status: paid ? 'SUCCESS' : closed ? 'CLOSED' : 'WAITING',
      outTradeNo: t.out_trade_no,
      channelOrderNo: t.transaction_id ?? null,
      channelUserId: t.payer?.openid ?? null,
      successTime: t.success_time ? new Date(t.success_time) : null,
      rawData: t,
    };
  }

  /** One signed call; its answer's signature is checked before it is believed (a 5xx without one is a failure). */
  private async call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; data: unknown }> {
    const text = body === undefined ? '' : JSON.stringify(body);
    const timestamp = String(Math.floor(Date.now() / 1000));
    const nonce = randomBytes(16).toString('hex');
    const res = await fetch(`${this.cfg.baseUrl}${path}`, {
      method,
      headers: {
        authorization: requestAuthorization(this.cfg, { method, path, timestamp, nonce, body: text }),
        accept: 'application/json',
        'content-type': 'application/json',
        'user-agent': 'dha-center',
      },
      body: text || undefined,
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
    const answer = await res.text();
    if (res.status >= 500) throw new Error(`微信支付 HTTP ${res.status}`);
    this.verifyAnswer(Object.fromEntries(res.headers.entries()), answer, Error);
    return { status: res.status, data: answer ? (JSON.parse(answer) as unknown) : null };
  }
}

const errorCode = (data: unknown): string => String((data as { code?: unknown })?.code ?? 'UNKNOWN');
const errorMessage = (data: unknown): string => String((data as { message?: unknown })?.message ?? '');

function refundResult(r: WeixinRefund): ChannelRefundResult {
  const status = r.status ?? r.refund_status;
  return {
    status: status === 'SUCCESS' ? 'SUCCESS' : status === 'CLOSED' || status === 'ABNORMAL' ? 'FAILURE' : 'WAITING',
    outRefundNo: r.out_refund_no,
    channelRefundNo: r.refund_id ?? null,
    successTime: r.success_time ? new Date(r.success_time) : null,
    rawData: r,
    channelErrorCode: status === 'CLOSED' || status === 'ABNORMAL' ? status : null,
    channelErrorMsg: status === 'CLOSED' ? '退款关闭' : status === 'ABNORMAL' ? '退款异常' : null,
  };
}
