import { COURSE_PAY_APP_KEY, PayOrderStatus, SignupStatus as S } from '@dha/contracts';
import { FakeWeixinPay } from '@dha/pay/testing';
import { waitFor } from '@dha/testing';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createCourse } from '../testing/signup-fixtures';
import { useSignupTestApp } from '../testing/signup-steps';

jest.setTimeout(120_000);

/**
 * 50 concurrent callbacks and syncs for one paid attempt: one success, one confirmation of the
 * signup, one merchant notification (real PostgreSQL, Redis, outbox, consumers and BullMQ jobs).
 */
describe('payment race: callbacks and syncs at once', () => {
  const spec = useSignupTestApp();
  let weixin: FakeWeixinPay;
  let sink: Server;
  const received: unknown[] = [];

  beforeAll(async () => {
    weixin = await new FakeWeixinPay().start();
    sink = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        received.push(JSON.parse(body));
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ code: 0, data: true }));
      });
    });
    await new Promise<void>((r) => sink.listen(0, '127.0.0.1', r));
  });
  afterAll(async () => {
    await weixin.close();
    await new Promise((r) => sink.close(r));
  });

  it('one success, one confirmation, one notification', async () => {
    const { t, c, steps } = spec;
    const course = await createCourse(t, c.admin, { needTeacherAudit: false, fee: 8800 });
    const s = await steps.submit(course);
    await steps.review(c.signupAdmin.token, s.id, 'PASS');
    const payOrderId = (await steps.act(s.user.token, '/client/signup/confirm', s.id)).data as number;
    const [app] = await t.sql<{ id: number }>(`select id from pay_app where tenant_id = 1 and app_key = ?`, [COURSE_PAY_APP_KEY]);
    await t.sql(`update pay_app set order_notify_url = ? where id = ?`, [
      `http://127.0.0.1:${(sink.address() as AddressInfo).port}/paid`,
      app!.id,
    ]);
    const channel = await t.api.post<number>(
      '/pay/channel/create',
      { appId: app!.id, code: 'wx_native', status: 0, feeRate: 0, config: JSON.stringify(weixin.channelConfig()) },
      { token: c.admin },
    );
    expect(channel).toMatchObject({ code: 0 });
    // the order took the app's notify URL when it was opened: reopen it so that it carries the sink's
    await t.sql(`update pay_order set notify_url = (select order_notify_url from pay_app where id = ?) where id = ?`, [
      app!.id,
      payOrderId,
    ]);
    expect(
      await t.api.post('/client/pay/order/submit', { id: payOrderId, channelCode: 'wx_native' }, { token: s.user.token }),
    ).toMatchObject({ code: 0 });
    const [ext] = await t.sql<{ no: string }>(`select no from pay_order_extension where order_id = ?`, [payOrderId]);
    const cb = weixin.pay(ext!.no);

    const racers = Array.from({ length: 50 }, (_, i) =>
      i % 2 === 0
        ? t.app
            .inject({
              method: 'POST',
              url: `${t.config.API_PREFIX}/pay/notify/order/${channel.data}`,
              headers: cb.headers,
              payload: cb.body,
            })
            .then((r) => r.statusCode)
        : t.api
            .get<{ status: number }>('/client/pay/order/get', { token: s.user.token, query: { id: payOrderId, sync: 'true' } })
            .then((r) => r.code),
    );
    const outcomes = await Promise.all(racers);
    expect(outcomes.filter((o, i) => (i % 2 === 0 ? o === 200 : o === 0))).toHaveLength(50);

    const [order] = await t.sql<{ status: number }>(`select status from pay_order where id = ?`, [payOrderId]);
    expect(order!.status).toBe(PayOrderStatus.SUCCESS);
    expect(
      await t.sql(`select type from core_outbox_event where aggregate_type = 'pay_order' and aggregate_id = ?`, [String(payOrderId)]),
    ).toEqual([{ type: 'PayOrderSucceeded' }]);
    await waitFor(async () => ((await steps.row(s.id)).status === S.FORMAL_ACCEPT ? true : undefined));
    await waitFor(async () => (received.length ? true : undefined));
    // let any duplicate arrive before counting
    await new Promise((r) => setTimeout(r, 1500));
    expect((await steps.history(s.id)).filter((h) => h.action === 'confirm')).toHaveLength(1);
    expect(await t.sql(`select count(*)::int as n from pay_notify_task where data_id = ? and type = 1`, [payOrderId])).toEqual([{ n: 1 }]);
    expect(received).toEqual([{ merchantOrderId: `signup-${s.id}`, payOrderId }]);
  });
});
