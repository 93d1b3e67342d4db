import { Tag } from '@blueprintjs/core';
import { detailColumn } from '../../../ui/detail-column';
import { OPERATE_TYPE_LABELS, Permissions, type OperateLogVO } from '@dha/contracts';
import { useState, type ReactNode } from 'react';
import { HasPermi } from '../../access';
import { DetailDialog } from '../../../ui/DetailDialog';
import { CrudListPage } from '../../../ui/CrudListPage';
import type { Column } from '../../../ui/DataTable';
import { CreatedRangeField } from '../../../ui/DateRangeField';
import { ExportButton } from '../../../ui/ExportButton';
import { FilterBar, useFilterForm } from '../../../ui/FilterBar';
import { FilterField } from '../../../ui/FilterField';
import { formatDateTime } from '../../../ui/format';
import { emptyOperateLogFilter } from './log-filters';
import './log.css';
import { useExportOperateLogs, useOperateLogList } from './queries';

const TYPE_OPTIONS = Object.entries(OPERATE_TYPE_LABELS).map(([value, label]) => ({ value, label }));
const RESULT_OPTIONS = [
  { value: 'true', label: '成功' },
  { value: 'false', label: '失败' },
];

function ResultTag({ log }: { log: OperateLogVO }) {
  return log.resultCode === 0 ? <Tag intent="success">成功</Tag> : <Tag intent="danger">失败</Tag>;
}

/** The request summary as sent (already masked by the server), indented when it is JSON. */
function pretty(summary: string): string {
  if (!summary) return '';
  try {
    return JSON.stringify(JSON.parse(summary), null, 2);
  } catch {
    return summary;
  }
}

/** 详情 of one operation: who, what, the request summary and the result. */
function OperateLogDetail({ log, onClose }: { log: OperateLogVO | null; onClose: () => void }) {
  const rows: Array<[string, ReactNode]> | null = log && [
    ['日志编号', log.id],
    ['操作人', `${log.userName}${log.userId ? `（编号 ${log.userId}）` : ''}`],
    ['操作模块', log.module],
    ['操作名', log.name],
    ['操作类型', OPERATE_TYPE_LABELS[log.operateType] ?? log.operateType],
    ['操作对象', log.targetIds],
    ['操作内容', `${log.type} / ${log.action}`],
    ['请求', `${log.requestMethod} ${log.requestUrl}`],
    [
      '请求参数',
      <pre key="summary" className="dha-log-summary">
        {pretty(log.requestSummary)}
      </pre>,
    ],
    [
      '操作结果',
      <span key="result">
        <ResultTag log={log} /> {log.resultCode !== 0 && `${log.resultCode} ${log.resultMsg}`}
      </span>,
    ],
    ['执行时长', `${log.duration} ms`],
    ['操作 IP', log.userIp],
    ['浏览器 UA', log.userAgent],
    ['操作时间', formatDateTime(log.createTime)],
  ];
  return <DetailDialog title="操作日志详情" rows={rows} onClose={onClose} width={720} />;
}

/** `/system/operate-log`: every write through the API, searched by user, module, action, type, result and time. */
export default function OperateLogPage() {
  const list = useOperateLogList();
  const exporter = useExportOperateLogs(list.filter);
  const [shown, setShown] = useState<OperateLogVO | null>(null);
  const form = useFilterForm(emptyOperateLogFilter(), list.search);
  const columns: Column<OperateLogVO>[] = [
    { key: 'id', title: '日志编号', render: (l) => l.id, width: 90 },
    { key: 'userName', title: '操作人', render: (l) => l.userName, width: 120 },
    { key: 'module', title: '操作模块', render: (l) => l.module },
    { key: 'name', title: '操作名', render: (l) => l.name },
    { key: 'operateType', title: '操作类型', render: (l) => OPERATE_TYPE_LABELS[l.operateType] ?? l.operateType, width: 90 },
    { key: 'result', title: '操作结果', render: (l) => <ResultTag log={l} />, width: 90 },
    { key: 'duration', title: '执行时长', render: (l) => `${l.duration} ms`, width: 100 },
    { key: 'createTime', title: '操作时间', render: (l) => formatDateTime(l.createTime), width: 170 },
    detailColumn(setShown, { width: 80 }),
  ];
  return (
    <CrudListPage
      title="操作日志"
      list={list}
      canCreate={false}
      filters={
        <FilterBar {...form.bar}>
          <FilterField id="ol-user" label="操作人编号" maxLength={10} {...form.bind('userId')} />
          <FilterField id="ol-nickname" label="操作人" maxLength={64} {...form.bind('userNickname')} />
          <FilterField id="ol-module" label="操作模块" maxLength={100} {...form.bind('module')} />
          <FilterField id="ol-name" label="操作名" maxLength={100} {...form.bind('name')} />
          <FilterField id="ol-type" label="操作类型" options={TYPE_OPTIONS} {...form.bind('operateType')} />
          <FilterField id="ol-success" label="操作结果" options={RESULT_OPTIONS} {...form.bind('success')} />
          <CreatedRangeField id="ol-from" label="操作时间" form={form} />
          <HasPermi value={[Permissions.operateLog.export]}>
            <ExportButton exporter={exporter} />
          </HasPermi>
        </FilterBar>
      }
      columns={columns}
      emptyText="没有操作日志"
      dialog={<OperateLogDetail log={shown} onClose={() => setShown(null)} />}
      describe={(l) => `操作日志 ${l.id}`}
    />
  );
}
