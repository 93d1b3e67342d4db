import { workbookOf, formatTime, type ExcelColumn } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { centsToYuan } from '../../domain/pay-no';
import { PayRefund } from '../../domain/pay-refund.entity';
import { appNames, refundFilter } from '../../infrastructure/pay.read-model';
import { EXPORT_MAX } from '../export-orders/export-orders.handler';
import { ExportPayRefundsQuery } from './export-refunds.query';

const REFUND_STATUS: Record<number, string> = { 0: '未退款', 10: '退款成功', 20: '退款失败' };
const time = (d: Date | null) => (d ? formatTime(d.getTime()) : '');

@QueryHandler(ExportPayRefundsQuery)
export class ExportPayRefundsHandler implements IQueryHandler<ExportPayRefundsQuery, Buffer> {
  constructor(private readonly em: EntityManager) {}

  async execute({ tenantId, filter }: ExportPayRefundsQuery): Promise<Buffer> {
    const em = this.em.fork();
    const rows = await em.find(PayRefund, refundFilter(tenantId, filter), { orderBy: { id: 'desc' }, limit: EXPORT_MAX });
    const names = await appNames(
      em,
      tenantId,
      rows.map((r) => r.appId),
    );
    const columns: Array<ExcelColumn<PayRefund>> = [
      { header: '退款编号', width: 10, cell: (r) => r.id },
      { header: '退款单号', width: 26, cell: (r) => r.no },
      { header: '商户退款单号', width: 24, cell: (r) => r.merchantRefundId },
      { header: '商户支付单号', width: 22, cell: (r) => r.merchantOrderId },
      { header: '渠道退款单号', width: 30, cell: (r) => r.channelRefundNo ?? '' },
      { header: '应用', width: 14, cell: (r) => names.get(r.appId) ?? '' },
      { header: '支付金额（元）', width: 14, cell: (r) => centsToYuan(r.payPrice) },
      { header: '退款金额（元）', width: 14, cell: (r) => centsToYuan(r.refundPrice) },
      { header: '退款状态', width: 10, cell: (r) => REFUND_STATUS[r.status] ?? '未知' },
      { header: '退款渠道', width: 12, cell: (r) => r.channelCode },
      { header: '退款原因', width: 24, cell: (r) => r.reason },
      { header: '退款时间', width: 20, cell: (r) => time(r.successTime) },
      { header: '创建时间', width: 20, cell: (r) => time(r.createTime) },
    ];
    return workbookOf('退款订单', columns, rows);
  }
}
