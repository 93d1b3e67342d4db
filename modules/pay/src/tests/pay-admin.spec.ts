import { createTokenUser, type TestUser } from '@dha/system/testing';
import { CommonStatus, PayOrderStatus } from '@dha/contracts';
import { createTestApp, type TestApp } from '@dha/testing';
import { openOrder, orderRow, refundOrder, setCourseChannel } from '../testing/pay-fixtures';

jest.setTimeout(90_000);

/** The admin calls of the pay pages (apps, channels, orders, refunds, notify tasks, wallets), with upstream's codes. */
describe('pay admin calls', () => {
  let t: TestApp;
  let admin: string;
  let visitor: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.api.loginAsAdmin();
    visitor = await createTokenUser(t, 'payadm');
    await setCourseChannel(t, 'mock', CommonStatus.ENABLE);
  });
  afterAll(() => t.close());

  it('apps: create, key unique in the tenant, page with channel codes, list, update-status, delete refused while it has orders', async () => {
    const body = { appKey: 'shop', name: '商城', status: 0, orderNotifyUrl: 'https://shop.example.com/paid', refundNotifyUrl: '' };
    const created = await t.api.post<number>('/pay/app/create', body, { token: admin });
    expect(created).toMatchObject({ code: 0 });
    expect(await t.api.post('/pay/app/create', body, { token: admin })).toMatchObject({ code: 1_007_000_005 });
    expect(await t.api.post('/pay/app/create', { ...body, appKey: 'x y' }, { token: admin })).toMatchObject({ code: 400 });
    expect(await t.api.post('/pay/app/create', { ...body, appKey: 'bad', orderNotifyUrl: 'ftp://x' }, { token: admin })).toMatchObject({
      code: 400,
    });
    const page = await t.api.get<{ list: Array<{ appKey: string; channelCodes: string[] }> }>('/pay/app/page', {
      token: admin,
      query: { pageNo: 1, pageSize: 10 },
    });
    expect(page.data!.list.find((a) => a.appKey === 'course')!.channelCodes).toEqual(expect.arrayContaining(['wallet', 'mock']));
    expect((await t.api.get<Array<{ appKey: string }>>('/pay/app/list', { token: admin })).data!.map((a) => a.appKey)).toEqual(
      expect.arrayContaining(['course', 'shop']),
    );
    expect(await t.api.put('/pay/app/update-status', { id: created.data, status: 1 }, { token: admin })).toMatchObject({ code: 0 });
    expect(await t.api.get('/pay/app/get', { token: admin, query: { id: created.data! } })).toMatchObject({ code: 0, data: { status: 1 } });
    expect(await t.api.delete('/pay/app/delete', { token: admin, query: { id: created.data! } })).toMatchObject({ code: 0 });
    expect(await t.api.get('/pay/app/get', { token: admin, query: { id: created.data! } })).toMatchObject({ code: 1_007_000_000 });
    await openOrder(t, { userId: visitor.id });
    const [course] = await t.sql<{ id: number }>(`select id from pay_app where app_key = 'course' and tenant_id = 1`);
    expect(await t.api.delete('/pay/app/delete', { token: admin, query: { id: course!.id } })).toMatchObject({ code: 1_007_000_003 });
  });

  it('channels: one per code and app, unsupported codes refused, list and enabled codes', async () => {
    const [course] = await t.sql<{ id: number }>(`select id from pay_app where app_key = 'course' and tenant_id = 1`);
    const appId = course!.id;
    expect(
      await t.api.post(
        '/pay/channel/create',
        { appId, code: 'mock', status: 0, feeRate: 0, config: '{"name":"none-config"}' },
        { token: admin },
      ),
    ).toMatchObject({
      code: 1_007_001_004,
    });
    expect(
      await t.api.post('/pay/channel/create', { appId, code: 'wx_lite', status: 0, feeRate: 0, config: '{}' }, { token: admin }),
    ).toMatchObject({ code: 1_007_001_002 });
    expect(
      await t.api.post('/pay/channel/create', { appId, code: 'wx_native', status: 0, feeRate: 101, config: '{}' }, { token: admin }),
    ).toMatchObject({ code: 400 });
    expect(
      await t.api.post('/pay/channel/create', { appId, code: 'wx_native', status: 0, feeRate: 1, config: 'nope' }, { token: admin }),
    ).toMatchObject({ code: 400 });
    const list = await t.api.get<Array<{ code: string }>>('/pay/channel/list', { token: admin, query: { appId } });
    expect(list.data!.map((c) => c.code).sort()).toEqual(['mock', 'wallet']);
    expect((await t.api.get<string[]>('/pay/channel/get-enable-code-list', { token: admin, query: { appId } })).data!.sort()).toEqual([
      'mock',
      'wallet',
    ]);
    expect(await t.api.get('/pay/channel/get', { token: admin, query: {} })).toMatchObject({ code: 400 });
    expect(await t.api.get('/pay/channel/get', { token: admin, query: { appId, code: 'alipay_qr' } })).toMatchObject({
      code: 0,
      data: null,
    });
  });

  it('orders and refunds: page filters, detail with the paid attempt, exports; notify tasks and wallets listed', async () => {
    const id = await openOrder(t, { userId: visitor.id, price: 4200 });
    await t.api.post('/client/pay/order/submit', { id, channelCode: 'mock' }, { token: visitor.token });
    const { merchant_order_id: m } = await orderRow(t, id);
    const page = await t.api.get<{ total: number; list: Array<{ id: number; appName: string }> }>('/pay/order/page', {
      token: admin,
      query: { pageNo: 1, pageSize: 10, merchantOrderId: m, status: PayOrderStatus.SUCCESS, channelCode: 'mock' },
    });
    expect(page.data).toMatchObject({ total: 1, list: [{ id, appName: '课程费用' }] });
    expect(await t.api.get('/pay/order/page', { token: admin, query: { pageNo: 1, pageSize: 10, status: 99 } })).toMatchObject({
      code: 400,
    });
    const detail = await t.api.get<{ extension: { no: string } }>('/pay/order/get-detail', { token: admin, query: { id } });
    expect(detail.data!.extension!.no).toMatch(/^P/);
    await refundOrder(t, m, 4200);
    const refunds = await t.api.get<{ list: Array<{ id: number; status: number }> }>('/pay/refund/page', {
      token: admin,
      query: { pageNo: 1, pageSize: 10, merchantOrderId: m },
    });
    expect(refunds.data!.list).toHaveLength(1);
    expect(await t.api.get('/pay/refund/get', { token: admin, query: { id: refunds.data!.list[0]!.id } })).toMatchObject({
      code: 0,
      data: { order: { subject: '测试课程费用' } },
    });
    for (const path of ['/pay/order/export-excel', '/pay/refund/export-excel']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `${t.config.API_PREFIX}${path}?merchantOrderId=${m}`,
        headers: { authorization: `Bearer ${admin}`, 'tenant-id': '1' },
      });
      expect(res.headers['content-type']).toContain('spreadsheetml');
    }
    expect(await t.api.get('/pay/notify/page', { token: admin, query: { pageNo: 1, pageSize: 10 } })).toMatchObject({ code: 0 });
    expect(await t.api.get('/pay/notify/get-detail', { token: admin, query: { id: 2_000_000_000 } })).toMatchObject({
      code: 1_007_008_000,
    });
    await t.api.put('/pay/wallet/update-balance', { userId: visitor.id, balance: 100 }, { token: admin });
    const wallets = await t.api.get<{ list: Array<{ id: number; userId: number; balance: number; username: string }> }>(
      '/pay/wallet/page',
      { token: admin, query: { pageNo: 1, pageSize: 10, userId: visitor.id } },
    );
    expect(wallets.data!.list).toEqual([expect.objectContaining({ userId: visitor.id, balance: 100, username: visitor.username })]);
    const tx = await t.api.get<{ total: number }>('/pay/wallet-transaction/page', {
      token: admin,
      query: { pageNo: 1, pageSize: 10, walletId: wallets.data!.list[0]!.id },
    });
    expect(tx.data!.total).toBe(1);
    expect(await t.api.put('/pay/wallet/update-balance', { userId: visitor.id, balance: 0 }, { token: admin })).toMatchObject({
      code: 400,
    });
    expect(await t.api.put('/pay/wallet/update-balance', { userId: 2_000_000_000, balance: 10 }, { token: admin })).toMatchObject({
      code: 1_007_007_000,
    });
  });

  it('a callback for an unknown channel or with no signature changes nothing and is refused', async () => {
    const before = await t.rowCount('pay_order');
    const unknown = await t.app.inject({ method: 'POST', url: `${t.config.API_PREFIX}/pay/notify/order/2000000000`, payload: { a: 1 } });
    expect(unknown.statusCode).toBe(400);
    const [mock] = await t.sql<{ id: number }>(`select id from pay_channel where code = 'mock' limit 1`);
    const refused = await t.app.inject({
      method: 'POST',
      url: `${t.config.API_PREFIX}/pay/notify/order/${mock!.id}`,
      payload: { out_trade_no: 'P1' },
    });
    expect(refused.statusCode).toBe(400);
    expect(await t.rowCount('pay_order')).toBe(before);
  });
});
