import type { LoginLogVO, OperateLogVO, PageResult } from '@dha/contracts';
import { api, type QueryParams } from '../../../api/http';

export const operateLogApi = {
  page: (params: QueryParams) => api.get<PageResult<OperateLogVO>>('/system/operate-log/page', params),
  exportExcel: (params: QueryParams) => api.download('/system/operate-log/export-excel', params),
};

export const loginLogApi = {
  page: (params: QueryParams) => api.get<PageResult<LoginLogVO>>('/system/login-log/page', params),
  exportExcel: (params: QueryParams) => api.download('/system/login-log/export-excel', params),
};
