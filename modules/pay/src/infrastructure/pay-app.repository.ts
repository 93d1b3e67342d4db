import { COURSE_PAY_APP_KEY, CommonStatus, PayChannelCode } from '@dha/contracts';
import { BizError } from '@dha/server-core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { PayApp } from '../domain/pay-app.entity';
import { PayErrors } from '../pay.errors';

/** The configuration of channels that need none (upstream's NonePayClientConfig). */
export const NONE_CONFIG = { name: 'none-config' } as const;

/**
 * The app of the course fees of a tenant, made on first use: its wallet channel enabled, its mock
 * channel disabled (mock "pays" without money: an administrator enables it for demos and tests).
 */
export async function ensureCourseApp(em: EntityManager, tenantId: number): Promise<void> {
  const [app] = await em.execute<Array<{ id: number }>>(
    `insert into pay_app (tenant_id, app_key, name, status, remark, order_notify_url, refund_notify_url, creator, updater, create_time, update_time)
     values (?, ?, '课程费用', ${CommonStatus.ENABLE}, '课程报名缴费：支付与退款由报名模块通过领域事件接收', '', '', '', '', now(), now())
     on conflict (tenant_id, app_key) do update set update_time = pay_app.update_time returning id`,
    [tenantId, COURSE_PAY_APP_KEY],
  );
  for (const [code, status] of [
    [PayChannelCode.WALLET, CommonStatus.ENABLE],
    [PayChannelCode.MOCK, CommonStatus.DISABLE],
  ] as const) {
    await em.execute(
      `insert into pay_channel (tenant_id, app_id, code, status, fee_rate, remark, config, creator, updater, create_time, update_time)
       values (?, ?, ?, ?, 0, null, ?::jsonb, '', '', now(), now()) on conflict (app_id, code) do nothing`,
      [tenantId, app!.id, code, status, JSON.stringify(NONE_CONFIG)],
    );
  }
}

/** An enabled app of the tenant by key (the course app is made when missing). */
export async function enabledAppByKey(em: EntityManager, tenantId: number, appKey: string): Promise<PayApp> {
  let app = await em.findOne(PayApp, { tenantId, appKey });
  if (!app && appKey === COURSE_PAY_APP_KEY) {
    await ensureCourseApp(em, tenantId);
    app = await em.findOne(PayApp, { tenantId, appKey });
  }
  if (!app) throw new BizError(PayErrors.APP_NOT_FOUND);
  if (app.status !== CommonStatus.ENABLE) throw new BizError(PayErrors.APP_IS_DISABLE);
  return app;
}

/** Sets the status of an app's channel by code (demo data, tests). */
export async function enableChannel(em: EntityManager, tenantId: number, appKey: string, code: string, status: number): Promise<void> {
  await ensureCourseApp(em, tenantId);
  await em.execute(
    `update pay_channel set status = ?, update_time = now() where code = ? and app_id = (select id from pay_app where tenant_id = ? and app_key = ?)`,
    [status, code, tenantId, appKey],
  );
}
