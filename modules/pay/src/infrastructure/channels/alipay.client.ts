import { PayChannelCode, PayDisplayMode } from '@dha/contracts';
import { type KeyObject } from 'node:crypto';
import { centsToYuan } from '../../domain/pay-no';
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
import { alipayNotifyVerified, alipaySignedParams, chinaTime, rsa2Verify } from './alipay-signing';
import { PROVIDER_TIMEOUT_MS, baseUrlOf, privateKeyOf, publicKeyOf, required } from './provider-http';

interface AlipayConfig {
  gateway: string;
  appId: string;
  privateKey: KeyObject;
  alipayPublicKey: KeyObject;
}

export function alipayConfigOf(config: Record<string, unknown>): AlipayConfig {
  if (config.signType !== undefined && config.signType !== 'RSA2') throw new Error('只支持 RSA2 签名（signType）');
  if (config.mode !== undefined && Number(config.mode) !== 1) throw new Error('只支持公钥模式（mode = 1）');
  return {
    gateway: baseUrlOf(config, 'serverUrl', 'https://openapi.alipay.com/gateway.do'),
    appId: required(config, 'appId', '开放平台 APPID'),
    privateKey: privateKeyOf(required(config, 'privateKey', '应用私钥'), '应用私钥'),
    alipayPublicKey: publicKeyOf(required(config, 'alipayPublicKey', '支付宝公钥'), '支付宝公钥'),
  };
}

/** Alipay's `yyyy-MM-dd HH:mm:ss` (China time) as a Date. */
const fromChinaTime = (s: unknown): Date | null =>
  typeof s === 'string' && /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(s) ? new Date(`${s.replace(' ', 'T')}+08:00`) : null;

/**
 * The exact text of one member's JSON value in an answer (the object Alipay signed), without
 * parsing and printing it again: from its opening brace to the matching one, strings respected.
 */
export function rawMember(text: string, name: string): string | null {
  const key = `"${name}"`;
  let at = text.indexOf(key);
  if (at < 0) return null;
  at = text.indexOf('{', at + key.length);
  if (at < 0) return null;
  let depth = 0;
  let inString = false;
  for (let i = at; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return text.slice(at, i + 1);
  }
  return null;
}

const TRADE_NOT_EXIST = 'ACQ.TRADE_NOT_EXIST';

/**
 * Alipay OpenAPI through the gateway (RSA2, public-key mode): `alipay_pc` (the page pay URL the payer
 * is sent to) and `alipay_qr` (precreate: a QR code to scan). Requests signed with the app's private
 * key; answers (the signed `*_response` text) and asynchronous notifications verified with Alipay's
 * public key. Alipay sends no refund notification: a refund's result is its answer or the sync job's query.
 */
export class AlipayClient implements PayChannelClient {
  private readonly cfg: AlipayConfig;

  constructor(
    private readonly code: string,
    config: Record<string, unknown>,
  ) {
    this.cfg = alipayConfigOf(config);
  }

  async unifiedOrder(req: UnifiedOrderRequest): Promise<ChannelOrderResult> {
    const biz = {
      out_trade_no: req.outTradeNo,
      total_amount: centsToYuan(req.price),
      subject: req.subject,
      body: req.body ?? undefined,
      time_expire: chinaTime(req.expireTime),
    };
    if (this.code === PayChannelCode.ALIPAY_PC) {
      const params = this.signed(
        'alipay.trade.page.pay',
        { ...biz, product_code: 'FAST_INSTANT_TRADE_PAY' },
        { notify_url: req.notifyUrl, return_url: req.returnUrl ?? undefined },
      );
      return {
        status: 'WAITING',
        outTradeNo: req.outTradeNo,
        displayMode: PayDisplayMode.URL,
        displayContent: `${this.cfg.gateway}?${new URLSearchParams(params).toString()}`,
      };
    }
    const res = await this.exec('alipay.trade.precreate', biz, { notify_url: req.notifyUrl });
    if (res.code !== '10000')
      return {
        status: 'WAITING',
        outTradeNo: req.outTradeNo,
        channelErrorCode: String(res.sub_code ?? res.code),
        channelErrorMsg: String(res.sub_msg ?? res.msg ?? ''),
      };
    return {
      status: 'WAITING',
      outTradeNo: req.outTradeNo,
      displayMode: PayDisplayMode.QR_CODE,
      displayContent: String(res.qr_code ?? ''),
    };
  }

  async getOrder(outTradeNo: string): Promise<ChannelOrderResult | null> {
    const res = await this.exec('alipay.trade.query', { out_trade_no: outTradeNo });
    if (res.sub_code === TRADE_NOT_EXIST) return null;
    if (res.code !== '10000') throw new ChannelRefusedError(String(res.sub_code ?? res.code), String(res.sub_msg ?? res.msg ?? ''));
    return orderResult(outTradeNo, res);
  }

  async closeOrder(outTradeNo: string): Promise<void> {
    const res = await this.exec('alipay.trade.close', { out_trade_no: outTradeNo });
    if (res.code !== '10000' && res.sub_code !== TRADE_NOT_EXIST)
      throw new ChannelRefusedError(String(res.sub_code ?? res.code), String(res.sub_msg ?? ''));
  }

  async unifiedRefund(req: UnifiedRefundRequest): Promise<ChannelRefundResult> {
    const res = await this.exec('alipay.trade.refund', {
      out_trade_no: req.outTradeNo,
      refund_amount: centsToYuan(req.refundPrice),
      out_request_no: req.outRefundNo,
      refund_reason: req.reason,
    });
    if (res.code !== '10000') throw new ChannelRefusedError(String(res.sub_code ?? res.code), String(res.sub_msg ?? res.msg ?? ''));
    // fund_change Y: the money moved now; N: asked before, the query tells
    if (res.fund_change === 'Y')
      return {
        status: 'SUCCESS',
        outRefundNo: req.outRefundNo,
        channelRefundNo: String(res.trade_no ?? ''),
        successTime: fromChinaTime(res.gmt_refund_pay) ?? new Date(),
        rawData: res,
      };
    return (await this.getRefund(req.outTradeNo, req.outRefundNo)) ?? { status: 'WAITING', outRefundNo: req.outRefundNo, rawData: res };
  }

  async getRefund(outTradeNo: string, outRefundNo: string): Promise<ChannelRefundResult | null> {
    const res = await this.exec('alipay.trade.fastpay.refund.query', {
      out_trade_no: outTradeNo,
      out_request_no: outRefundNo,
      query_options: ['gmt_refund_pay'],
    });
    if (res.code !== '10000') throw new ChannelRefusedError(String(res.sub_code ?? res.code), String(res.sub_msg ?? res.msg ?? ''));
    // no refund_status: Alipay has no such refund
    if (res.refund_status === undefined) return null;
    return {
      status: res.refund_status === 'REFUND_SUCCESS' ? 'SUCCESS' : 'WAITING',
      outRefundNo,
      channelRefundNo: String(res.trade_no ?? ''),
      successTime: fromChinaTime(res.gmt_refund_pay),
      rawData: res,
    };
  }

  parseOrderNotify(callback: ChannelCallback): ChannelOrderResult {
    const params = callback.body;
    if (!params || typeof params !== 'object' || Array.isArray(params)) throw new CallbackRefusedError('回调不是表单');
    const p = params as Record<string, unknown>;
    if (!alipayNotifyVerified(p, this.cfg.alipayPublicKey)) throw new CallbackRefusedError('支付宝签名验证失败');
    if (p.app_id !== this.cfg.appId) throw new CallbackRefusedError('APPID 不符');
    if (typeof p.out_trade_no !== 'string') throw new CallbackRefusedError('缺少 out_trade_no');
    return orderResult(p.out_trade_no, p);
  }

  parseRefundNotify(): ChannelRefundResult {
    throw new CallbackRefusedError('支付宝没有退款回调');
  }

  /** Alipay takes the text `success`; anything else is called again later. */
  callbackAnswer(ok: boolean): CallbackAnswer {
    return { status: ok ? 200 : 400, contentType: 'text/plain; charset=utf-8', body: ok ? 'success' : 'failure' };
  }

  /** The common parameters of a call with its biz_content, signed. */
  private signed(method: string, biz: Record<string, unknown>, extra: Record<string, string | undefined> = {}): Record<string, string> {
    return alipaySignedParams(this.cfg, method, biz, extra, new Date());
  }

  /** One call through the gateway; its `*_response` is believed only with Alipay's signature over its exact text. */
  private async exec(
    method: string,
    biz: Record<string, unknown>,
    extra: Record<string, string | undefined> = {},
  ): Promise<Record<string, unknown>> {
    const res = await fetch(this.cfg.gateway, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
      body: new URLSearchParams(this.signed(method, biz, extra)).toString(),
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
    if (res.status >= 300) throw new Error(`支付宝网关 HTTP ${res.status}`);
    const text = await res.text();
    const name = `${method.replace(/\./g, '_')}_response`;
    const raw = rawMember(text, name);
    const parsed = JSON.parse(text) as Record<string, unknown>;
    if (!raw) throw new Error(`支付宝应答缺少 ${name}`);
    const answer = JSON.parse(raw) as Record<string, unknown>;
    // an error answered before the app was known (e.g. a bad app_id) comes unsigned: believed only as a refusal
    if (typeof parsed.sign !== 'string') {
      if (answer.code === '10000') throw new Error('支付宝应答没有签名');
      return answer;
    }
    if (!rsa2Verify(raw, parsed.sign, this.cfg.alipayPublicKey)) throw new Error('支付宝应答签名验证失败');
    return answer;
  }
}

function orderResult(outTradeNo: string, p: Record<string, unknown>): ChannelOrderResult {
  const state = p.trade_status;
  const paid = state === 'TRADE_SUCCESS' || state === 'TRADE_FINISHED';
  return {
    status: paid ? 'SUCCESS' : state === 'TRADE_CLOSED' ? 'CLOSED' : 'WAITING',
    outTradeNo,
    channelOrderNo: typeof p.trade_no === 'string' ? p.trade_no : null,
    channelUserId:
      typeof p.buyer_open_id === 'string'
        ? p.buyer_open_id
        : typeof p.buyer_user_id === 'string'
          ? p.buyer_user_id
          : typeof p.buyer_id === 'string'
            ? p.buyer_id
            : null,
    successTime: fromChinaTime(p.gmt_payment) ?? fromChinaTime(p.send_pay_date) ?? (paid ? new Date() : null),
    rawData: p,
  };
}
