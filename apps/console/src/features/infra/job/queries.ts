import type { JobLogVO, JobSaveReq, JobVO } from '@dha/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { saveBlob } from '../../../api/http';
import { toast } from '../../../api/toaster';
import { formatDateTime } from '../../../ui/format';
import { useCrudList } from '../../../ui/useCrudList';
import { jobApi, jobLogApi } from './api';
import {
  EMPTY_JOB_FILTER,
  emptyJobLogFilter,
  jobFilterToParams,
  jobLogFilterToParams,
  type JobFilter,
  type JobLogFilter,
} from './job-form';

/** The query keys of the job screens; a change to a job invalidates the root (its log too: a run). */
export const jobKeys = {
  all: ['infra', 'job'] as const,
  jobs: ['infra', 'job', 'list'] as const,
  logs: ['infra', 'job', 'log'] as const,
  handlers: ['infra', 'job', 'handlers'] as const,
  nextTimes: (id: number) => ['infra', 'job', 'next-times', id] as const,
  preview: (cron: string) => ['infra', 'job', 'preview', cron] as const,
};

const stamp = () => formatDateTime(Date.now()).replace(/[: ]/g, '');

/** 定时任务: the jobs, by name, handler and status. */
export function useJobList() {
  return useCrudList<JobVO, JobSaveReq, JobFilter>({
    queryKey: jobKeys.jobs,
    filter: EMPTY_JOB_FILTER,
    api: jobApi,
    params: (f, at) => ({ ...at, ...jobFilterToParams(f) }),
  });
}

export function useExportJobs(filter: JobFilter) {
  return useMutation({
    mutationFn: () => jobApi.exportExcel(jobFilterToParams(filter)),
    onSuccess: (blob) => saveBlob(blob, `定时任务-${stamp()}.xlsx`),
  });
}

/** The registered handlers (the form's choices). */
export const useJobHandlers = () => useQuery({ queryKey: jobKeys.handlers, queryFn: jobApi.handlers, staleTime: 60_000 });

/** The next five runs of a saved job. */
export const useJobNextTimes = (id: number | null) =>
  useQuery({ queryKey: jobKeys.nextTimes(id ?? 0), queryFn: () => jobApi.nextTimes(id!), enabled: !!id });

/** The next five runs of an expression being typed (the server's parser and zone); an error names what is wrong. */
export const useCronPreview = (cron: string) =>
  useQuery({
    queryKey: jobKeys.preview(cron),
    queryFn: () => jobApi.previewNextTimes(cron),
    enabled: cron.trim().length > 0,
    retry: false,
  });

/** 开启 / 暂停, 执行一次, 同步: each toasts and reads the jobs again. */
export function useJobActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: jobKeys.all });
  const status = useMutation({
    mutationFn: ({ id, status }: { id: number; status: number }) => jobApi.updateStatus(id, status),
    onSuccess: () => (toast.success('状态已修改'), void refresh()),
  });
  const trigger = useMutation({
    mutationFn: (id: number) => jobApi.trigger(id),
    onSuccess: () => (toast.success('已提交执行，结果见调度日志'), void refresh()),
  });
  const sync = useMutation({ mutationFn: jobApi.sync, onSuccess: () => (toast.success('已同步到调度器'), void refresh()) });
  return { status, trigger, sync };
}

/** 调度日志: the runs, by job, handler, dates and status. */
export function useJobLogList(jobId: string) {
  return useCrudList<JobLogVO, { id?: number }, JobLogFilter>({
    queryKey: jobKeys.logs,
    filter: emptyJobLogFilter(jobId),
    api: jobLogApi,
    params: (f, at) => ({ ...at, ...jobLogFilterToParams(f) }),
  });
}

export function useExportJobLogs(filter: JobLogFilter) {
  return useMutation({
    mutationFn: () => jobLogApi.exportExcel(jobLogFilterToParams(filter)),
    onSuccess: (blob) => saveBlob(blob, `调度日志-${stamp()}.xlsx`),
  });
}
