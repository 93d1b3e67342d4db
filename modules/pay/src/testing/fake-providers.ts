import { createCipheriv, generateKeyPairSync, randomBytes, sign, verify, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Local fakes of WeChat Pay API v3 and the Alipay gateway that speak their protocols as the real
 * providers do: every request's signature is checked with the merchant's public key (a bad one is
 * refused as the provider would), every answer and callback is signed with the provider's own key
 * (and WeChat's callback resources encrypted with the APIv3 key). Tests, the browser tests and the
 * fault script configure a channel with `channelConfig` and drive payments with `pay`.
 */

const pem = (k: KeyObject, type: 'spki' | 'pkcs8'): string => k.export({ type, format: 'pem' }).toString();

function keyPair(): { privateKey: KeyObject; publicKey: KeyObject } {
  return generateKeyPairSync('rsa', { modulusLength: 2048 });
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const lines = (...parts: string[]) => parts.map((p) => `${p}\n`).join('');
const chinaTime = (d: Date) => new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

export interface FakeCallback {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** A fake provider's HTTP server on a free loopback port. */
abstract class FakeProviderServer {
  private readonly server = createServer((req, res) => void this.handle(req, res));
  url = '';

  async start(): Promise<this> {
    this.url = await listen(this.server);
    return this;
  }

  close(): Promise<void> {
    return new Promise((r) => this.server.close(() => r()));
  }

  /** Sends a callback to its URL, as the provider does (answers the HTTP status). */
  async deliver(cb: FakeCallback): Promise<number> {
    return (await fetch(cb.url, { method: 'POST', headers: cb.headers, body: cb.body })).status;
  }

  protected abstract handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
}

interface FakeWeixinOrder {
  out_trade_no: string;
  total: number;
  notify_url: string;
  trade_state: string;
  transaction_id?: string;
  success_time?: string;
  openid?: string;
}

/** A fake of WeChat Pay API v3 (public-key mode). */
export class FakeWeixinPay extends FakeProviderServer {
  readonly mchId = '1900000109';
  readonly appId = 'wxd678efh567hg6787';
  readonly certSerialNo = '5157F09EFDC096DE15EBE81A47057A7232F1B8E1';
  readonly publicKeyId = 'PUB_KEY_ID_0114232134912410000000000000';
  readonly apiV3Key = randomBytes(16).toString('hex');
  private readonly merchant = keyPair();
  private readonly platform = keyPair();
  readonly orders = new Map<string, FakeWeixinOrder>();
  readonly refunds = new Map<
    string,
    { out_refund_no: string; out_trade_no: string; refund: number; status: string; refund_id: string; notify_url: string }
  >();
  /** requests refused for their signature */
  refusedRequests = 0;
  /** answers signed with a key WeChat Pay does not have (our side must refuse them) */
  forgeAnswers = false;

  /** The channel configuration our side stores (its merchant private key, WeChat Pay's public key). */
  channelConfig(overrides: Record<string, string> = {}): Record<string, string> {
    return {
      appId: this.appId,
      mchId: this.mchId,
      apiVersion: 'v3',
      certSerialNo: this.certSerialNo,
      privateKeyContent: pem(this.merchant.privateKey, 'pkcs8'),
      apiV3Key: this.apiV3Key,
      publicKeyId: this.publicKeyId,
      publicKeyContent: pem(this.platform.publicKey, 'spki'),
      serverUrl: this.url,
      ...overrides,
    };
  }

  /** The payer scans and pays: the order is paid here, and the callback WeChat Pay would send is answered. */
  pay(outTradeNo: string, openid = 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o'): FakeCallback {
    const o = this.orders.get(outTradeNo);
    if (!o) throw new Error(`fake WeChat Pay: no order ${outTradeNo}`);
    Object.assign(o, {
      trade_state: 'SUCCESS',
      transaction_id: `4200${Date.now()}${randomBytes(3).toString('hex')}`,
      success_time: new Date().toISOString(),
      openid,
    });
    return this.callback(o.notify_url, 'TRANSACTION.SUCCESS', 'transaction', this.transaction(o));
  }

  /** The refund goes through (it was PROCESSING): its callback. */
  settleRefund(outRefundNo: string): FakeCallback {
    const r = this.refunds.get(outRefundNo)!;
    r.status = 'SUCCESS';
    return this.callback(r.notify_url, 'REFUND.SUCCESS', 'refund', {
      mchid: this.mchId,
      out_trade_no: r.out_trade_no,
      out_refund_no: r.out_refund_no,
      refund_id: r.refund_id,
      refund_status: 'SUCCESS',
      success_time: new Date().toISOString(),
      amount: { refund: r.refund },
    });
  }

  private callback(url: string, eventType: string, originalType: string, resource: object): FakeCallback {
    const nonce = randomBytes(6).toString('hex');
    const cipher = createCipheriv('aes-256-gcm', Buffer.from(this.apiV3Key), Buffer.from(nonce));
    cipher.setAAD(Buffer.from(originalType));
    const ciphertext = Buffer.concat([cipher.update(JSON.stringify(resource)), cipher.final(), cipher.getAuthTag()]).toString('base64');
    const body = JSON.stringify({
      id: randomBytes(8).toString('hex'),
      create_time: new Date().toISOString(),
      resource_type: 'encrypt-resource',
      event_type: eventType,
      summary: '支付成功',
      resource: { original_type: originalType, algorithm: 'AEAD_AES_256_GCM', ciphertext, associated_data: originalType, nonce },
    });
    return { url, headers: { 'content-type': 'application/json', ...this.signatureHeaders(body) }, body };
  }

  private signatureHeaders(body: string, key: KeyObject = this.platform.privateKey): Record<string, string> {
    const timestamp = String(Math.floor(Date.now() / 1000));
    const nonce = randomBytes(16).toString('hex');
    const signature = sign('RSA-SHA256', Buffer.from(lines(timestamp, nonce, body)), key).toString('base64');
    return {
      'wechatpay-timestamp': timestamp,
      'wechatpay-nonce': nonce,
      'wechatpay-signature': signature,
      'wechatpay-serial': this.publicKeyId,
    };
  }

  private transaction(o: FakeWeixinOrder): object {
    return {
      appid: this.appId,
      mchid: this.mchId,
      out_trade_no: o.out_trade_no,
      transaction_id: o.transaction_id,
      trade_type: 'NATIVE',
      trade_state: o.trade_state,
      trade_state_desc: o.trade_state,
      success_time: o.success_time,
      payer: o.openid ? { openid: o.openid } : undefined,
      amount: { total: o.total, payer_total: o.total, currency: 'CNY', payer_currency: 'CNY' },
    };
  }

  /** The merchant's signature of the request, as WeChat Pay checks it. */
  private authorized(req: IncomingMessage, body: string): boolean {
    const auth = req.headers.authorization ?? '';
    const m = /^WECHATPAY2-SHA256-RSA2048 (.+)$/.exec(auth);
    if (!m) return false;
    const fields = Object.fromEntries([...m[1]!.matchAll(/(\w+)="([^"]*)"/g)].map((x) => [x[1], x[2]]));
    if (fields.mchid !== this.mchId || fields.serial_no !== this.certSerialNo) return false;
    return verify(
      'RSA-SHA256',
      Buffer.from(lines(req.method!, req.url!, fields.timestamp!, fields.nonce_str!, body)),
      this.merchant.publicKey,
      Buffer.from(fields.signature ?? '', 'base64'),
    );
  }

  protected async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await readBody(req);
    const answer = (status: number, data?: object) => {
      const text = data === undefined ? '' : JSON.stringify(data);
      const forged = this.forgeAnswers ? keyPair().privateKey : this.platform.privateKey;
      res.writeHead(status, { 'content-type': 'application/json', ...this.signatureHeaders(text, forged) });
      res.end(text);
    };
    if (!this.authorized(req, body)) {
      this.refusedRequests++;
      return answer(401, { code: 'SIGN_ERROR', message: '签名错误' });
    }
    const url = new URL(req.url!, this.url);
    const path = url.pathname;
    let m: RegExpExecArray | null;
    if (req.method === 'POST' && (m = /^\/v3\/pay\/transactions\/(native|jsapi)$/.exec(path))) {
      const b = JSON.parse(body) as {
        out_trade_no: string;
        amount: { total: number };
        notify_url: string;
        mchid: string;
        appid: string;
        payer?: { openid: string };
      };
      if (b.mchid !== this.mchId || b.appid !== this.appId) return answer(400, { code: 'PARAM_ERROR', message: 'mchid 或 appid 不符' });
      this.orders.set(b.out_trade_no, {
        out_trade_no: b.out_trade_no,
        total: b.amount.total,
        notify_url: b.notify_url,
        trade_state: 'NOTPAY',
      });
      return answer(
        200,
        m[1] === 'native' ? { code_url: `weixin://wxpay/bizpayurl?pr=${b.out_trade_no}` } : { prepay_id: `wx${Date.now()}` },
      );
    }
    if (req.method === 'GET' && (m = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)$/.exec(path))) {
      const o = this.orders.get(decodeURIComponent(m[1]!));
      return o ? answer(200, this.transaction(o)) : answer(404, { code: 'ORDER_NOT_EXIST', message: '订单不存在' });
    }
    if (req.method === 'POST' && (m = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)\/close$/.exec(path))) {
      const o = this.orders.get(decodeURIComponent(m[1]!));
      if (o && o.trade_state === 'NOTPAY') o.trade_state = 'CLOSED';
      return answer(204);
    }
    if (req.method === 'POST' && path === '/v3/refund/domestic/refunds') {
      const b = JSON.parse(body) as { out_trade_no: string; out_refund_no: string; notify_url: string; amount: { refund: number } };
      const o = this.orders.get(b.out_trade_no);
      if (!o || o.trade_state !== 'SUCCESS') return answer(400, { code: 'INVALID_REQUEST', message: '订单未支付' });
      const r = {
        out_refund_no: b.out_refund_no,
        out_trade_no: b.out_trade_no,
        refund: b.amount.refund,
        status: 'PROCESSING',
        refund_id: `5030${Date.now()}`,
        notify_url: b.notify_url,
      };
      this.refunds.set(b.out_refund_no, r);
      return answer(200, { ...r, notify_url: undefined });
    }
    if (req.method === 'GET' && (m = /^\/v3\/refund\/domestic\/refunds\/([^/]+)$/.exec(path))) {
      const r = this.refunds.get(decodeURIComponent(m[1]!));
      return r ? answer(200, { ...r, notify_url: undefined }) : answer(404, { code: 'RESOURCE_NOT_EXISTS', message: '退款单不存在' });
    }
    return answer(404, { code: 'NOT_FOUND', message: path });
  }
}

interface FakeAlipayOrder {
  out_trade_no: string;
  total_amount: string;
  notify_url: string;
  trade_status: string;
  trade_no?: string;
}

/** A fake of the Alipay OpenAPI gateway (RSA2, public-key mode). */
export class FakeAlipay extends FakeProviderServer {
  readonly appId = '2021000000000001';
  private readonly app = keyPair();
  private readonly alipay = keyPair();
  readonly orders = new Map<string, FakeAlipayOrder>();
  readonly refunds = new Map<string, { out_request_no: string; refund_amount: string }>();
  refusedRequests = 0;
  forgeAnswers = false;

  channelConfig(overrides: Record<string, string | number> = {}): Record<string, string | number> {
    return {
      serverUrl: `${this.url}/gateway.do`,
      appId: this.appId,
      signType: 'RSA2',
      mode: 1,
      privateKey: pem(this.app.privateKey, 'pkcs8'),
      alipayPublicKey: pem(this.alipay.publicKey, 'spki'),
      ...overrides,
    };
  }

  /** Whether a page-pay URL (alipay_pc) carries a valid signature of the app. */
  verifyPageUrl(url: string): boolean {
    const params = Object.fromEntries(new URL(url).searchParams.entries());
    const ok = this.verifyParams(params);
    if (ok && params.method === 'alipay.trade.page.pay') this.remember(params);
    return ok;
  }

  /** The payer pays: the order is paid here, and the notification Alipay would POST (a signed form). */
  pay(outTradeNo: string): FakeCallback {
    const o = this.orders.get(outTradeNo);
    if (!o) throw new Error(`fake Alipay: no order ${outTradeNo}`);
    Object.assign(o, { trade_status: 'TRADE_SUCCESS', trade_no: `2026${Date.now()}` });
    const params: Record<string, string> = {
      notify_time: chinaTime(new Date()),
      notify_type: 'trade_status_sync',
      notify_id: randomBytes(8).toString('hex'),
      app_id: this.appId,
      charset: 'utf-8',
      version: '1.0',
      trade_no: o.trade_no!,
      out_trade_no: o.out_trade_no,
      trade_status: 'TRADE_SUCCESS',
      total_amount: o.total_amount,
      receipt_amount: o.total_amount,
      buyer_open_id: '074a1CcTG1LelxKe4xQC0zgNdId0nxi95b5lsNpazWYoCo5',
      gmt_payment: chinaTime(new Date()),
      sign_type: 'RSA2',
    };
    params.sign = this.signContent(this.content(params, ['sign', 'sign_type']), this.alipay.privateKey);
    return {
      url: o.notify_url,
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
      body: new URLSearchParams(params).toString(),
    };
  }

  private content(params: Record<string, string>, exclude: string[]): string {
    return Object.keys(params)
      .filter((k) => !exclude.includes(k) && params[k] !== '')
      .sort()
      .map((k) => `${k}=${params[k]}`)
      .join('&');
  }

  private signContent(content: string, key: KeyObject): string {
    return sign('RSA-SHA256', Buffer.from(content, 'utf8'), key).toString('base64');
  }

  private verifyParams(params: Record<string, string>): boolean {
    if (params.app_id !== this.appId || params.sign_type !== 'RSA2' || !params.sign) return false;
    return verify(
      'RSA-SHA256',
      Buffer.from(this.content(params, ['sign']), 'utf8'),
      this.app.publicKey,
      Buffer.from(params.sign, 'base64'),
    );
  }

  private remember(params: Record<string, string>): FakeAlipayOrder {
    const biz = JSON.parse(params.biz_content!) as { out_trade_no: string; total_amount: string };
    const o = this.orders.get(biz.out_trade_no) ?? {
      out_trade_no: biz.out_trade_no,
      total_amount: biz.total_amount,
      notify_url: params.notify_url ?? '',
      trade_status: 'WAIT_BUYER_PAY',
    };
    this.orders.set(o.out_trade_no, o);
    return o;
  }

  protected async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const params = Object.fromEntries(new URLSearchParams(await readBody(req)).entries());
    const method = params.method ?? '';
    const reply = (data: Record<string, unknown>) => {
      const json = JSON.stringify(data);
      const key = this.forgeAnswers ? keyPair().privateKey : this.alipay.privateKey;
      res.writeHead(200, { 'content-type': 'application/json;charset=utf-8' });
      res.end(`{"${method.replace(/\./g, '_')}_response":${json},"sign":"${this.signContent(json, key)}"}`);
    };
    if (!this.verifyParams(params)) {
      this.refusedRequests++;
      return reply({ code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-signature', sub_msg: '验签出错' });
    }
    const biz = JSON.parse(params.biz_content ?? '{}') as Record<string, string>;
    const o = this.orders.get(biz.out_trade_no ?? '');
    const notExist = { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_NOT_EXIST', sub_msg: '交易不存在' };
    switch (method) {
      case 'alipay.trade.precreate': {
        this.remember(params);
        return reply({
          code: '10000',
          msg: 'Success',
          out_trade_no: biz.out_trade_no,
          qr_code: `https://qr.alipay.com/${biz.out_trade_no}`,
        });
      }
      case 'alipay.trade.query':
        return reply(
          o
            ? {
                code: '10000',
                msg: 'Success',
                out_trade_no: o.out_trade_no,
                trade_no: o.trade_no,
                trade_status: o.trade_status,
                total_amount: o.total_amount,
              }
            : notExist,
        );
      case 'alipay.trade.close':
        if (o && o.trade_status === 'WAIT_BUYER_PAY') o.trade_status = 'TRADE_CLOSED';
        return reply(o ? { code: '10000', msg: 'Success' } : notExist);
      case 'alipay.trade.refund':
        if (!o || o.trade_status !== 'TRADE_SUCCESS')
          return reply({ code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_STATUS_ERROR', sub_msg: '交易状态不合法' });
        this.refunds.set(biz.out_request_no!, { out_request_no: biz.out_request_no!, refund_amount: biz.refund_amount! });
        return reply({
          code: '10000',
          msg: 'Success',
          trade_no: o.trade_no,
          out_trade_no: o.out_trade_no,
          refund_fee: biz.refund_amount,
          fund_change: 'Y',
          gmt_refund_pay: chinaTime(new Date()),
        });
      case 'alipay.trade.fastpay.refund.query': {
        const r = this.refunds.get(biz.out_request_no ?? '');
        return reply(
          r
            ? {
                code: '10000',
                msg: 'Success',
                out_request_no: r.out_request_no,
                refund_amount: r.refund_amount,
                refund_status: 'REFUND_SUCCESS',
              }
            : { code: '10000', msg: 'Success' },
        );
      }
      default:
        return reply({ code: '40004', msg: 'Business Failed', sub_code: 'isv.invalid-method', sub_msg: method });
    }
  }
}
