import { detailColumn } from '../../../ui/detail-column';
import { DictTypeCode, Permissions, type PayOrderPageItemVO } from '@dha/contracts';
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
import { emptyOrderFilter, useExportPayOrders, usePayApps, usePayOrderDetail, usePayOrderList } from '../queries';

function OrderDetail({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { data: o } = usePayOrderDetail(id);
  const rows: Array<[string, React.ReactNode]> | null =
    id === null || !o
      ? null
      : [
          ['商户单号', o.merchantOrderId],
          ['支付单号', o.no ?? ''],
          ['应用', `${o.appName}（${o.appId}）`],
          ['支付状态', <DictTag key="s" type={DictTypeCode.PAY_ORDER_STATUS} value={o.status} />],
          ['支付金额', `￥${centsToYuan(o.price)}`],
          ['退款金额', `￥${centsToYuan(o.refundPrice)}`],
          ['手续费', o.channelFeePrice === null ? '' : `￥${centsToYuan(o.channelFeePrice)}`],
          ['手续费比例', o.channelFeeRate === null ? '' : `${o.channelFeeRate}%`],
          ['支付时间', formatDateTime(o.successTime)],
          ['失效时间', formatDateTime(o.expireTime)],
          ['创建时间', formatDateTime(o.createTime)],
          ['更新时间', formatDateTime(o.updateTime)],
          ['商品标题', o.subject],
          ['商品描述', o.body ?? ''],
          ['支付渠道', o.channelCode ? <DictTag key="c" type={DictTypeCode.PAY_CHANNEL_CODE} value={o.channelCode} /> : ''],
          ['支付 IP', o.userIp],
          ['渠道单号', o.channelOrderNo ?? ''],
          ['渠道用户', o.channelUserId ?? ''],
          ['支付回调内容', <RawData key="raw" text={o.extension?.channelNotifyData ?? null} />],
        ];
  return <PayDetailDialog title="支付订单详情" rows={rows} onClose={onClose} />;
}

/** 支付订单 (`pay/order/index`): every order of the tenant, upstream's filters, detail with the channel's data. */
export default function PayOrderPage() {
  const list = usePayOrderList();
  const apps = usePayApps();
  const exporter = useExportPayOrders(list.filter);
  const [shown, setShown] = useState<number | null>(null);
  const form = useFilterForm(emptyOrderFilter(), list.search);
  const columns: Column<PayOrderPageItemVO>[] = [
    { key: 'id', title: '编号', render: (o) => o.id, width: 70 },
    { key: 'appName', title: '应用', render: (o) => o.appName },
    { key: 'subject', title: '商品标题', render: (o) => o.subject },
    { key: 'merchantOrderId', title: '商户单号', render: (o) => o.merchantOrderId },
    { key: 'no', title: '支付单号', render: (o) => o.no ?? '' },
    { key: 'price', title: '支付金额', render: (o) => `￥${centsToYuan(o.price)}` },
    { key: 'refundPrice', title: '退款金额', render: (o) => `￥${centsToYuan(o.refundPrice)}` },
    { key: 'status', title: '支付状态', render: (o) => <DictTag type={DictTypeCode.PAY_ORDER_STATUS} value={o.status} /> },
    {
      key: 'channel',
      title: '支付渠道',
      render: (o) => (o.channelCode ? <DictTag type={DictTypeCode.PAY_CHANNEL_CODE} value={o.channelCode} minimal /> : ''),
    },
    { key: 'successTime', title: '支付时间', render: (o) => formatDateTime(o.successTime) },
    { key: 'createTime', title: '创建时间', render: (o) => formatDateTime(o.createTime) },
    detailColumn((o) => setShown(o.id)),
  ];
  return (
    <CrudListPage
      title="支付订单"
      list={list}
      canCreate={false}
      filters={
        <FilterBar {...form.bar}>
          <FilterField
            id="po-app"
            label="应用"
            options={(apps.data ?? []).map((a) => ({ value: String(a.id), label: a.name }))}
            {...form.bind('appId')}
          />
          <FilterField id="po-channel" label="支付渠道" dict={DictTypeCode.PAY_CHANNEL_CODE} {...form.bind('channelCode')} />
          <FilterField id="po-merchant" label="商户单号" maxLength={64} {...form.bind('merchantOrderId')} />
          <FilterField id="po-no" label="支付单号" maxLength={64} {...form.bind('no')} />
          <FilterField id="po-status" label="支付状态" dict={DictTypeCode.PAY_ORDER_STATUS} {...form.bind('status')} />
          <CreatedRangeField id="po-from" label="创建时间" form={form} />
          <HasPermi value={[Permissions.payOrder.export]}>
            <ExportButton exporter={exporter} />
          </HasPermi>
        </FilterBar>
      }
      columns={columns}
      emptyText="没有支付订单"
      dialog={<OrderDetail id={shown} onClose={() => setShown(null)} />}
      describe={(o) => `支付订单 ${o.id}`}
    />
  );
}
