import { Button, Callout, HTMLSelect, InputGroup, Tag } from '@blueprintjs/core';
import { DictTypeCode, JobStatus, Permissions, type JobSaveReq, type JobVO } from '@dha/contracts';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAccess } from '../../../auth/session';
import { DictTag } from '../../../dict';
import { HasPermi } from '../../access';
import { CrudListPage, CrudRowActions } from '../../../ui/CrudListPage';
import type { Column } from '../../../ui/DataTable';
import { ExportButton } from '../../../ui/ExportButton';
import { FilterBar, useFilterForm } from '../../../ui/FilterBar';
import { FilterField } from '../../../ui/FilterField';
import { formatDateTime } from '../../../ui/format';
import { FormDialog } from '../../../ui/FormDialog';
import { useCrudForm } from '../../../ui/useCrudForm';
import type { CrudEditing } from '../../../ui/useCrudList';
import { DetailDialog } from '../../../ui/DetailDialog';
import { EMPTY_JOB_FILTER, jobToForm, jobToRequest, type JobForm } from './job-form';
import { useCronPreview, useExportJobs, useJobActions, useJobHandlers, useJobList, useJobNextTimes } from './queries';

/** Common Quartz expressions, as the upstream console's crontab builder writes them. */
const CRON_PRESETS: Array<[string, string]> = [
  ['每分钟', '0 * * * * ?'],
  ['每 5 分钟', '0 0/5 * * * ?'],
  ['每小时', '0 0 * * * ?'],
  ['每天 0 点', '0 0 0 * * ?'],
  ['每天 3 点', '0 0 3 * * ?'],
  ['工作日 9 点', '0 0 9 ? * MON-FRI'],
  ['每周一 0 点', '0 0 0 ? * MON'],
  ['每月 1 日 0 点', '0 0 0 1 * ?'],
];

/** The value typed, settled for `ms` (the preview asks the server once typing pauses). */
function useSettled(value: string, ms = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** The Quartz field with presets and the next five runs as the scheduler will compute them. */
function CronField({ value, onChange, invalid }: { value: string; onChange: (v: string) => void; invalid: boolean }) {
  const preview = useCronPreview(useSettled(value.trim()));
  return (
    <>
      <div style={{ display: 'flex', gap: 8 }}>
        <InputGroup
          id="job-cronExpression"
          fill
          value={value}
          maxLength={100}
          intent={invalid ? 'danger' : undefined}
          placeholder="秒 分 时 日 月 周，如 0 0 3 * * ?"
          onChange={(e) => onChange(e.currentTarget.value)}
        />
        <HTMLSelect aria-label="常用表达式" value="" onChange={(e) => e.currentTarget.value && onChange(e.currentTarget.value)}>
          <option value="">常用…</option>
          {CRON_PRESETS.map(([label, cron]) => (
            <option key={cron} value={cron}>
              {label}
            </option>
          ))}
        </HTMLSelect>
      </div>
      <div className="dha-cron-preview" aria-live="polite" style={{ marginTop: 6, fontSize: 12 }}>
        {preview.isError ? (
          <Callout compact intent="danger">
            {(preview.error as Error).message}
          </Callout>
        ) : preview.data ? (
          <span>后续执行时间：{preview.data.map((ms) => formatDateTime(ms)).join('，')}</span>
        ) : null}
      </div>
    </>
  );
}

function JobDialog({ list }: { list: CrudEditing<JobVO, JobSaveReq> }) {
  const { row, form: f, set, field, dialog } = useCrudForm(list, 'job', jobToForm, jobToRequest);
  const handlers = useJobHandlers();
  const text = (key: keyof JobForm & string, maxLength: number, placeholder?: string) => (
    <InputGroup
      id={`job-${key}`}
      value={String(f[key] ?? '')}
      maxLength={maxLength}
      placeholder={placeholder}
      onChange={(e) => set({ [key]: e.currentTarget.value } as Partial<JobForm>)}
    />
  );
  return (
    <FormDialog {...dialog} title={row ? '修改任务' : '新增任务'} width={640}>
      {field('name', '任务名称', text('name', 32))}
      {field(
        'handlerName',
        '处理器的名字',
        <HTMLSelect
          id="job-handlerName"
          fill
          disabled={!!row}
          value={f.handlerName}
          onChange={(e) => set({ handlerName: e.currentTarget.value })}
        >
          <option value="">请选择</option>
          {(handlers.data ?? [])
            .filter((h) => !h.used || h.handlerName === f.handlerName)
            .map((h) => (
              <option key={h.handlerName} value={h.handlerName}>
                {h.handlerName}（{h.name}）
              </option>
            ))}
        </HTMLSelect>,
        row ? '任务创建后处理器不可修改' : '只能选择程序中注册的、尚无任务的处理器',
      )}
      {field('handlerParam', '处理器的参数', text('handlerParam', 255))}
      {field(
        'cronExpression',
        'CRON 表达式',
        <CronField value={f.cronExpression} onChange={(v) => set({ cronExpression: v })} invalid={false} />,
      )}
      {field('retryCount', '重试次数', text('retryCount', 2), '执行失败后再试的次数；0 不重试')}
      {field('retryInterval', '重试间隔（毫秒）', text('retryInterval', 8))}
      {field('monitorTimeout', '监控超时（毫秒）', text('monitorTimeout', 8), '一次执行超过该时长即判失败；0 不限')}
    </FormDialog>
  );
}

/** 任务详细: the job, its retry settings and its next five runs. */
function JobDetail({ job, onClose }: { job: JobVO | null; onClose: () => void }) {
  const next = useJobNextTimes(job?.id ?? null);
  return (
    <DetailDialog
      title="任务详细"
      onClose={onClose}
      rows={
        job && [
          ['任务编号', job.id],
          ['任务名称', job.name],
          ['任务状态', <DictTag key="s" type={DictTypeCode.INFRA_JOB_STATUS} value={job.status} />],
          ['处理器的名字', job.handlerName],
          ['处理器的参数', job.handlerParam ?? ''],
          ['CRON 表达式', job.cronExpression],
          ['重试次数', job.retryCount],
          ['重试间隔', `${job.retryInterval} 毫秒`],
          ['监控超时', job.monitorTimeout > 0 ? `${job.monitorTimeout} 毫秒` : '未开启'],
          ['后续执行时间', (next.data ?? []).map((ms) => formatDateTime(ms)).join('，') || (next.isLoading ? '…' : '—')],
          ['创建时间', formatDateTime(job.createTime)],
        ]
      }
    />
  );
}

/** `/infra/job`: the scheduled jobs (every periodic task of the product); pause, resume, run once, read the log. */
export default function JobPage() {
  const { hasAnyPermission: can } = useAccess();
  const list = useJobList();
  const exporter = useExportJobs(list.filter);
  const actions = useJobActions();
  const navigate = useNavigate();
  const [shown, setShown] = useState<JobVO | null>(null);
  const form = useFilterForm(EMPTY_JOB_FILTER, list.search);
  const columns: Column<JobVO>[] = [
    { key: 'id', title: '任务编号', render: (j) => j.id, width: 90 },
    { key: 'name', title: '任务名称', render: (j) => j.name, wrap: true },
    { key: 'status', title: '任务状态', render: (j) => <DictTag type={DictTypeCode.INFRA_JOB_STATUS} value={j.status} />, width: 90 },
    { key: 'handlerName', title: '处理器的名字', render: (j) => j.handlerName },
    { key: 'handlerParam', title: '处理器的参数', render: (j) => j.handlerParam ?? '' },
    { key: 'cronExpression', title: 'CRON 表达式', render: (j) => <code>{j.cronExpression}</code> },
    {
      key: 'last',
      title: '上次执行',
      render: (j) =>
        j.lastBeginTime ? (
          <span>
            <DictTag type={DictTypeCode.INFRA_JOB_LOG_STATUS} value={j.lastStatus} minimal /> {formatDateTime(j.lastBeginTime)}
          </span>
        ) : (
          <Tag minimal>未执行</Tag>
        ),
    },
    {
      key: 'actions',
      title: '操作',
      render: (j) => (
        <CrudRowActions
          row={j}
          list={list}
          canUpdate={can(Permissions.job.update) && j.status === JobStatus.NORMAL}
          canDelete={can(Permissions.job.delete)}
        >
          {can(Permissions.job.update) && (
            <Button
              size="small"
              variant="minimal"
              intent={j.status === JobStatus.NORMAL ? 'warning' : 'success'}
              text={j.status === JobStatus.NORMAL ? '暂停' : '开启'}
              onClick={() => actions.status.mutate({ id: j.id, status: j.status === JobStatus.NORMAL ? JobStatus.STOP : JobStatus.NORMAL })}
            />
          )}
          {can(Permissions.job.trigger) && (
            <Button size="small" variant="minimal" intent="primary" text="执行一次" onClick={() => actions.trigger.mutate(j.id)} />
          )}
          <Button size="small" variant="minimal" text="任务详细" onClick={() => setShown(j)} />
          <Button size="small" variant="minimal" text="调度日志" onClick={() => navigate(`/job/log?jobId=${j.id}`)} />
        </CrudRowActions>
      ),
    },
  ];
  return (
    <>
      <CrudListPage
        title="定时任务"
        list={list}
        canCreate={can(Permissions.job.create)}
        filters={
          <FilterBar {...form.bar}>
            <FilterField id="jf-name" label="任务名称" maxLength={32} {...form.bind('name')} />
            <FilterField id="jf-handler" label="处理器的名字" maxLength={64} {...form.bind('handlerName')} />
            <FilterField id="jf-status" label="任务状态" dict={DictTypeCode.INFRA_JOB_STATUS} {...form.bind('status')} />
            <HasPermi value={[Permissions.job.export]}>
              <ExportButton exporter={exporter} />
            </HasPermi>
            <HasPermi value={[Permissions.job.create]}>
              <Button icon="refresh" text="同步调度器" loading={actions.sync.isPending} onClick={() => actions.sync.mutate()} />
            </HasPermi>
            <Button icon="history" text="调度日志" onClick={() => navigate('/job/log')} />
          </FilterBar>
        }
        columns={columns}
        emptyText="没有定时任务"
        dialog={<JobDialog list={list} />}
        describe={(j) => `任务「${j.name}」`}
        deleteWarning="删除后调度器不再执行它（调度日志保留）。"
      />
      <JobDetail job={shown} onClose={() => setShown(null)} />
    </>
  );
}
