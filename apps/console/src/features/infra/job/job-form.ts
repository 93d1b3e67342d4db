import type { JobSaveReq, JobVO } from '@dha/contracts';
import type { QueryParams } from '../../../api/http';
import { formResult, type FormResult } from '../../../ui/form-result';

export interface JobForm {
  id?: number;
  name: string;
  handlerName: string;
  handlerParam: string;
  cronExpression: string;
  retryCount: string;
  retryInterval: string;
  monitorTimeout: string;
}

export const jobToForm = (j: JobVO | null): JobForm =>
  j
    ? {
        id: j.id,
        name: j.name,
        handlerName: j.handlerName,
        handlerParam: j.handlerParam ?? '',
        cronExpression: j.cronExpression,
        retryCount: String(j.retryCount),
        retryInterval: String(j.retryInterval),
        monitorTimeout: String(j.monitorTimeout),
      }
    : {
        name: '',
        handlerName: '',
        handlerParam: '',
        cronExpression: '0 0 0 * * ?',
        retryCount: '0',
        retryInterval: '0',
        monitorTimeout: '0',
      };

const WHOLE = /^\d{1,9}$/;

/** The form checked as the server checks it (the cron itself is checked by the server as it is typed). */
export function jobToRequest(f: JobForm): FormResult<JobSaveReq> {
  const errors: Record<string, string> = {};
  const name = f.name.trim();
  if (!name) errors.name = '请输入任务名称';
  else if (name.length > 32) errors.name = '任务名称最多 32 字';
  if (!f.handlerName) errors.handlerName = '请选择处理器';
  if (f.handlerParam.length > 255) errors.handlerParam = '处理器参数最多 255 字';
  const cron = f.cronExpression.trim();
  if (!cron) errors.cronExpression = '请输入 CRON 表达式';
  const count = WHOLE.test(f.retryCount.trim()) ? Number(f.retryCount) : NaN;
  if (!(count >= 0 && count <= 20)) errors.retryCount = '重试次数为 0-20';
  const interval = WHOLE.test(f.retryInterval.trim()) ? Number(f.retryInterval) : NaN;
  if (!(interval >= 0 && interval <= 86_400_000)) errors.retryInterval = '重试间隔为 0-86400000 毫秒';
  const timeout = f.monitorTimeout.trim() === '' ? 0 : WHOLE.test(f.monitorTimeout.trim()) ? Number(f.monitorTimeout) : NaN;
  if (!(timeout >= 0 && timeout <= 86_400_000)) errors.monitorTimeout = '监控超时为 0-86400000 毫秒';
  return formResult(errors, () => ({
    ...(f.id ? { id: f.id } : {}),
    name,
    handlerName: f.handlerName,
    handlerParam: f.handlerParam.trim() || null,
    cronExpression: cron,
    retryCount: count,
    retryInterval: interval,
    monitorTimeout: timeout,
  }));
}

export interface JobFilter {
  name: string;
  handlerName: string;
  status: string;
}
export const EMPTY_JOB_FILTER: JobFilter = { name: '', handlerName: '', status: '' };
export const jobFilterToParams = (f: JobFilter): QueryParams => ({
  name: f.name.trim() || undefined,
  handlerName: f.handlerName.trim() || undefined,
  status: f.status || undefined,
});

export interface JobLogFilter {
  jobId: string;
  handlerName: string;
  /** YYYY-MM-DD */
  beginDate: string;
  endDate: string;
  status: string;
}
export const emptyJobLogFilter = (jobId = ''): JobLogFilter => ({ jobId, handlerName: '', beginDate: '', endDate: '', status: '' });
/** Spec §5 / contract §9: the begin date from 00:00:00, the end date to 23:59:59. */
export const jobLogFilterToParams = (f: JobLogFilter): QueryParams => ({
  jobId: /^[1-9]\d{0,9}$/.test(f.jobId.trim()) ? f.jobId.trim() : undefined,
  handlerName: f.handlerName.trim() || undefined,
  beginTime: /^\d{4}-\d{2}-\d{2}$/.test(f.beginDate) ? `${f.beginDate} 00:00:00` : undefined,
  endTime: /^\d{4}-\d{2}-\d{2}$/.test(f.endDate) ? `${f.endDate} 23:59:59` : undefined,
  status: f.status || undefined,
});
