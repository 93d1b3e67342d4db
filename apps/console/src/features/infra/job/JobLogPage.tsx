import { detailColumn } from '../../../ui/detail-column';
import { DictTypeCode, Permissions, type JobLogVO } from '@dha/contracts';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DictTag } from '../../../dict';
import { HasPermi } from '../../access';
import { CrudListPage } from '../../../ui/CrudListPage';
import type { Column } from '../../../ui/DataTable';
import { DateRangeField } from '../../../ui/DateRangeField';
import { ExportButton } from '../../../ui/ExportButton';
import { FilterBar, useFilterForm } from '../../../ui/FilterBar';
import { FilterField } from '../../../ui/FilterField';
import { formatDateTime } from '../../../ui/format';
import { DetailDialog } from '../../../ui/DetailDialog';
import { emptyJobLogFilter } from './job-form';
import { useExportJobLogs, useJobLogList } from './queries';

/** `/job/log` (调度日志, `?jobId=` from 定时任务): every run, by job, handler, dates and status. */
export default function JobLogPage() {
  const [params] = useSearchParams();
  const jobId = params.get('jobId') ?? '';
  const list = useJobLogList(jobId);
  const exporter = useExportJobLogs(list.filter);
  const [shown, setShown] = useState<JobLogVO | null>(null);
  const form = useFilterForm(emptyJobLogFilter(jobId), list.search);
  const columns: Column<JobLogVO>[] = [
    { key: 'id', title: '日志编号', render: (l) => l.id, width: 90 },
    { key: 'jobId', title: '任务编号', render: (l) => l.jobId, width: 90 },
    { key: 'handlerName', title: '处理器的名字', render: (l) => l.handlerName },
    { key: 'handlerParam', title: '处理器的参数', render: (l) => l.handlerParam ?? '' },
    { key: 'executeIndex', title: '第几次执行', render: (l) => l.executeIndex, width: 90 },
    {
      key: 'time',
      title: '执行时间',
      render: (l) => `${formatDateTime(l.beginTime)} ~ ${l.endTime ? formatDateTime(l.endTime) : '…'}`,
    },
    { key: 'duration', title: '执行时长', render: (l) => (l.duration === null ? '' : `${l.duration} 毫秒`), width: 100 },
    { key: 'status', title: '任务状态', render: (l) => <DictTag type={DictTypeCode.INFRA_JOB_LOG_STATUS} value={l.status} />, width: 90 },
    detailColumn(setShown, { text: '详细', width: 80 }),
  ];
  return (
    <>
      <CrudListPage
        title="调度日志"
        list={list}
        canCreate={false}
        filters={
          <FilterBar {...form.bar}>
            <FilterField id="jl-job" label="任务编号" maxLength={10} {...form.bind('jobId')} />
            <FilterField id="jl-handler" label="处理器的名字" maxLength={64} {...form.bind('handlerName')} />
            <DateRangeField
              id="jl-from"
              label="执行时间"
              fromLabel="开始执行日期"
              toLabel="结束执行日期"
              from={form.values.beginDate}
              to={form.values.endDate}
              onChange={(beginDate, endDate) => form.set({ beginDate, endDate })}
            />
            <FilterField id="jl-status" label="任务状态" dict={DictTypeCode.INFRA_JOB_LOG_STATUS} {...form.bind('status')} />
            <HasPermi value={[Permissions.job.export]}>
              <ExportButton exporter={exporter} />
            </HasPermi>
          </FilterBar>
        }
        columns={columns}
        emptyText="没有调度日志"
        dialog={null}
        describe={(l) => `调度日志 ${l.id}`}
      />
      <DetailDialog
        title="调度日志详细"
        onClose={() => setShown(null)}
        rows={
          shown && [
            ['日志编号', shown.id],
            ['任务编号', shown.jobId],
            ['处理器的名字', shown.handlerName],
            ['处理器的参数', shown.handlerParam ?? ''],
            ['第几次执行', shown.executeIndex],
            ['执行时间', `${formatDateTime(shown.beginTime)} ~ ${shown.endTime ? formatDateTime(shown.endTime) : '…'}`],
            ['执行时长', shown.duration === null ? '' : `${shown.duration} 毫秒`],
            ['任务状态', <DictTag key="s" type={DictTypeCode.INFRA_JOB_LOG_STATUS} value={shown.status} />],
            [
              '执行结果',
              <pre key="r" style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
                {shown.result ?? ''}
              </pre>,
            ],
          ]
        }
      />
    </>
  );
}
