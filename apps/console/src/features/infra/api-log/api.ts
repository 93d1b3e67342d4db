import type { ApiAccessLogVO, ApiErrorLogVO, PageResult } from '@dha/contracts';
import { api, type QueryParams } from '../../../api/http';

export const accessLogApi = {
  page: (params: QueryParams) => api.get<PageResult<ApiAccessLogVO>>('/infra/api-access-log/page', params),
  exportExcel: (params: QueryParams) => api.download('/infra/api-access-log/export-excel', params),
};

export const errorLogApi = {
  page: (params: QueryParams) => api.get<PageResult<ApiErrorLogVO>>('/infra/api-error-log/page', params),
  updateStatus: (id: number, processStatus: number) =>
    api.put<boolean>('/infra/api-error-log/update-status', undefined, { id, processStatus }),
  exportExcel: (params: QueryParams) => api.download('/infra/api-error-log/export-excel', params),
};
