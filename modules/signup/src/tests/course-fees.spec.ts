import { CommonStatus, ParticipantKind, PayOrderStatus, PayRefundStatus, SignupStatus as S } from '@dha/contracts';
import { setCourseChannel } from '@dha/pay/testing';
import { waitFor } from '@dha/testing';
import { CommandBus } from '@nestjs/cqrs';
import { ExpireOfferCommand } from '../commands/expire-offer/expire-offer.command';
import { createCourse } from '../testing/signup-fixtures';
import { useSignupTestApp } from '../testing/signup-steps';

jest.setTimeout(90_000);

/** Course fees on signups (modules/pay/README.md "Course fees"): real PostgreSQL, Redis, outbox and consumers. */
describe('course fees: a formal offer is confirmed by paying, a cancel refunds', () => {
  const spec = useSignupTestApp();
  let feeCourse = 0;

  beforeAll(async () => {
    await setCourseChannel(spec.t, 'mock', CommonStatus.ENABLE);
    feeCourse = await createCourse(spec.t, spec.c.admin, {
      needTeacherAudit: false,
      fee: 12_300,
      formalStudentQuota: 2,
      candidateStudentQuota: 2,
    });
  });

  const order = async (signupId: number) =>
    (
      await spec.t.sql<{ id: number; status: number; price: number; refund_price: number; expire_time: Date }>(
        `select id, status, price, refund_price, expire_time from pay_order where merchant_order_id = ?`,
        [`signup-${signupId}`],
      )
    )[0];
  const refunds = (orderId: number) =>
    spec.t.sql<{ status: number; refund_price: number }>(`select status, refund_price from pay_refund where order_id = ?`, [orderId]);

  async function offered(kind: number = ParticipantKind.STUDENT, offer = 'FORMAL', courseId = feeCourse) {
    const { submit, review } = spec.steps;
    const s = await submit(courseId, undefined, kind);
    expect(await review(spec.c.signupAdmin.token, s.id, 'PASS', offer)).toMatchObject({ code: 0 });
    return s;
  }

  it('confirming opens the one pay order, due at the reply deadline; paying confirms the signup once; the visitor sees 已支付', async () => {
    const { t } = spec;
    const s = await offered();
    const before = await spec.steps.row(s.id);
    const confirm = await spec.steps.act(s.user.token, '/client/signup/confirm', s.id);
    expect(confirm).toMatchObject({ code: 0, data: expect.any(Number) });
    const payOrderId = confirm.data as number;
    // still waiting for the reply: the place is held by the offer until paid
    expect((await spec.steps.row(s.id)).status).toBe(S.WAIT_STUDENT_AUDIT);
    const o = (await order(s.id))!;
    expect(o).toMatchObject({ id: payOrderId, status: PayOrderStatus.WAITING, price: 12_300 });
    expect(new Date(o.expire_time).getTime()).toBe(new Date(before.offer_deadline!).getTime());
    // confirming again reopens the same order: never two orders for one signup
    expect((await spec.steps.act(s.user.token, '/client/signup/confirm', s.id)).data).toBe(payOrderId);
    const mine = await t.api.get<{
      list: Array<{ id: number; confirmByPaying: boolean; fee: number; payment: { status: number } | null }>;
    }>('/client/signup/my-page', { token: s.user.token, query: { pageNo: 1, pageSize: 50 } });
    expect(mine.data!.list.find((x) => x.id === s.id)).toMatchObject({
      confirmByPaying: true,
      fee: 12_300,
      payment: { status: PayOrderStatus.WAITING },
    });

    expect(await t.api.post('/client/pay/order/submit', { id: payOrderId, channelCode: 'mock' }, { token: s.user.token })).toMatchObject({
      code: 0,
      data: { status: PayOrderStatus.SUCCESS },
    });
    await waitFor(async () => ((await spec.steps.row(s.id)).status === S.FORMAL_ACCEPT ? true : undefined));
    const history = await spec.steps.history(s.id);
    expect(history.filter((h) => h.action === 'confirm')).toEqual([
      { from_status: S.WAIT_STUDENT_AUDIT, to_status: S.FORMAL_ACCEPT, action: 'confirm', operator_id: s.user.id },
    ]);
    const staff = await t.api.get<{ payment: { status: number; price: number } }>('/signup/signup/get', {
      token: spec.c.admin,
      query: { id: s.id },
    });
    expect(staff.data!.payment).toMatchObject({ status: PayOrderStatus.SUCCESS, price: 12_300 });
  });

  it('staff cancelling a paid signup refunds what was paid; both sides see it', async () => {
    const { t } = spec;
    const s = await offered();
    const payOrderId = (await spec.steps.act(s.user.token, '/client/signup/confirm', s.id)).data as number;
    await t.api.post('/client/pay/order/submit', { id: payOrderId, channelCode: 'mock' }, { token: s.user.token });
    await waitFor(async () => ((await spec.steps.row(s.id)).status === S.FORMAL_ACCEPT ? true : undefined));
    expect(await spec.steps.act(spec.c.admin, '/signup/signup/cancel', s.id, { remark: '课程调整' })).toMatchObject({ code: 0 });
    const refunded = await waitFor(async () => ((await order(s.id))!.status === PayOrderStatus.REFUND ? order(s.id) : undefined));
    expect(refunded).toMatchObject({ refund_price: 12_300 });
    expect(await refunds(payOrderId)).toEqual([{ status: PayRefundStatus.SUCCESS, refund_price: 12_300 }]);
    const page = await t.api.get<{ list: Array<{ id: number; payment: { status: number; refundStatus: number } }> }>(
      '/signup/signup/page',
      { token: spec.c.admin, query: { pageNo: 1, pageSize: 100, courseId: feeCourse } },
    );
    expect(page.data!.list.find((x) => x.id === s.id)!.payment).toMatchObject({
      status: PayOrderStatus.REFUND,
      refundStatus: PayRefundStatus.SUCCESS,
    });
    const mine = await t.api.get<{ list: Array<{ id: number; payment: { status: number } }> }>('/client/signup/my-page', {
      token: s.user.token,
      query: { pageNo: 1, pageSize: 50 },
    });
    expect(mine.data!.list.find((x) => x.id === s.id)!.payment).toMatchObject({ status: PayOrderStatus.REFUND });
  });

  it('an offer that lapses unpaid closes its order; a withdrawal closes it too, so it can no longer be paid', async () => {
    const { t } = spec;
    const s = await offered();
    const payOrderId = (await spec.steps.act(s.user.token, '/client/signup/confirm', s.id)).data as number;
    await t.sql(`update signup_signup set offer_deadline = now() - interval '1 minute' where id = ?`, [s.id]);
    expect(await t.app.get(CommandBus).execute(new ExpireOfferCommand(s.id))).toBe(true);
    await waitFor(async () => ((await order(s.id))!.status === PayOrderStatus.CLOSED ? true : undefined));
    // a second one: withdrawn while its payment is on the way (paid at the channel just before the close)
    const w = await offered();
    const wOrder = (await spec.steps.act(w.user.token, '/client/signup/confirm', w.id)).data as number;
    expect(await spec.steps.act(w.user.token, '/client/signup/withdraw', w.id)).toMatchObject({ code: 0 });
    // the order was closed by the withdrawal, so a later submit is refused: nobody pays for a cancelled signup
    await waitFor(async () => ((await order(w.id))!.status === PayOrderStatus.CLOSED ? true : undefined));
    expect(await t.api.post('/client/pay/order/submit', { id: wOrder, channelCode: 'mock' }, { token: w.user.token })).toMatchObject({
      code: 1_007_002_001,
    });
    expect(payOrderId).toBeGreaterThan(0);
  });

  it('volunteers and candidate offers confirm without paying; a promoted candidate pays or loses the place', async () => {
    const { t } = spec;
    const course = await createCourse(t, spec.c.admin, {
      needTeacherAudit: false,
      fee: 12_300,
      formalStudentQuota: 2,
      candidateStudentQuota: 2,
    });
    const v = await offered(ParticipantKind.VOLUNTEER, 'FORMAL', course);
    expect(await spec.steps.act(v.user.token, '/client/signup/confirm', v.id)).toMatchObject({ code: 0, data: true });
    expect(await order(v.id)).toBeUndefined();
    // fill the formal places, then a candidate
    const f1 = await offered(ParticipantKind.STUDENT, 'FORMAL', course);
    const f2 = await offered(ParticipantKind.STUDENT, 'FORMAL', course);
    const c1 = await offered(ParticipantKind.STUDENT, 'CANDIDATE', course);
    expect(await spec.steps.act(c1.user.token, '/client/signup/confirm', c1.id)).toMatchObject({ code: 0, data: true });
    expect((await spec.steps.row(c1.id)).status).toBe(S.CANDIDATE_ACCEPT);
    // a formal place frees (f1 declines): c1 is promoted and asked to pay
    expect(await spec.steps.act(f1.user.token, '/client/signup/decline', f1.id)).toMatchObject({ code: 0 });
    expect((await spec.steps.row(c1.id)).status).toBe(S.FORMAL_ACCEPT);
    const promoted = await waitFor(() => order(c1.id));
    expect(promoted).toMatchObject({ status: PayOrderStatus.WAITING, price: 12_300 });
    // not paid in time: the order closes and the place goes back
    await t.sql(`update pay_order set expire_time = now() - interval '1 second' where id = ?`, [promoted!.id]);
    const { ExpirePayOrdersCommand } = await import('@dha/pay/testing');
    await t.app.get(CommandBus).execute(new ExpirePayOrdersCommand());
    await waitFor(async () => ((await spec.steps.row(c1.id)).status === S.CANCELLED ? true : undefined));
    expect((await spec.steps.history(c1.id)).at(-1)).toMatchObject({ action: 'cancel', operator_id: null });
    expect((await spec.steps.row(f2.id)).status).toBe(S.WAIT_STUDENT_AUDIT);
  });
});
