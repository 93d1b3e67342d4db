import { createTokenUser, type TestUser } from '@dha/system/testing';
import { COURSE_PAY_APP_KEY, PayOrderStatus, PayRefundStatus } from '@dha/contracts';
import { createTestApp, type TestApp } from '@dha/testing';
import { CommandBus } from '@nestjs/cqrs';
import { createCipheriv, generateKeyPairSync } from 'node:crypto';
import { SyncPayOrdersCommand } from '../commands/sync-orders/sync-orders.command';
import { SyncPayRefundsCommand } from '../commands/sync-refunds/sync-refunds.command';
import { rawMember } from '../infrastructure/channels/alipay.client';
import { alipaySignContent } from '../infrastructure/channels/alipay-signing';
import { rfc3339China } from '../infrastructure/channels/weixin.client';
import { decryptResource, signedMessage } from '../infrastructure/channels/weixin-signing';
import { FakeAlipay, FakeWeixinPay, type FakeCallback } from '../testing/fake-providers';
import { openOrder, orderRow, refundOrder } from '../testing/pay-fixtures';

jest.setTimeout(90_000);

/** The real adapters (WeChat Pay v3, Alipay) against local fakes that check signatures both ways. */
describe('provider channels against local fakes', () => {
  let t: TestApp;
  let admin: string;
  let visitor: TestUser;
  let weixin: FakeWeixinPay;
  let alipay: FakeAlipay;
  let appId = 0;
  const channelIds: Record<string, number> = {};

  beforeAll(async () => {
    [weixin, alipay] = await Promise.all([new FakeWeixinPay().start(), new FakeAlipay().start()]);
    t = await createTestApp();
    admin = await t.api.loginAsAdmin();
    visitor = await createTokenUser(t, 'payx');
    await openOrder(t, { userId: visitor.id }); // makes the course app
    appId = Number(
      (await t.sql<{ id: number }>(`select id from pay_app where app_key = ? and tenant_id = 1`, [COURSE_PAY_APP_KEY]))[0]!.id,
    );
    for (const [code, config] of [
      ['wx_native', weixin.channelConfig()],
      ['wx_pub', weixin.channelConfig()],
      ['alipay_qr', alipay.channelConfig()],
      ['alipay_pc', alipay.channelConfig()],
    ] as const) {
      const r = await t.api.post<number>(
        '/pay/channel/create',
        { appId, code, status: 0, feeRate: 0.6, config: JSON.stringify(config) },
        { token: admin },
      );
      expect(r).toMatchObject({ code: 0 });
      channelIds[code] = r.data!;
    }
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([weixin.close(), alipay.close()]);
  });

  const submit = (id: number, channelCode: string, channelExtras?: Record<string, string>) =>
    t.api.post<{ status: number; displayMode: string; displayContent: string }>(
      '/client/pay/order/submit',
      { id, channelCode, channelExtras },
      { token: visitor.token },
    );
  /** Delivers a provider's callback to our route as the provider would (its exact body and headers). */
  const deliver = async (kind: 'order' | 'refund', code: string, cb: FakeCallback) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${t.config.API_PREFIX}/pay/notify/${kind}/${channelIds[code]}`,
      headers: cb.headers,
      payload: cb.body,
    });
    return { status: res.statusCode, body: res.body };
  };
  const extNo = async (orderId: number) =>
    (await t.sql<{ no: string }>(`select no from pay_order_extension where order_id = ? order by id desc limit 1`, [orderId]))[0]!.no;

  it('channel configuration is checked and its secrets answered masked', async () => {
    const bad = await t.api.post(
      '/pay/channel/create',
      { appId, code: 'wx_native', status: 0, feeRate: 0, config: JSON.stringify({ ...weixin.channelConfig(), apiV3Key: 'short' }) },
      { token: admin },
    );
    expect(bad).toMatchObject({ code: 1_007_001_005 });
    const got = await t.api.get<{ config: string }>('/pay/channel/get', { token: admin, query: { appId, code: 'wx_native' } });
    expect(JSON.parse(got.data!.config)).toMatchObject({ mchId: weixin.mchId, privateKeyContent: '******', apiV3Key: '******' });
    // sent back masked (as the console does), the secrets are kept
    const update = await t.api.put(
      '/pay/channel/update',
      { id: channelIds.wx_native, appId, code: 'wx_native', status: 0, feeRate: 0.6, config: got.data!.config },
      { token: admin },
    );
    expect(update).toMatchObject({ code: 0 });
  });

  it('wx_native: a signed order gives a QR code; a signed, encrypted callback pays it once; a forged one changes nothing', async () => {
    const id = await openOrder(t, { userId: visitor.id, price: 990 });
    const r = await submit(id, 'wx_native');
    expect(r).toMatchObject({ code: 0, data: { status: PayOrderStatus.WAITING, displayMode: 'qr_code' } });
    expect(r.data!.displayContent).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=P/);
    const cb = weixin.pay(await extNo(id));
    // tampered body: the signature no longer verifies
    const forged = { ...cb, body: cb.body.replace('"TRANSACTION.SUCCESS"', '"TRANSACTION.SUCCESS" ') };
    expect(await deliver('order', 'wx_native', forged)).toMatchObject({ status: 401 });
    expect((await orderRow(t, id)).status).toBe(PayOrderStatus.WAITING);
    expect(await deliver('order', 'wx_native', cb)).toEqual({ status: 200, body: JSON.stringify({ code: 'SUCCESS', message: '成功' }) });
    expect(await deliver('order', 'wx_native', cb)).toMatchObject({ status: 200 });
    expect(await orderRow(t, id)).toMatchObject({ status: PayOrderStatus.SUCCESS, channel_code: 'wx_native' });
    const [o] = await t.sql<{ channel_user_id: string; channel_order_no: string }>(
      `select channel_user_id, channel_order_no from pay_order where id = ?`,
      [id],
    );
    expect(o).toMatchObject({ channel_user_id: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o', channel_order_no: expect.stringMatching(/^4200/) });
    expect(await t.sql(`select type from core_outbox_event where aggregate_type = 'pay_order' and aggregate_id = ?`, [String(id)])).toEqual(
      [{ type: 'PayOrderSucceeded' }],
    );
  });

  it('wx_native refund: PROCESSING at first, settled by its signed callback; the sync finds one paid without callback', async () => {
    const id = await openOrder(t, { userId: visitor.id, price: 500 });
    await submit(id, 'wx_native');
    await deliver('order', 'wx_native', weixin.pay(await extNo(id)));
    const refundId = await refundOrder(t, (await orderRow(t, id)).merchant_order_id, 200);
    const [refund] = await t.sql<{ no: string; status: number }>(`select no, status from pay_refund where id = ?`, [refundId]);
    expect(refund!.status).toBe(PayRefundStatus.WAITING);
    expect(await deliver('refund', 'wx_native', weixin.settleRefund(refund!.no))).toMatchObject({ status: 200 });
    expect(await orderRow(t, id)).toMatchObject({ status: PayOrderStatus.REFUND, refund_price: 200 });
    // paid at WeChat, the callback lost: the sync job asks and applies it
    const lost = await openOrder(t, { userId: visitor.id, price: 300 });
    await submit(lost, 'wx_native');
    weixin.pay(await extNo(lost));
    expect(await t.app.get(CommandBus).execute(new SyncPayOrdersCommand())).toBeGreaterThanOrEqual(1);
    expect((await orderRow(t, lost)).status).toBe(PayOrderStatus.SUCCESS);
    // a refund whose callback is lost: the refund sync settles it
    const r2 = await refundOrder(t, (await orderRow(t, lost)).merchant_order_id, 300);
    const [no2] = await t.sql<{ no: string }>(`select no from pay_refund where id = ?`, [r2]);
    weixin.settleRefund(no2!.no);
    await t.app.get(CommandBus).execute(new SyncPayRefundsCommand());
    expect((await orderRow(t, lost)).status).toBe(PayOrderStatus.REFUND);
  });

  it('wx_pub: JSAPI parameters signed for WeixinJSBridge, with the payer openid; none without it', async () => {
    const id = await openOrder(t, { userId: visitor.id });
    expect(await submit(id, 'wx_pub')).toMatchObject({ code: 1_007_002_004 });
    const r = await submit(id, 'wx_pub', { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' });
    expect(r).toMatchObject({ code: 0, data: { displayMode: 'app' } });
    expect(JSON.parse(r.data!.displayContent)).toMatchObject({
      appId: weixin.appId,
      package: expect.stringMatching(/^prepay_id=wx/),
      signType: 'RSA',
      paySign: expect.any(String),
    });
    // the openid the official-account sign-in bound is used when the page sends none
    await t.sql(`insert into system_social_binding (tenant_id, user_id, type, openid) values (1, ?, 31, 'oBound123')`, [visitor.id]);
    expect(await submit(id, 'wx_pub')).toMatchObject({ code: 0, data: { displayMode: 'app' } });
  });

  it('WeChat refuses a request signed with another key; we refuse an answer signed with another key', async () => {
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const r = await t.api.put(
      '/pay/channel/update',
      {
        id: channelIds.wx_native,
        appId,
        code: 'wx_native',
        status: 0,
        feeRate: 0.6,
        config: JSON.stringify(weixin.channelConfig({ privateKeyContent: other })),
      },
      { token: admin },
    );
    expect(r).toMatchObject({ code: 0 });
    const before = weixin.refusedRequests;
    const id = await openOrder(t, { userId: visitor.id });
    expect(await submit(id, 'wx_native')).toMatchObject({ code: 1_007_002_004, msg: expect.stringContaining('SIGN_ERROR') });
    expect(weixin.refusedRequests).toBe(before + 1);
    await t.api.put(
      '/pay/channel/update',
      { id: channelIds.wx_native, appId, code: 'wx_native', status: 0, feeRate: 0.6, config: JSON.stringify(weixin.channelConfig()) },
      { token: admin },
    );
    weixin.forgeAnswers = true;
    try {
      const forged = await submit(id, 'wx_native');
      expect(forged).toMatchObject({ code: 1_007_002_004, msg: expect.stringContaining('签名验证失败') });
    } finally {
      weixin.forgeAnswers = false;
    }
  });

  it('alipay_qr: precreate gives a QR; the signed notification pays it; a bad signature changes nothing; the refund settles at once', async () => {
    const id = await openOrder(t, { userId: visitor.id, price: 1234 });
    const r = await submit(id, 'alipay_qr');
    expect(r).toMatchObject({
      code: 0,
      data: { displayMode: 'qr_code', displayContent: expect.stringMatching(/^https:\/\/qr\.alipay\.com\/P/) },
    });
    const cb = alipay.pay(await extNo(id));
    expect(cb.body).toContain('total_amount=12.34');
    const forged = { ...cb, body: cb.body.replace('total_amount=12.34', 'total_amount=0.01') };
    expect(await deliver('order', 'alipay_qr', forged)).toEqual({ status: 400, body: 'failure' });
    expect((await orderRow(t, id)).status).toBe(PayOrderStatus.WAITING);
    expect(await deliver('order', 'alipay_qr', cb)).toEqual({ status: 200, body: 'success' });
    expect((await orderRow(t, id)).status).toBe(PayOrderStatus.SUCCESS);
    await refundOrder(t, (await orderRow(t, id)).merchant_order_id, 1234);
    expect(await orderRow(t, id)).toMatchObject({ status: PayOrderStatus.REFUND, refund_price: 1234 });
    alipay.forgeAnswers = true;
    try {
      const other = await openOrder(t, { userId: visitor.id });
      expect(await submit(other, 'alipay_qr')).toMatchObject({ code: 1_007_002_004, msg: expect.stringContaining('签名验证失败') });
    } finally {
      alipay.forgeAnswers = false;
    }
  });

  it('alipay_pc: the page pay URL is signed (the gateway accepts it); the query finds it paid', async () => {
    const id = await openOrder(t, { userId: visitor.id, price: 100 });
    const r = await submit(id, 'alipay_pc');
    expect(r).toMatchObject({ code: 0, data: { displayMode: 'url' } });
    expect(r.data!.displayContent.startsWith(`${alipay.url}/gateway.do?`)).toBe(true);
    expect(alipay.verifyPageUrl(r.data!.displayContent)).toBe(true);
    expect(alipay.verifyPageUrl(r.data!.displayContent.replace('total_amount%22%3A%221.00', 'total_amount%22%3A%220.01'))).toBe(false);
    alipay.pay(await extNo(id));
    const got = await t.api.get<{ status: number }>('/client/pay/order/get', { token: visitor.token, query: { id, sync: 'true' } });
    expect(got.data!.status).toBe(PayOrderStatus.SUCCESS);
  });

  it('signing details as the providers document them', () => {
    // Alipay: sorted, sign excluded, empty values left out, values not encoded
    expect(alipaySignContent({ sign: 'x', b: '2', a: '1', c: '', biz_content: '{"a":"中 文"}' })).toBe('a=1&b=2&biz_content={"a":"中 文"}');
    // the signed text of an answer is the raw member, whitespace and order as sent
    expect(rawMember('{"alipay_trade_query_response":{"code":"10000","msg":"a}\\"b"} ,"sign":"s"}', 'alipay_trade_query_response')).toBe(
      '{"code":"10000","msg":"a}\\"b"}',
    );
    // WeChat Pay: each part followed by a line feed; time_expire in +08:00
    expect(signedMessage('GET', '/v3/certificates', '1554208460', '593BEC0C930BF1AFEB40B4A08C8FB242', '')).toBe(
      'GET\n/v3/certificates\n1554208460\n593BEC0C930BF1AFEB40B4A08C8FB242\n\n',
    );
    expect(rfc3339China(new Date('2026-01-01T00:00:00Z'))).toBe('2026-01-01T08:00:00+08:00');
    // AEAD_AES_256_GCM: the tag is the ciphertext's last 16 bytes; a changed byte fails
    const key = Buffer.from('0123456789abcdef0123456789abcdef');
    const c = createCipheriv('aes-256-gcm', key, Buffer.from('nonce1234567'));
    c.setAAD(Buffer.from('transaction'));
    const ciphertext = Buffer.concat([c.update('{"ok":true}'), c.final(), c.getAuthTag()]);
    expect(decryptResource({ ciphertext: ciphertext.toString('base64'), nonce: 'nonce1234567', associated_data: 'transaction' }, key)).toBe(
      '{"ok":true}',
    );
    ciphertext[0] ^= 1;
    expect(() =>
      decryptResource({ ciphertext: ciphertext.toString('base64'), nonce: 'nonce1234567', associated_data: 'transaction' }, key),
    ).toThrow();
  });
});
