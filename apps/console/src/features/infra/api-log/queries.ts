import type { ApiAccessLogVO, ApiErrorLogVO } from '@dha/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveBlob, type QueryParams } from '../../../api/http';
import { toast } from '../../../api/toaster';
import { dateRangeParams, formatDateTime } from '../../../ui/format';
import { useCrudList } from '../../../ui/useCrudList';
import { accessLogApi, errorLogApi } from './api';

/** The query keys of the API log screens. */
export const apiLogKeys = {
  access: ['infra', 'api-access-log'] as const,
  error: ['infra', 'api-error-log'] as const,
};

/** The filter of both API logs as typed ('' means any). */
export interface ApiLogFilter {
  userId: string;
  userType: string;
  requestUrl: string;
  /** access log: at least this many ms */
  duration: string;
  /** access log: the result code */
  resultCode: string;
  /** error log: ApiErrorLogProcessStatus */
  processStatus: string;
  createdFrom: string;
  createdTo: string;
}

export const emptyApiLogFilter = (): ApiLogFilter => ({
  userId: '',
  userType: '',
  requestUrl: '',
  duration: '',
  resultCode: '',
  processStatus: '',
  createdFrom: '',
  createdTo: '',
});

const whole = (v: string, signed = false) => ((signed ? /^-?\d{1,10}$/ : /^\d{1,10}$/).test(v.trim()) ? v.trim() : undefined);

export const apiLogParams = (f: ApiLogFilter): QueryParams => ({
  userId: whole(f.userId),
  userType: f.userType || undefined,
  requestUrl: f.requestUrl.trim() || undefined,
  duration: whole(f.duration),
  resultCode: whole(f.resultCode, true),
  processStatus: f.processStatus || undefined,
  ...dateRangeParams('createTime', f.createdFrom, f.createdTo),
});

const stamp = () => formatDateTime(Date.now()).replace(/[: ]/g, '');

export function useAccessLogList() {
  return useCrudList<ApiAccessLogVO, { id?: number }, ApiLogFilter>({
    queryKey: apiLogKeys.access,
    filter: emptyApiLogFilter(),
    api: accessLogApi,
    params: (f, at) => ({ ...at, ...apiLogParams(f) }),
  });
}

export function useErrorLogList() {
  return useCrudList<ApiErrorLogVO, { id?: number }, ApiLogFilter>({
    queryKey: apiLogKeys.error,
    filter: emptyApiLogFilter(),
    api: errorLogApi,
    params: (f, at) => ({ ...at, ...apiLogParams(f) }),
  });
}

export function useExportApiLog(kind: 'access' | 'error', filter: ApiLogFilter) {
  return useMutation({
    mutationFn: () => (kind === 'access' ? accessLogApi : errorLogApi).exportExcel(apiLogParams(filter)),
    onSuccess: (blob) => saveBlob(blob, `${kind === 'access' ? '访问日志' : '错误日志'}-${stamp()}.xlsx`),
  });
}

/** 已处理 / 已忽略 of an error (only from 未处理). */
export function useProcessErrorLog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, processStatus }: { id: number; processStatus: number }) => errorLogApi.updateStatus(id, processStatus),
    onSuccess: () => {
      toast.success('处理状态已修改');
      void queryClient.invalidateQueries({ queryKey: apiLogKeys.error });
    },
  });
}
