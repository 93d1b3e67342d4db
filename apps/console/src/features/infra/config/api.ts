import type { ConfigSaveReq, ConfigVO, PageResult } from '@dha/contracts';
import { api, type QueryParams } from '../../../api/http';

export const configApi = {
  page: (params: QueryParams) => api.get<PageResult<ConfigVO>>('/infra/config/page', params),
  create: (body: ConfigSaveReq) => api.post<number>('/infra/config/create', body),
  update: (body: ConfigSaveReq) => api.put<boolean>('/infra/config/update', body),
  delete: (id: number) => api.delete<boolean>('/infra/config/delete', { id }),
  exportExcel: (params: QueryParams) => api.download('/infra/config/export-excel', params),
};
