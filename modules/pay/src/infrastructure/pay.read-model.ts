import type {
  PageResult,
  PayAppVO,
  PayChannelVO,
  PayNotifyLogVO,
  PayNotifyTaskVO,
  PayOrderVO,
  PayRefundVO,
  PayWalletTransactionVO,
  PayWalletVO,
} from '@dha/contracts';
import { containing } from '@dha/server-core';
import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { PayApp, PayChannel } from '../domain/pay-app.entity';
import type { PayNotifyLog, PayNotifyTask } from '../domain/pay-notify.entity';
import { PayOrder } from '../domain/pay-order.entity';
import type { PayRefund } from '../domain/pay-refund.entity';
import type { PayOrderPageDto, PayRefundPageDto } from '../http/pay-query.dto';
import type { PayWallet, PayWalletTransaction } from '../domain/pay-wallet.entity';

const ms = (d: Date | null): number | null => (d ? d.getTime() : null);

export const toAppVO = (a: PayApp): PayAppVO => ({
  id: a.id,
  appKey: a.appKey,
  name: a.name,
  status: a.status,
  remark: a.remark,
  orderNotifyUrl: a.orderNotifyUrl,
  refundNotifyUrl: a.refundNotifyUrl,
  createTime: a.createTime.getTime(),
});

/** Keys of a channel configuration that are secrets: answered masked, kept when sent back masked. */
export const SECRET_CONFIG_KEYS = ['privateKeyContent', 'apiV3Key', 'mchKey', 'privateKey', 'keyContent'];
export const MASK = '******';

export function maskedConfig(config: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(config).map(([k, v]) => [k, SECRET_CONFIG_KEYS.includes(k) && v ? MASK : v]));
}

export const toChannelVO = (c: PayChannel): PayChannelVO => ({
  id: c.id,
  code: c.code,
  status: c.status,
  feeRate: c.feeRate,
  remark: c.remark,
  appId: c.appId,
  config: JSON.stringify(maskedConfig(c.config)),
  createTime: c.createTime.getTime(),
});

export const toOrderVO = (o: PayOrder): PayOrderVO => ({
  id: o.id,
  appId: o.appId,
  channelId: o.channelId,
  channelCode: o.channelCode,
  merchantOrderId: o.merchantOrderId,
  subject: o.subject,
  body: o.body,
  notifyUrl: o.notifyUrl,
  price: o.price,
  channelFeeRate: o.channelFeeRate,
  channelFeePrice: o.channelFeePrice,
  status: o.status,
  userIp: o.userIp,
  expireTime: o.expireTime.getTime(),
  successTime: ms(o.successTime),
  extensionId: o.extensionId,
  no: o.no,
  refundPrice: o.refundPrice,
  channelUserId: o.channelUserId,
  channelOrderNo: o.channelOrderNo,
  userId: o.userId,
  createTime: o.createTime.getTime(),
  updateTime: o.updateTime.getTime(),
});

export const toRefundVO = (r: PayRefund): PayRefundVO => ({
  id: r.id,
  no: r.no,
  appId: r.appId,
  channelId: r.channelId,
  channelCode: r.channelCode,
  orderId: r.orderId,
  orderNo: r.orderNo,
  merchantOrderId: r.merchantOrderId,
  merchantRefundId: r.merchantRefundId,
  notifyUrl: r.notifyUrl,
  status: r.status,
  payPrice: r.payPrice,
  refundPrice: r.refundPrice,
  reason: r.reason,
  userIp: r.userIp,
  channelOrderNo: r.channelOrderNo,
  channelRefundNo: r.channelRefundNo,
  successTime: ms(r.successTime),
  channelErrorCode: r.channelErrorCode,
  channelErrorMsg: r.channelErrorMsg,
  channelNotifyData: r.channelNotifyData,
  createTime: r.createTime.getTime(),
  updateTime: r.updateTime.getTime(),
});

export const toNotifyTaskVO = (t: PayNotifyTask, appName: string): PayNotifyTaskVO => ({
  id: t.id,
  appId: t.appId,
  appName,
  type: t.type,
  dataId: t.dataId,
  merchantOrderId: t.merchantOrderId,
  merchantRefundId: t.merchantRefundId,
  status: t.status,
  nextNotifyTime: t.nextNotifyTime.getTime(),
  lastExecuteTime: ms(t.lastExecuteTime),
  notifyTimes: t.notifyTimes,
  maxNotifyTimes: t.maxNotifyTimes,
  notifyUrl: t.notifyUrl,
  createTime: t.createTime.getTime(),
  updateTime: t.updateTime.getTime(),
});

export const toNotifyLogVO = (l: PayNotifyLog): PayNotifyLogVO => ({
  id: l.id,
  status: l.status,
  notifyTimes: l.notifyTimes,
  response: l.response,
  createTime: l.createTime.getTime(),
});

export const toWalletVO = (w: PayWallet, user?: { username: string; nickname: string }): PayWalletVO => ({
  id: w.id,
  userId: w.userId,
  userType: w.userType,
  username: user?.username ?? null,
  nickname: user?.nickname ?? null,
  balance: w.balance,
  totalExpense: w.totalExpense,
  totalRecharge: w.totalRecharge,
  freezePrice: w.freezePrice,
  createTime: w.createTime.getTime(),
});

export const toWalletTransactionVO = (t: PayWalletTransaction): PayWalletTransactionVO => ({
  id: t.id,
  no: t.no,
  walletId: t.walletId,
  bizType: t.bizType,
  bizId: t.bizId,
  title: t.title,
  price: t.price,
  balance: t.balance,
  createTime: t.createTime.getTime(),
});

/** App names by id, for the page rows that show them. */
export async function appNames(em: EntityManager, tenantId: number, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const apps = await em.find(PayApp, { tenantId, id: { $in: [...new Set(ids)] } });
  return new Map(apps.map((a) => [a.id, a.name]));
}

/** The channel codes of each app (the app page's matrix). */
export async function channelCodesOf(em: EntityManager, appIds: number[]): Promise<Map<number, string[]>> {
  const map = new Map<number, string[]>();
  if (!appIds.length) return map;
  for (const c of await em.find(PayChannel, { appId: { $in: appIds } }, { orderBy: { id: 'asc' } })) {
    map.set(c.appId, [...(map.get(c.appId) ?? []), c.code]);
  }
  return map;
}

/**
 * The page filters of orders and refunds as a condition (upstream's): app, channel, status and
 * created exactly; the merchant's and the channel's numbers by a part of them.
 */
function payFilter<E>(tenantId: number, f: PayOrderPageDto | PayRefundPageDto, numbers: Array<keyof E & keyof typeof f>): FilterQuery<E> {
  const where: Record<string, unknown> = { tenantId };
  if (f.appId !== undefined) where.appId = f.appId;
  if (f.channelCode) where.channelCode = f.channelCode;
  if (f.status !== undefined) where.status = f.status;
  for (const key of numbers) {
    const value = f[key];
    if (typeof value === 'string' && value) where[key] = containing(value);
  }
  const created = f.createTimeCondition();
  if (created) where.createTime = created;
  return where as FilterQuery<E>;
}

export const orderFilter = (tenantId: number, f: PayOrderPageDto): FilterQuery<PayOrder> =>
  payFilter<PayOrder>(tenantId, f, ['merchantOrderId', 'channelOrderNo', 'no'] as never);

export const refundFilter = (tenantId: number, f: PayRefundPageDto): FilterQuery<PayRefund> =>
  payFilter<PayRefund>(tenantId, f, ['merchantOrderId', 'merchantRefundId', 'channelOrderNo', 'channelRefundNo'] as never);

/** Orders of an app by merchant order id, with the newest refund's status of each (a business's own lists; a second payment's refund is not the order's). */
export async function ordersByMerchantIds(
  em: EntityManager,
  tenantId: number,
  appId: number,
  merchantOrderIds: string[],
): Promise<Array<PayOrder & { refundStatus: number | null }>> {
  if (!merchantOrderIds.length) return [];
  const orders = await em.find(PayOrder, { tenantId, appId, merchantOrderId: { $in: [...new Set(merchantOrderIds)] } });
  const refunds = orders.length
    ? await em.execute<Array<{ order_id: number; status: number }>>(
        `select distinct on (order_id) order_id, status from pay_refund where order_id in (${orders.map(() => '?').join(',')}) and not duplicate order by order_id, id desc`,
        orders.map((o) => o.id),
      )
    : [];
  const latest = new Map(refunds.map((r) => [Number(r.order_id), Number(r.status)]));
  return orders.map((o) => Object.assign(o, { refundStatus: latest.get(o.id) ?? null }));
}

/**
 * A page of one of the tenant's lists that name their app (orders, refunds, notify tasks): newest
 * first, each row as its view with the app's name.
 */
export async function pageNamingApps<E extends { appId: number }, V>(
  em: EntityManager,
  entity: new () => E,
  tenantId: number,
  where: FilterQuery<E>,
  page: { pageSize: number; offset: number },
  view: (row: E, appName: string) => V,
): Promise<PageResult<V>> {
  const [rows, total] = await em.findAndCount(entity, where, {
    orderBy: { id: 'desc' } as never,
    limit: page.pageSize,
    offset: page.offset,
  });
  const names = await appNames(
    em,
    tenantId,
    rows.map((r) => r.appId),
  );
  return { list: rows.map((r) => view(r, names.get(r.appId) ?? '')), total };
}
