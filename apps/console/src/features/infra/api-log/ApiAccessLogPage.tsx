import { Tag } from '@blueprintjs/core';
import { detailColumn } from '../../../ui/detail-column';
import { DictTypeCode, OPERATE_TYPE_LABELS, Permissions, type ApiAccessLogVO } from '@dha/contracts';
import { useState } from 'react';
import { DictTag } from '../../../dict';
import { HasPermi } from '../../access';
import { CrudListPage } from '../../../ui/CrudListPage';
import type { Column } from '../../../ui/DataTable';
import { CreatedRangeField } from '../../../ui/DateRangeField';
import { ExportButton } from '../../../ui/ExportButton';
import { FilterBar, useFilterForm } from '../../../ui/FilterBar';
import { FilterField } from '../../../ui/FilterField';
import { formatDateTime } from '../../../ui/format';
import { DetailDialog, PrettyJson } from '../../../ui/DetailDialog';
import { emptyApiLogFilter, useAccessLogList, useExportApiLog } from './queries';

const Result = ({ code }: { code: number }) => (code === 0 ? <Tag intent="success">成功</Tag> : <Tag intent="danger">失败({code})</Tag>);

/** `/infra/api-access-log`: every API request, by user, address, duration, result and time. */
export default function ApiAccessLogPage() {
  const list = useAccessLogList();
  const exporter = useExportApiLog('access', list.filter);
  const [shown, setShown] = useState<ApiAccessLogVO | null>(null);
  const form = useFilterForm(emptyApiLogFilter(), list.search);
  const columns: Column<ApiAccessLogVO>[] = [
    { key: 'id', title: '日志编号', render: (l) => l.id, width: 90 },
    { key: 'userId', title: '用户编号', render: (l) => l.userId ?? '', width: 90 },
    { key: 'userType', title: '用户类型', render: (l) => <DictTag type={DictTypeCode.USER_TYPE} value={l.userType} />, width: 90 },
    { key: 'requestMethod', title: '请求方法', render: (l) => l.requestMethod, width: 80 },
    { key: 'requestUrl', title: '请求地址', render: (l) => l.requestUrl, wrap: true, maxWidth: 360 },
    { key: 'beginTime', title: '请求时间', render: (l) => formatDateTime(l.beginTime), width: 170 },
    { key: 'duration', title: '执行时长', render: (l) => `${l.duration} ms`, width: 90 },
    { key: 'result', title: '操作结果', render: (l) => <Result code={l.resultCode} />, width: 120 },
    detailColumn(setShown, { text: '详细', width: 80 }),
  ];
  return (
    <>
      <CrudListPage
        title="访问日志"
        list={list}
        canCreate={false}
        filters={
          <FilterBar {...form.bar}>
            <FilterField id="al-user" label="用户编号" maxLength={10} {...form.bind('userId')} />
            <FilterField id="al-type" label="用户类型" dict={DictTypeCode.USER_TYPE} {...form.bind('userType')} />
            <FilterField id="al-url" label="请求地址" maxLength={500} {...form.bind('requestUrl')} />
            <FilterField id="al-duration" label="执行时长 ≥ (ms)" maxLength={10} {...form.bind('duration')} />
            <FilterField id="al-code" label="结果码" maxLength={11} {...form.bind('resultCode')} />
            <CreatedRangeField id="al-from" label="请求时间" form={form} />
            <HasPermi value={[Permissions.apiAccessLog.export]}>
              <ExportButton exporter={exporter} />
            </HasPermi>
          </FilterBar>
        }
        columns={columns}
        emptyText="没有访问日志"
        dialog={null}
        describe={(l) => `访问日志 ${l.id}`}
      />
      <DetailDialog
        title="访问日志详细"
        onClose={() => setShown(null)}
        rows={
          shown && [
            ['日志编号', shown.id],
            ['链路追踪', shown.traceId],
            ['应用名', shown.applicationName],
            ['用户信息', `${shown.userId ?? '匿名'}（类型 ${shown.userType}）`],
            ['用户 IP', shown.userIp],
            ['浏览器 UA', shown.userAgent],
            ['请求信息', `${shown.requestMethod} ${shown.requestUrl}`],
            ['请求参数', <PrettyJson key="p" text={shown.requestParams} />],
            ['操作', `${shown.operateModule} / ${shown.operateName}（${OPERATE_TYPE_LABELS[shown.operateType] ?? shown.operateType}）`],
            ['请求时间', `${formatDateTime(shown.beginTime)} ~ ${formatDateTime(shown.endTime)}`],
            ['执行时长', `${shown.duration} ms`],
            [
              '操作结果',
              <span key="r">
                <Result code={shown.resultCode} /> {shown.resultMsg}
              </span>,
            ],
          ]
        }
      />
    </>
  );
}
