import type { LoginLogVO, OperateLogVO } from '@dha/contracts';
import { useMutation } from '@tanstack/react-query';
import { saveBlob } from '../../../api/http';
import { formatDateTime } from '../../../ui/format';
import { useCrudList } from '../../../ui/useCrudList';
import { loginLogApi, operateLogApi } from './api';
import {
  emptyLoginLogFilter,
  emptyOperateLogFilter,
  loginLogParams,
  operateLogParams,
  type LoginLogFilter,
  type OperateLogFilter,
} from './log-filters';

/** The query keys of the log screens. */
export const logKeys = {
  operate: ['system', 'operate-log'] as const,
  login: ['system', 'login-log'] as const,
};

const stamp = () => formatDateTime(Date.now()).replace(/[: ]/g, '');

/** 操作日志: read only, newest first. */
export function useOperateLogList() {
  return useCrudList<OperateLogVO, { id?: number }, OperateLogFilter>({
    queryKey: logKeys.operate,
    filter: emptyOperateLogFilter(),
    api: { page: operateLogApi.page },
    params: operateLogParams,
  });
}

export function useExportOperateLogs(filter: OperateLogFilter) {
  return useMutation({
    mutationFn: () => operateLogApi.exportExcel(operateLogParams(filter)),
    onSuccess: (blob) => saveBlob(blob, `操作日志-${stamp()}.xlsx`),
  });
}

/** 登录日志: read only, newest first. */
export function useLoginLogList() {
  return useCrudList<LoginLogVO, { id?: number }, LoginLogFilter>({
    queryKey: logKeys.login,
    filter: emptyLoginLogFilter(),
    api: { page: loginLogApi.page },
    params: loginLogParams,
  });
}

export function useExportLoginLogs(filter: LoginLogFilter) {
  return useMutation({
    mutationFn: () => loginLogApi.exportExcel(loginLogParams(filter)),
    onSuccess: (blob) => saveBlob(blob, `登录日志-${stamp()}.xlsx`),
  });
}
