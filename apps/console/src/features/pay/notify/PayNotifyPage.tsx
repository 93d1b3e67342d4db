import { Button, HTMLTable } from '@blueprintjs/core';
import { detailColumn } from '../../../ui/detail-column';
import { DictTypeCode, Permissions, type PayNotifyTaskVO } from '@dha/contracts';
import { useState } from 'react';
import { useAccess } from '../../../auth/session';
import { DictTag } from '../../../dict';
import { CrudListPage } from '../../../ui/CrudListPage';
import type { Column } from '../../../ui/DataTable';
import { CreatedRangeField } from '../../../ui/DateRangeField';
import { FilterBar, useFilterForm } from '../../../ui/FilterBar';
import { FilterField } from '../../../ui/FilterField';
import { formatDateTime } from '../../../ui/format';
import { PayDetailDialog } from '../PayDetailTable';
import { emptyNotifyFilter, usePayApps, usePayNotifyDetail, usePayNotifyList, useRetryPayNotify } from '../queries';

function NotifyDetail({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { hasAnyPermission: can } = useAccess();
  const { data: t } = usePayNotifyDetail(id);
  const retry = useRetryPayNotify();
  const rows: Array<[string, React.ReactNode]> | null =
    id === null || !t
      ? null
      : [
          ['任务编号', t.id],
          ['应用', `${t.appName}（${t.appId}）`],
          ['通知类型', <DictTag key="t" type={DictTypeCode.PAY_NOTIFY_TYPE} value={t.type} />],
          ['关联编号', t.dataId],
          ['商户订单编号', t.merchantOrderId],
          ['商户退款编号', t.merchantRefundId ?? ''],
          ['通知状态', <DictTag key="s" type={DictTypeCode.PAY_NOTIFY_STATUS} value={t.status} />],
          ['通知次数', `${t.notifyTimes} / ${t.maxNotifyTimes}`],
          ['最后通知时间', formatDateTime(t.lastExecuteTime)],
          ['下次通知时间', formatDateTime(t.nextNotifyTime)],
          ['回调地址', t.notifyUrl],
          ['创建时间', formatDateTime(t.createTime)],
        ];
  return (
    <PayDetailDialog title="回调通知详情" rows={rows} onClose={onClose}>
      {t && (
        <>
          {can(Permissions.payNotify.retry) && (
            <Button
              style={{ margin: '12px 0' }}
              intent="primary"
              icon="repeat"
              text="重新通知"
              loading={retry.isPending}
              onClick={() => retry.mutate(t.id)}
            />
          )}
          <HTMLTable compact striped style={{ width: '100%' }} aria-label="回调日志">
            <thead>
              <tr>
                <th>日志编号</th>
                <th>通知状态</th>
                <th>通知次数</th>
                <th>通知时间</th>
                <th>响应结果</th>
              </tr>
            </thead>
            <tbody>
              {t.logs.map((l) => (
                <tr key={l.id}>
                  <td>{l.id}</td>
                  <td>
                    <DictTag type={DictTypeCode.PAY_NOTIFY_STATUS} value={l.status} />
                  </td>
                  <td>{l.notifyTimes}</td>
                  <td>{formatDateTime(l.createTime)}</td>
                  <td style={{ wordBreak: 'break-all' }}>{l.response}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </>
      )}
    </PayDetailDialog>
  );
}

/** 回调通知 (`pay/notify/index`): the merchant notify tasks, each with the log of its tries and a retry by hand. */
export default function PayNotifyPage() {
  const list = usePayNotifyList();
  const apps = usePayApps();
  const [shown, setShown] = useState<number | null>(null);
  const form = useFilterForm(emptyNotifyFilter(), list.search);
  const columns: Column<PayNotifyTaskVO>[] = [
    { key: 'id', title: '任务编号', render: (t) => t.id, width: 80 },
    { key: 'appName', title: '应用', render: (t) => t.appName },
    { key: 'merchantOrderId', title: '商户订单编号', render: (t) => t.merchantOrderId },
    { key: 'type', title: '通知类型', render: (t) => <DictTag type={DictTypeCode.PAY_NOTIFY_TYPE} value={t.type} /> },
    { key: 'dataId', title: '关联编号', render: (t) => t.dataId },
    { key: 'status', title: '通知状态', render: (t) => <DictTag type={DictTypeCode.PAY_NOTIFY_STATUS} value={t.status} /> },
    { key: 'notifyTimes', title: '通知次数', render: (t) => `${t.notifyTimes} / ${t.maxNotifyTimes}` },
    { key: 'lastExecuteTime', title: '最后通知时间', render: (t) => formatDateTime(t.lastExecuteTime) },
    { key: 'nextNotifyTime', title: '下次通知时间', render: (t) => formatDateTime(t.nextNotifyTime) },
    detailColumn((t) => setShown(t.id)),
  ];
  return (
    <CrudListPage
      title="回调通知"
      list={list}
      canCreate={false}
      filters={
        <FilterBar {...form.bar}>
          <FilterField
            id="pn-app"
            label="应用"
            options={(apps.data ?? []).map((a) => ({ value: String(a.id), label: a.name }))}
            {...form.bind('appId')}
          />
          <FilterField id="pn-type" label="通知类型" dict={DictTypeCode.PAY_NOTIFY_TYPE} {...form.bind('type')} />
          <FilterField id="pn-status" label="通知状态" dict={DictTypeCode.PAY_NOTIFY_STATUS} {...form.bind('status')} />
          <FilterField id="pn-merchant" label="商户订单编号" maxLength={64} {...form.bind('merchantOrderId')} />
          <CreatedRangeField id="pn-from" label="创建时间" form={form} />
        </FilterBar>
      }
      columns={columns}
      emptyText="没有回调通知"
      dialog={<NotifyDetail id={shown} onClose={() => setShown(null)} />}
      describe={(t) => `回调通知 ${t.id}`}
    />
  );
}
