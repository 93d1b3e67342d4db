import { AlipaySdk } from 'alipay-sdk';
import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { Aes, Formatter, Rsa } from 'wechatpay-axios-plugin';
import { CallbackRefusedError } from '../infrastructure/channels/pay-channel-client';
import { AlipayClient, rawMember } from '../infrastructure/channels/alipay.client';
import {
  alipayNotifyContent,
  alipayNotifyVerified,
  alipaySignContent,
  alipaySignedParams,
  rsa2Sign,
  rsa2Verify,
} from '../infrastructure/channels/alipay-signing';
import { WeixinPayClient } from '../infrastructure/channels/weixin.client';
import {
  answerSignatureValid,
  decryptResource,
  jsapiPayParams,
  requestAuthorization,
  signedMessage,
} from '../infrastructure/channels/weixin-signing';

/**
 * Our hand-written signing against the providers' own reference code, used only here as oracles:
 * Alipay's `alipay-sdk` and `wechatpay-axios-plugin` (the Node SDK WeChat Pay's documentation lists).
 * Fresh RSA 2048 keys each run; no network, no database.
 */

const keyPair = () => generateKeyPairSync('rsa', { modulusLength: 2048 });
const pkcs8 = (k: KeyObject) => k.export({ type: 'pkcs8', format: 'pem' }).toString();
const spki = (k: KeyObject) => k.export({ type: 'spki', format: 'pem' }).toString();
/** The same base64 with its first character changed: a signature that no longer matches. */
const flipped = (b64: string) => `${b64[0] === 'A' ? 'B' : 'A'}${b64.slice(1)}`;

describe('Alipay signing against alipay-sdk', () => {
  const app = keyPair();
  const alipay = keyPair();
  const appId = '2021000000000001';
  // the merchant's SDK: signs with the app's key, verifies with Alipay's
  const sdk = new AlipaySdk({ appId, privateKey: pkcs8(app.privateKey), keyType: 'PKCS8', alipayPublicKey: spki(alipay.publicKey) });
  const now = new Date('2026-03-01T02:03:04Z');
  const biz = {
    out_trade_no: 'P202603011003040001',
    total_amount: '88.50',
    subject: '课程费：数据 & 分析 = 1+1',
    body: 'a b/c?d',
    time_expire: '2026-03-01 10:33:04',
  };

  /** The parameters the SDK sends for a call (`sdkExecute`, its documented request string), at our timestamp. */
  function sdkParams(method: string, extra: Record<string, string>, timestamp: string): Record<string, string> {
    return Object.fromEntries(new URLSearchParams(sdk.sdkExecute(method, { bizContent: biz, format: 'JSON', timestamp, ...extra })));
  }

  it('a precreate request: the same parameters, string-to-sign and RSA2 sign as the SDK', () => {
    const ours = alipaySignedParams(
      { appId, privateKey: app.privateKey },
      'alipay.trade.precreate',
      biz,
      { notify_url: 'https://x.test/n/1' },
      now,
    );
    expect(ours.timestamp).toBe('2026-03-01 10:03:04');
    const theirs = sdkParams('alipay.trade.precreate', { notify_url: 'https://x.test/n/1' }, ours.timestamp);
    expect(theirs).toEqual(ours);
    // RSA PKCS#1 v1.5 is deterministic: one sign means one string-to-sign; the SDK's verifies over ours
    expect(theirs.sign).toBe(ours.sign);
    expect(rsa2Verify(alipaySignContent(ours), theirs.sign!, app.publicKey)).toBe(true);
    expect(
      rsa2Verify(alipaySignContent({ ...ours, biz_content: ours.biz_content!.replace('88.50', '88.51') }), theirs.sign!, app.publicKey),
    ).toBe(false);
  });

  it('a page pay request (alipay_pc): the same signed parameters as the SDK; its pageExecute URL verifies by our string-to-sign', () => {
    const pageBiz = { ...biz, product_code: 'FAST_INSTANT_TRADE_PAY' };
    const extra = { notify_url: 'https://x.test/n/2', return_url: 'https://x.test/back?o=1&b=2' };
    const ours = alipaySignedParams({ appId, privateKey: app.privateKey }, 'alipay.trade.page.pay', pageBiz, extra, now);
    const theirs = Object.fromEntries(
      new URLSearchParams(
        sdk.sdkExecute('alipay.trade.page.pay', { bizContent: pageBiz, format: 'JSON', timestamp: ours.timestamp, ...extra }),
      ),
    );
    expect(theirs).toEqual(ours);
    // pageExecute (GET) adds its own alipay_sdk parameter and signs that too: our string-to-sign of its URL verifies
    const url = new URL(sdk.pageExecute('alipay.trade.page.pay', 'GET', { bizContent: pageBiz, ...extra }));
    const page = Object.fromEntries(url.searchParams);
    expect(page.alipay_sdk).toBeDefined();
    expect(rsa2Verify(alipaySignContent(page), page.sign!, app.publicKey)).toBe(true);
    expect(rsa2Verify(alipaySignContent({ ...page, return_url: `${page.return_url}x` }), page.sign!, app.publicKey)).toBe(false);
  });

  /** A payment notification as Alipay POSTs it (form fields, decoded). */
  const notification = (): Record<string, string> => ({
    gmt_create: '2026-03-01 10:03:10',
    charset: 'utf-8',
    seller_email: 'shop@example.com',
    subject: '课程费：数据 & 分析 = 1+1',
    buyer_open_id: '074a1CcTG1LelxKe4xQC0zgNdId0nxi95b5lsNpazWYoCo5',
    invoice_amount: '88.50',
    notify_id: '2026030100222100312000000000000000',
    fund_bill_list: '[{"amount":"88.50","fundChannel":"ALIPAYACCOUNT"}]',
    notify_type: 'trade_status_sync',
    trade_status: 'TRADE_SUCCESS',
    receipt_amount: '88.50',
    app_id: appId,
    buyer_pay_amount: '88.50',
    sign_type: 'RSA2',
    seller_id: '2088000000000001',
    gmt_payment: '2026-03-01 10:03:11',
    notify_time: '2026-03-01 10:03:12',
    version: '1.0',
    out_trade_no: 'P202603011003040001',
    total_amount: '88.50',
    trade_no: '2026030122001400000000000001',
    auth_app_id: appId,
    point_amount: '0.00',
  });

  /** What Alipay's Java SDK verifies a notification over (AlipaySignature.getSignCheckContentV1), written out here. */
  const checkContent = (n: Record<string, string>): string =>
    Object.keys(n)
      .filter((k) => k !== 'sign' && k !== 'sign_type')
      .sort()
      .map((k) => `${k}=${n[k]}`)
      .join('&');

  it('a notification: what the SDK (checkNotifySignV2) accepts, our verifier accepts; a tampered one both refuse', () => {
    const n = notification();
    n.sign = rsa2Sign(checkContent(n), alipay.privateKey);
    expect(alipayNotifyContent(n)).toBe(checkContent(n));
    expect(sdk.checkNotifySignV2({ ...n })).toBe(true);
    expect(alipayNotifyVerified(n, alipay.publicKey)).toBe(true);
    const client = new AlipayClient('alipay_qr', {
      appId,
      privateKey: pkcs8(app.privateKey),
      alipayPublicKey: spki(alipay.publicKey),
      signType: 'RSA2',
      mode: 1,
    });
    expect(client.parseOrderNotify({ headers: {}, body: n, rawBody: new URLSearchParams(n).toString() })).toMatchObject({
      status: 'SUCCESS',
    });

    for (const tampered of [
      { ...n, total_amount: '0.01' },
      { ...n, extra: 'x' },
      { ...n, sign: flipped(n.sign) },
    ]) {
      expect(sdk.checkNotifySignV2({ ...tampered })).toBe(false);
      expect(alipayNotifyVerified(tampered, alipay.publicKey)).toBe(false);
      expect(() => client.parseOrderNotify({ headers: {}, body: tampered, rawBody: '' })).toThrow(CallbackRefusedError);
    }
  });

  it('a notification with an empty field, signed as Alipay verifies (all fields but sign and sign_type, empty ones too), is accepted', () => {
    // Alipay's Java SDK (AlipaySignature.getSignCheckContentV1) and this SDK keep `name=` for an empty value
    const n: Record<string, string> = { ...notification(), passback_params: '', body: '' };
    const content = checkContent(n);
    expect(content).toContain('&body=&');
    n.sign = rsa2Sign(content, alipay.privateKey);
    expect(sdk.checkNotifySignV2({ ...n })).toBe(true);
    expect(alipayNotifyVerified(n, alipay.publicKey)).toBe(true);
    const tampered = { ...n, passback_params: 'x' };
    expect(sdk.checkNotifySignV2({ ...tampered })).toBe(false);
    expect(alipayNotifyVerified(tampered, alipay.publicKey)).toBe(false);
  });

  it("an answer's signed text: our raw member is what the SDK verifies", () => {
    const json = '{"code":"10000","msg":"Success","out_trade_no":"P1","qr_code":"https://qr.alipay.com/bax0"}';
    const text = `{"alipay_trade_precreate_response":${json},"sign":"${rsa2Sign(json, alipay.privateKey)}"}`;
    expect(rawMember(text, 'alipay_trade_precreate_response')).toBe(sdk.getSignStr(text, 'alipay_trade_precreate_response'));
    expect(rawMember(text, 'alipay_trade_precreate_response')).toBe(json);
  });
});

describe('WeChat Pay API v3 signing against wechatpay-axios-plugin', () => {
  const merchant = keyPair();
  const platform = keyPair();
  const apiV3Key = '0123456789abcdefghijklmnopqrstuv';
  const mchId = '1900000001';
  const certSerialNo = '5157F09EFDC096DE15EBE81A47057A7232F1B8E1';
  const publicKeyId = 'PUB_KEY_ID_0119000000012026030100000000000001';
  const config = {
    appId: 'wx8888888888888888',
    mchId,
    certSerialNo,
    privateKeyContent: pkcs8(merchant.privateKey),
    apiV3Key,
    publicKeyContent: spki(platform.publicKey),
    publicKeyId,
  };
  const fields = (authorization: string): Record<string, string> => {
    const [scheme, rest] = [authorization.slice(0, authorization.indexOf(' ')), authorization.slice(authorization.indexOf(' ') + 1)];
    return { scheme, ...Object.fromEntries(rest.split(',').map((f) => f.match(/^(\w+)="(.*)"$/)!.slice(1, 3))) };
  };

  it.each([
    [
      'POST',
      '/v3/pay/transactions/native',
      '{"appid":"wx8888888888888888","description":"课程费","amount":{"total":8850,"currency":"CNY"}}',
    ],
    ['GET', '/v3/pay/transactions/out-trade-no/P%201?mchid=1900000001', ''],
  ])(
    'a %s request: our string-to-sign is Formatter.request, our signature Rsa.sign, our header Formatter.authorization',
    (method, path, body) => {
      const timestamp = '1772330584';
      const nonce = '593BEC0C930BF1AFEB40B4A08C8FB242';
      expect(signedMessage(method, path, timestamp, nonce, body)).toBe(Formatter.request(method, path, timestamp, nonce, body));
      const signature = Rsa.sign(Formatter.request(method, path, timestamp, nonce, body), merchant.privateKey);
      const ours = requestAuthorization({ mchId, certSerialNo, privateKey: merchant.privateKey }, { method, path, timestamp, nonce, body });
      // the same fields (their order in the header is free)
      expect(fields(ours)).toEqual(fields(Formatter.authorization(mchId, nonce, signature, timestamp, certSerialNo)));
      expect(fields(ours).signature).toBe(signature);
      expect(Rsa.verify(Formatter.request(method, path, timestamp, nonce, body), fields(ours).signature!, merchant.publicKey)).toBe(true);
      expect(Rsa.verify(Formatter.request(method, path, timestamp, nonce, `${body} `), fields(ours).signature!, merchant.publicKey)).toBe(
        false,
      );
    },
  );

  /** A payment callback as WeChat Pay sends it: resource sealed with Aes.AesGcm, body signed with Formatter.response + Rsa.sign. */
  function callback(transaction: object) {
    const nonce = 'fdasflkja484w';
    const ciphertext = Aes.AesGcm.encrypt(JSON.stringify(transaction), apiV3Key, nonce, 'transaction');
    const rawBody = JSON.stringify({
      id: 'EV-2018022511223320873',
      create_time: '2026-03-01T10:03:11+08:00',
      resource_type: 'encrypt-resource',
      event_type: 'TRANSACTION.SUCCESS',
      summary: '支付成功',
      resource: { original_type: 'transaction', algorithm: 'AEAD_AES_256_GCM', ciphertext, associated_data: 'transaction', nonce },
    });
    const timestamp = String(Math.floor(Date.now() / 1000));
    const headerNonce = 'A1B2C3D4E5F6';
    const headers = {
      'wechatpay-timestamp': timestamp,
      'wechatpay-nonce': headerNonce,
      'wechatpay-serial': publicKeyId,
      'wechatpay-signature': Rsa.sign(Formatter.response(timestamp, headerNonce, rawBody), platform.privateKey),
    };
    return { headers, rawBody, body: JSON.parse(rawBody) as unknown };
  }

  it('a callback signed and sealed by the plugin: our verification accepts it and our decryption gives its transaction back', () => {
    const transaction = {
      mchid: mchId,
      appid: config.appId,
      out_trade_no: 'P202603011003040001',
      transaction_id: '4200000000202603010000000001',
      trade_state: 'SUCCESS',
      success_time: '2026-03-01T10:03:11+08:00',
      payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
      amount: { total: 8850, payer_total: 8850, currency: 'CNY', payer_currency: 'CNY' },
    };
    const cb = callback(transaction);
    const { headers, rawBody } = cb;
    expect(
      answerSignatureValid(
        headers['wechatpay-timestamp'],
        headers['wechatpay-nonce'],
        rawBody,
        headers['wechatpay-signature'],
        platform.publicKey,
      ),
    ).toBe(true);
    const resource = (cb.body as { resource: { ciphertext: string; nonce: string; associated_data: string } }).resource;
    expect(decryptResource(resource, Buffer.from(apiV3Key))).toBe(JSON.stringify(transaction));
    const client = new WeixinPayClient('wx_native', config);
    expect(client.parseOrderNotify(cb)).toMatchObject({
      status: 'SUCCESS',
      outTradeNo: transaction.out_trade_no,
      channelOrderNo: transaction.transaction_id,
      channelUserId: transaction.payer.openid,
    });

    // tampered: a changed body, a changed signature, a changed ciphertext byte (then GCM's tag fails, in both)
    const changedBody = rawBody.replace('支付成功', '支付失败');
    expect(
      Rsa.verify(
        Formatter.response(headers['wechatpay-timestamp'], headers['wechatpay-nonce'], changedBody),
        headers['wechatpay-signature'],
        platform.publicKey,
      ),
    ).toBe(false);
    expect(() => client.parseOrderNotify({ ...cb, rawBody: changedBody })).toThrow(CallbackRefusedError);
    expect(() =>
      client.parseOrderNotify({ ...cb, headers: { ...headers, 'wechatpay-signature': flipped(headers['wechatpay-signature']) } }),
    ).toThrow(CallbackRefusedError);
    const sealed = Buffer.from(resource.ciphertext, 'base64');
    sealed[3]! ^= 1;
    const broken = { ...resource, ciphertext: sealed.toString('base64') };
    expect(() => Aes.AesGcm.decrypt(broken.ciphertext, apiV3Key, broken.nonce, broken.associated_data)).toThrow();
    expect(() => decryptResource(broken, Buffer.from(apiV3Key))).toThrow();
  });

  it('JSAPI (wx_pub) pay sign: Formatter.joinedByLineFeed of appId, timeStamp, nonceStr, package, signed by Rsa.sign', () => {
    const params = jsapiPayParams(
      config.appId,
      'wx201410272009395522657a690389285100',
      '1772330584',
      '5K8264ILTKCH16CQ2502SI8ZNMTM67VS',
      merchant.privateKey,
    );
    const theirs = Formatter.joinedByLineFeed(params.appId!, params.timeStamp!, params.nonceStr!, params.package!);
    expect(signedMessage(params.appId!, params.timeStamp!, params.nonceStr!, params.package!)).toBe(theirs);
    expect(params.package).toBe('prepay_id=wx201410272009395522657a690389285100');
    expect(params.signType).toBe('RSA');
    expect(params.paySign).toBe(Rsa.sign(theirs, merchant.privateKey));
    expect(Rsa.verify(theirs, params.paySign!, merchant.publicKey)).toBe(true);
    expect(Rsa.verify(theirs.replace('1772330584', '1772330585'), params.paySign!, merchant.publicKey)).toBe(false);
  });
});
