import { COURSE_PAY_APP_KEY, CommonStatus, PayUserType } from '@dha/contracts';
import type { TestApp } from '@dha/testing';
import { CommandBus } from '@nestjs/cqrs';
import { CreatePayOrderCommand, CreatePayRefundCommand } from '../contract/pay.commands';

/** Enables (or disables) a channel of a tenant's course app, as an administrator would in the console. */
export async function setCourseChannel(t: TestApp, code: string, status: number = CommonStatus.ENABLE, tenantId = 1): Promise<number> {
  await t.sql(
    `insert into pay_app (tenant_id, app_key, name, status, order_notify_url, refund_notify_url, creator, updater, create_time, update_time)
    values (?, ?, '课程费用', 0, '', '', '', '', now(), now()) on conflict (tenant_id, app_key) do nothing`,
    [tenantId, COURSE_PAY_APP_KEY],
  );
  const [app] = await t.sql<{ id: number }>(`select id from pay_app where tenant_id = ? and app_key = ?`, [tenantId, COURSE_PAY_APP_KEY]);
  await t.sql(
    `insert into pay_channel (tenant_id, app_id, code, status, fee_rate, config, creator, updater, create_time, update_time)
     values (?, ?, ?, ?, 0.6, '{"name":"none-config"}', '', '', now(), now())
     on conflict (app_id, code) do update set status = excluded.status, fee_rate = excluded.fee_rate, update_time = now()`,
    [tenantId, app!.id, code, status],
  );
  return Number(app!.id);
}

let seq = 0;

/** An order of the course app through the pay contract (as the signup module opens one). */
export function openOrder(
  t: TestApp,
  input: { userId: number | null; price?: number; merchantOrderId?: string; expireTime?: Date; tenantId?: number },
): Promise<number> {
  return t.app.get(CommandBus).execute(
    new CreatePayOrderCommand({
      tenantId: input.tenantId ?? 1,
      appKey: COURSE_PAY_APP_KEY,
      merchantOrderId: input.merchantOrderId ?? `test-${Date.now()}-${++seq}`,
      subject: '测试课程费用',
      body: '一门课',
      price: input.price ?? 1500,
      expireTime: input.expireTime ?? new Date(Date.now() + 3_600_000),
      userId: input.userId,
      userType: PayUserType.MEMBER,
      userIp: '127.0.0.1',
    }),
  );
}

/** A refund through the pay contract. */
export function refundOrder(
  t: TestApp,
  merchantOrderId: string,
  price: number,
  merchantRefundId = `${merchantOrderId}-refund`,
): Promise<number> {
  return t.app.get(CommandBus).execute(
    new CreatePayRefundCommand({
      tenantId: 1,
      appKey: COURSE_PAY_APP_KEY,
      merchantOrderId,
      merchantRefundId,
      price,
      reason: '测试退款',
      userIp: '127.0.0.1',
    }),
  );
}

/** An order row as the specs check it. */
export async function orderRow(
  t: TestApp,
  id: number,
): Promise<{ status: number; refund_price: number; channel_code: string | null; no: string | null; merchant_order_id: string }> {
  return (
    await t.sql<{ status: number; refund_price: number; channel_code: string | null; no: string | null; merchant_order_id: string }>(
      `select status, refund_price, channel_code, no, merchant_order_id from pay_order where id = ?`,
      [id],
    )
  )[0]!;
}
