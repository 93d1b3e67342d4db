import { detailColumn } from '../../../ui/detail-column';
import { DictTypeCode, Permissions, type PayRefundPageItemVO } from '@dha/contracts';
import { useState } from 'react';
import { HasPermi } from '../../access';
import { DictTag } from '../../../dict';
import { CrudListPage } from '../../../ui/CrudListPage';
import type { Column } from '../../../ui/DataTable';
import { CreatedRangeField } from '../../../ui/DateRangeField';
import { ExportButton } from '../../../ui/ExportButton';
import { FilterBar, useFilterForm } from '../../../ui/FilterBar';
import { FilterField } from '../../../ui/FilterField';
import { centsToYuan, formatDateTime } from '../../../ui/format';
import { PayDetailDialog, RawData } from '../PayDetailTable';
import { emptyRefundFilter, useExportPayRefunds, usePayApps, usePayRefundDetail, usePayRefundList } from '../queries';

function RefundDetail({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { data: r } = usePayRefundDetail(id);
  const rows: Array<[string, React.ReactNode]> | null =
    id === null || !r
      ? null
      : [
          ['商户退款单号', r.merchantRefundId],
          ['商户支付单号', r.merchantOrderId],
          ['退款单号', r.no],
          ['应用', `${r.appName}（${r.appId}）`],
          ['商品标题', r.order?.subject ?? ''],
          ['支付金额', `￥${centsToYuan(r.payPrice)}`],
          ['退款金额', `￥${centsToYuan(r.refundPrice)}`],
          ['退款状态', <DictTag key="s" type={DictTypeCode.PAY_REFUND_STATUS} value={r.status} />],
          ['退款原因', r.reason],
          ['退款渠道', <DictTag key="c" type={DictTypeCode.PAY_CHANNEL_CODE} value={r.channelCode} />],
          ['渠道支付单号', r.channelOrderNo ?? ''],
          ['渠道退款单号', r.channelRefundNo ?? ''],
          ['渠道错误', r.channelErrorCode ? `${r.channelErrorCode} ${r.channelErrorMsg ?? ''}` : ''],
          ['退款时间', formatDateTime(r.successTime)],
          ['创建时间', formatDateTime(r.createTime)],
          ['退款回调内容', <RawData key="raw" text={r.channelNotifyData} />],
        ];
  return <PayDetailDialog title="退款订单详情" rows={rows} onClose={onClose} />;
}

/** 退款订单 (`pay/refund/index`): every refund of the tenant, upstream's filters. */
export default function PayRefundPage() {
  const list = usePayRefundList();
  const apps = usePayApps();
  const exporter = useExportPayRefunds(list.filter);
  const [shown, setShown] = useState<number | null>(null);
  const form = useFilterForm(emptyRefundFilter(), list.search);
  const columns: Column<PayRefundPageItemVO>[] = [
    { key: 'id', title: '编号', render: (r) => r.id, width: 70 },
    { key: 'appName', title: '应用', render: (r) => r.appName },
    { key: 'merchantOrderId', title: '商户支付单号', render: (r) => r.merchantOrderId },
    { key: 'merchantRefundId', title: '商户退款单号', render: (r) => r.merchantRefundId },
    { key: 'payPrice', title: '支付金额', render: (r) => `￥${centsToYuan(r.payPrice)}` },
    { key: 'refundPrice', title: '退款金额', render: (r) => `￥${centsToYuan(r.refundPrice)}` },
    { key: 'status', title: '退款状态', render: (r) => <DictTag type={DictTypeCode.PAY_REFUND_STATUS} value={r.status} /> },
    { key: 'channel', title: '退款渠道', render: (r) => <DictTag type={DictTypeCode.PAY_CHANNEL_CODE} value={r.channelCode} minimal /> },
    { key: 'reason', title: '退款原因', render: (r) => r.reason },
    { key: 'createTime', title: '创建时间', render: (r) => formatDateTime(r.createTime) },
    detailColumn((r) => setShown(r.id)),
  ];
  return (
    <CrudListPage
      title="退款订单"
      list={list}
      canCreate={false}
      filters={
        <FilterBar {...form.bar}>
          <FilterField
            id="pr-app"
            label="应用"
            options={(apps.data ?? []).map((a) => ({ value: String(a.id), label: a.name }))}
            {...form.bind('appId')}
          />
          <FilterField id="pr-channel" label="退款渠道" dict={DictTypeCode.PAY_CHANNEL_CODE} {...form.bind('channelCode')} />
          <FilterField id="pr-merchant" label="商户支付单号" maxLength={64} {...form.bind('merchantOrderId')} />
          <FilterField id="pr-refund" label="商户退款单号" maxLength={64} {...form.bind('merchantRefundId')} />
          <FilterField id="pr-status" label="退款状态" dict={DictTypeCode.PAY_REFUND_STATUS} {...form.bind('status')} />
          <CreatedRangeField id="pr-from" label="创建时间" form={form} />
          <HasPermi value={[Permissions.payRefund.export]}>
            <ExportButton exporter={exporter} />
          </HasPermi>
        </FilterBar>
      }
      columns={columns}
      emptyText="没有退款订单"
      dialog={<RefundDetail id={shown} onClose={() => setShown(null)} />}
      describe={(r) => `退款订单 ${r.id}`}
    />
  );
}
