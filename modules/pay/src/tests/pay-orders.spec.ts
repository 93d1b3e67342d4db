import { createTokenUser, type TestUser } from '@dha/system/testing';
import { CommonStatus, PayNotifyStatus, PayOrderStatus, PayRefundStatus } from '@dha/contracts';
import { createTestApp, waitFor, type TestApp } from '@dha/testing';
import { CommandBus } from '@nestjs/cqrs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PayOrderResults } from '../application/pay-order-results.service';
import { ExpirePayOrdersCommand } from '../commands/expire-orders/expire-orders.command';
import { SyncPayRefundsCommand } from '../commands/sync-refunds/sync-refunds.command';
import { openOrder, orderRow, refundOrder, setCourseChannel } from '../testing/pay-fixtures';

jest.setTimeout(90_000);

/** Orders, attempts and refunds through mock and wallet, over HTTP and the contract (real PostgreSQL and Redis). */
describe('pay orders and refunds', () => {
  let t: TestApp;
  let admin: string;
  let visitor: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.api.loginAsAdmin();
    visitor = await createTokenUser(t, 'payv');
    other = await createTokenUser(t, 'payo');
    await setCourseChannel(t, 'mock', CommonStatus.ENABLE);
  });
  afterAll(() => t.close());

  const submit = (token: string, id: number, channelCode: string, path = '/client/pay/order/submit') =>
    t.api.post<{ status: number; displayMode: string | null }>(path, { id, channelCode }, { token });

  it('pays with mock at once: the order succeeds once, with one event, and cannot be paid again', async () => {
    const id = await openOrder(t, { userId: visitor.id, price: 1500 });
    expect(await t.api.get('/client/pay/order/get', { token: visitor.token, query: { id } })).toMatchObject({
      code: 0,
      data: { status: PayOrderStatus.WAITING, price: 1500 },
    });
    const r = await submit(visitor.token, id, 'mock');
    expect(r).toMatchObject({ code: 0, data: { status: PayOrderStatus.SUCCESS } });
    const row = await orderRow(t, id);
    expect(row).toMatchObject({ status: PayOrderStatus.SUCCESS, channel_code: 'mock' });
    expect(row.no).toMatch(/^P\d{20}$/);
    const events = await t.sql(`select type from core_outbox_event where aggregate_type = 'pay_order' and aggregate_id = ?`, [String(id)]);
    expect(events).toEqual([{ type: 'PayOrderSucceeded' }]);
    expect(await submit(visitor.token, id, 'mock')).toMatchObject({ code: 1_007_002_002 });
    // fee of the channel (0.6 %) rounded down
    const [fee] = await t.sql<{ channel_fee_price: number }>(`select channel_fee_price from pay_order where id = ?`, [id]);
    expect(fee!.channel_fee_price).toBe(9);
  });

  it('a visitor sees and pays only their own orders; staff with pay:order:query see any', async () => {
    const id = await openOrder(t, { userId: visitor.id });
    expect(await t.api.get('/client/pay/order/get', { token: other.token, query: { id } })).toMatchObject({ code: 1_007_002_000 });
    expect(await submit(other.token, id, 'mock')).toMatchObject({ code: 1_007_002_000 });
    // the staff cashier's calls are staff's (a visitor pays from the client area)
    expect(await submit(other.token, id, 'mock', '/pay/order/submit')).toMatchObject({ code: 403 });
    expect(await t.api.get('/pay/order/get', { token: visitor.token, query: { id } })).toMatchObject({ code: 403 });
    expect(await t.api.get('/pay/order/get', { token: admin, query: { id } })).toMatchObject({ code: 0, data: { id } });
  });

  it('refuses a disabled channel, an unknown one, and an expired order', async () => {
    await setCourseChannel(t, 'mock', CommonStatus.DISABLE);
    const id = await openOrder(t, { userId: visitor.id });
    expect(await submit(visitor.token, id, 'mock')).toMatchObject({ code: 1_007_001_001 });
    expect(await submit(visitor.token, id, 'wx_lite')).toMatchObject({ code: 1_007_001_000 });
    await setCourseChannel(t, 'mock', CommonStatus.ENABLE);
    await t.sql(`update pay_order set expire_time = now() - interval '1 second' where id = ?`, [id]);
    expect(await submit(visitor.token, id, 'mock')).toMatchObject({ code: 1_007_002_003 });
  });

  it('the wallet pays by a guarded deduction, never below zero, and refunds back', async () => {
    const id = await openOrder(t, { userId: visitor.id, price: 3000 });
    expect(await submit(visitor.token, id, 'wallet')).toMatchObject({ code: 1_007_007_001 });
    expect((await orderRow(t, id)).status).toBe(PayOrderStatus.WAITING);
    expect(await t.api.put('/pay/wallet/update-balance', { userId: visitor.id, balance: 5000 }, { token: admin })).toMatchObject({
      code: 0,
    });
    expect(await t.api.put('/pay/wallet/update-balance', { userId: visitor.id, balance: -6000 }, { token: admin })).toMatchObject({
      code: 1_007_007_001,
    });
    expect(await submit(visitor.token, id, 'wallet')).toMatchObject({ code: 0, data: { status: PayOrderStatus.SUCCESS } });
    const wallet = await t.api.get<{ balance: number; totalExpense: number }>('/client/pay/wallet/get', { token: visitor.token });
    expect(wallet.data).toMatchObject({ balance: 2000, totalExpense: 3000 });
    const { merchant_order_id } = await orderRow(t, id);
    await refundOrder(t, merchant_order_id, 1000, `${merchant_order_id}-r1`);
    expect(await orderRow(t, id)).toMatchObject({ status: PayOrderStatus.REFUND, refund_price: 1000 });
    expect((await t.api.get<{ balance: number }>('/client/pay/wallet/get', { token: visitor.token })).data!.balance).toBe(3000);
    const tx = await t.api.get<{ list: Array<{ bizType: number; price: number }> }>('/client/pay/wallet-transaction/page', {
      token: visitor.token,
    });
    expect(tx.data!.list.map((x) => [x.bizType, x.price])).toEqual([
      [4, 1000],
      [3, -3000],
      [5, 5000],
    ]);
  });

  it('refunds never exceed what was paid, one waits at a time, and a merchant refund id is made once', async () => {
    const id = await openOrder(t, { userId: visitor.id, price: 2000 });
    const { merchant_order_id: m } = await orderRow(t, id);
    await expect(refundOrder(t, m, 100)).rejects.toMatchObject({ code: 1_007_002_005 });
    await submit(visitor.token, id, 'mock');
    await expect(refundOrder(t, m, 2001, `${m}-a`)).rejects.toMatchObject({ code: 1_007_006_000 });
    const r1 = await refundOrder(t, m, 1500, `${m}-a`);
    expect(await refundOrder(t, m, 1500, `${m}-a`)).toBe(r1);
    await expect(refundOrder(t, m, 501, `${m}-b`)).rejects.toMatchObject({ code: 1_007_006_000 });
    await refundOrder(t, m, 500, `${m}-b`);
    expect(await orderRow(t, id)).toMatchObject({ status: PayOrderStatus.REFUND, refund_price: 2000 });
    const refunds = await t.sql<{ status: number }>(`select status from pay_refund where order_id = ? order by id`, [id]);
    expect(refunds).toEqual([{ status: PayRefundStatus.SUCCESS }, { status: PayRefundStatus.SUCCESS }]);
    // a second waiting refund of one order is refused by the partial unique index
    await t.sql(
      `insert into pay_refund (tenant_id, no, app_id, channel_id, channel_code, order_id, order_no, user_type, merchant_order_id, merchant_refund_id, notify_url, status, pay_price, refund_price, reason, user_ip, create_time, update_time)
      select tenant_id, 'Rtest1', app_id, channel_id, channel_code, order_id, order_no, user_type, merchant_order_id, 'w1', notify_url, 0, pay_price, 1, 'x', '', now(), now() from pay_refund where order_id = ? limit 1`,
      [id],
    );
    await expect(
      t.sql(
        `insert into pay_refund (tenant_id, no, app_id, channel_id, channel_code, order_id, order_no, user_type, merchant_order_id, merchant_refund_id, notify_url, status, pay_price, refund_price, reason, user_ip, create_time, update_time)
      select tenant_id, 'Rtest2', app_id, channel_id, channel_code, order_id, order_no, user_type, merchant_order_id, 'w2', notify_url, 0, pay_price, 1, 'x', '', now(), now() from pay_refund where order_id = ? limit 1`,
        [id],
      ),
    ).rejects.toThrow(/pay_refund_one_waiting_uq/);
  });

  it('a second payment of a paid order (another attempt paid before its callback) is refunded by itself, apart from the order', async () => {
    const id = await openOrder(t, { userId: visitor.id, price: 1800 });
    const { merchant_order_id: m } = await orderRow(t, id);
    await submit(visitor.token, id, 'mock');
    // the race: a second attempt, opened before the first was paid, whose payment arrives after it
    const [second] = await t.sql<{ no: string }>(
      `insert into pay_order_extension (tenant_id, no, order_id, channel_id, channel_code, user_ip, status, create_time, update_time)
       select tenant_id, 'P-second-' || id, order_id, channel_id, channel_code, user_ip, ${PayOrderStatus.WAITING}, now(), now()
       from pay_order_extension where order_id = ? returning no`,
      [id],
    );
    const paidTwice = { status: 'SUCCESS' as const, outTradeNo: second!.no, channelOrderNo: 'CH-2', successTime: new Date() };
    expect(await t.app.get(PayOrderResults).apply(paidTwice)).toBe('unchanged');
    expect(await t.app.get(PayOrderResults).apply(paidTwice)).toBe('unchanged');
    const refundsOf = () =>
      t.sql<{ status: number; duplicate: boolean; order_no: string; refund_price: number; merchant_refund_id: string }>(
        `select status, duplicate, order_no, refund_price, merchant_refund_id from pay_refund where order_id = ? order by id`,
        [id],
      );
    expect(await refundsOf()).toEqual([
      {
        status: PayRefundStatus.WAITING,
        duplicate: true,
        order_no: second!.no,
        refund_price: 1800,
        merchant_refund_id: `duplicate-${second!.no}`,
      },
    ]);
    // the order's own refund is not held up by it, nor counted with it
    await refundOrder(t, m, 1800);
    expect(await t.app.get(CommandBus).execute(new SyncPayRefundsCommand())).toBeGreaterThanOrEqual(1);
    expect((await refundsOf()).map((r) => [r.duplicate, r.status])).toEqual([
      [true, PayRefundStatus.SUCCESS],
      [false, PayRefundStatus.SUCCESS],
    ]);
    expect(await orderRow(t, id)).toMatchObject({ status: PayOrderStatus.REFUND, refund_price: 1800 });
    // the merchant hears of its own refund only
    const events = await t.sql<{ type: string }>(
      `select e.type from core_outbox_event e join pay_refund r on e.aggregate_type = 'pay_refund' and e.aggregate_id = r.id::text where r.order_id = ? and r.duplicate`,
      [id],
    );
    expect(events).toEqual([]);
    const [own] = await t.sql<{ n: number }>(
      `select count(*)::int as n from pay_refund r join core_outbox_event e on e.aggregate_type = 'pay_refund' and e.aggregate_id = r.id::text where r.order_id = ? and not r.duplicate`,
      [id],
    );
    expect(own).toEqual({ n: 1 });
  });

  it('an unpaid order closes at its expire time, after asking its channel once more', async () => {
    await setCourseChannel(t, 'wallet', CommonStatus.ENABLE);
    const id = await openOrder(t, { userId: other.id, price: 100_000 });
    expect(await submit(other.token, id, 'wallet')).toMatchObject({ code: 1_007_007_001 });
    await t.sql(`update pay_order set expire_time = now() - interval '1 second' where id = ?`, [id]);
    expect(await t.app.get(CommandBus).execute(new ExpirePayOrdersCommand())).toBeGreaterThanOrEqual(1);
    expect((await orderRow(t, id)).status).toBe(PayOrderStatus.CLOSED);
    const events = await t.sql(`select type from core_outbox_event where aggregate_type = 'pay_order' and aggregate_id = ?`, [String(id)]);
    expect(events).toEqual([{ type: 'PayOrderClosed' }]);
    // reopened by the business with a new deadline: waiting again
    const { merchant_order_id } = await orderRow(t, id);
    expect(await openOrder(t, { userId: other.id, merchantOrderId: merchant_order_id })).toBe(id);
    expect((await orderRow(t, id)).status).toBe(PayOrderStatus.WAITING);
  });

  it('notifies a merchant URL on a delayed job, retries by the backoff, and succeeds only on {code: 0}', async () => {
    const answers = [JSON.stringify({ code: 500, msg: 'busy' }), JSON.stringify({ code: 0, data: true })];
    const received: unknown[] = [];
    const sink: Server = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        received.push(JSON.parse(body));
        res.setHeader('content-type', 'application/json');
        res.end(answers.shift() ?? JSON.stringify({ code: 0 }));
      });
    });
    await new Promise<void>((r) => sink.listen(0, '127.0.0.1', r));
    try {
      const url = `http://127.0.0.1:${(sink.address() as AddressInfo).port}/notify`;
      await t.sql(`update pay_app set order_notify_url = ? where app_key = 'course' and tenant_id = 1`, [url]);
      const id = await openOrder(t, { userId: visitor.id });
      await submit(visitor.token, id, 'mock');
      const [task] = await t.sql<{ id: number }>(`select id from pay_notify_task where data_id = ? and type = 1`, [id]);
      // the first try runs once the event is published: answered code 500 → status 21, next try 15 s later
      const first = await waitFor(async () => {
        const [row] = await t.sql<{ status: number; notify_times: number; next_notify_time: Date }>(
          `select status, notify_times, next_notify_time from pay_notify_task where id = ?`,
          [task!.id],
        );
        return row!.notify_times === 1 ? row : undefined;
      });
      expect(first).toMatchObject({ status: PayNotifyStatus.REQUEST_SUCCESS });
      expect(new Date(first!.next_notify_time).getTime() - Date.now()).toBeGreaterThan(10_000);
      expect(received).toEqual([{ merchantOrderId: expect.any(String), payOrderId: id }]);
      // retried by hand now (the console's retry): {code: 0} settles it
      const retried = await t.api.put<{ status: number; logs: unknown[] }>('/pay/notify/retry', { id: task!.id }, { token: admin });
      expect(retried.data).toMatchObject({ status: PayNotifyStatus.SUCCESS });
      expect(retried.data!.logs).toHaveLength(2);
    } finally {
      await t.sql(`update pay_app set order_notify_url = '' where app_key = 'course' and tenant_id = 1`);
      sink.close();
    }
  });
});
