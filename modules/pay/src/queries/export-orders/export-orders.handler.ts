import { workbookOf, formatTime, type ExcelColumn } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { PayOrder } from '../../domain/pay-order.entity';
import { centsToYuan } from '../../domain/pay-no';
import { appNames, orderFilter } from '../../infrastructure/pay.read-model';
import { ExportPayOrdersQuery } from './export-orders.query';

export const EXPORT_MAX = 50_000;
const ORDER_STATUS: Record<number, string> = { 0: '未支付', 10: '已支付', 20: '已退款', 30: '支付关闭' };
const time = (d: Date | null) => (d ? formatTime(d.getTime()) : '');

@QueryHandler(ExportPayOrdersQuery)
export class ExportPayOrdersHandler implements IQueryHandler<ExportPayOrdersQuery, Buffer> {
  constructor(private readonly em: EntityManager) {}

  async execute({ tenantId, filter }: ExportPayOrdersQuery): Promise<Buffer> {
    const em = this.em.fork();
    const rows = await em.find(PayOrder, orderFilter(tenantId, filter), { orderBy: { id: 'desc' }, limit: EXPORT_MAX });
    const names = await appNames(
      em,
      tenantId,
      rows.map((r) => r.appId),
    );
    const columns: Array<ExcelColumn<PayOrder>> = [
      { header: '支付编号', width: 10, cell: (o) => o.id },
      { header: '支付单号', width: 26, cell: (o) => o.no ?? '' },
      { header: '商户单号', width: 22, cell: (o) => o.merchantOrderId },
      { header: '渠道单号', width: 30, cell: (o) => o.channelOrderNo ?? '' },
      { header: '应用', width: 14, cell: (o) => names.get(o.appId) ?? '' },
      { header: '商品标题', width: 24, cell: (o) => o.subject },
      { header: '支付金额（元）', width: 14, cell: (o) => centsToYuan(o.price) },
      { header: '退款金额（元）', width: 14, cell: (o) => centsToYuan(o.refundPrice) },
      { header: '手续费（元）', width: 12, cell: (o) => (o.channelFeePrice === null ? '' : centsToYuan(o.channelFeePrice)) },
      { header: '支付状态', width: 10, cell: (o) => ORDER_STATUS[o.status] ?? '未知' },
      { header: '支付渠道', width: 12, cell: (o) => o.channelCode ?? '' },
      { header: '支付时间', width: 20, cell: (o) => time(o.successTime) },
      { header: '失效时间', width: 20, cell: (o) => time(o.expireTime) },
      { header: '创建时间', width: 20, cell: (o) => time(o.createTime) },
    ];
    return workbookOf('支付订单', columns, rows);
  }
}
