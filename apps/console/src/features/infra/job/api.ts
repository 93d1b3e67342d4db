import type { JobHandlerVO, JobLogVO, JobSaveReq, JobVO, PageResult } from '@dha/contracts';
import { api, type QueryParams } from '../../../api/http';

export const jobApi = {
  page: (params: QueryParams) => api.get<PageResult<JobVO>>('/infra/job/page', params),
  get: (id: number) => api.get<JobVO>('/infra/job/get', { id }),
  create: (body: JobSaveReq) => api.post<number>('/infra/job/create', body),
  update: (body: JobSaveReq) => api.put<boolean>('/infra/job/update', body),
  delete: (id: number) => api.delete<boolean>('/infra/job/delete', { id }),
  updateStatus: (id: number, status: number) => api.put<boolean>('/infra/job/update-status', undefined, { id, status }),
  trigger: (id: number) => api.put<boolean>('/infra/job/trigger', undefined, { id }),
  sync: () => api.post<boolean>('/infra/job/sync'),
  nextTimes: (id: number, count = 5) => api.get<number[]>('/infra/job/get_next_times', { id, count }),
  previewNextTimes: (cronExpression: string) =>
    api.get<number[]>('/infra/job/preview-next-times', { cronExpression, count: 5 }, { quiet: true }),
  handlers: () => api.get<JobHandlerVO[]>('/infra/job/handlers'),
  exportExcel: (params: QueryParams) => api.download('/infra/job/export-excel', params),
};

export const jobLogApi = {
  page: (params: QueryParams) => api.get<PageResult<JobLogVO>>('/infra/job-log/page', params),
  get: (id: number) => api.get<JobLogVO>('/infra/job-log/get', { id }),
  exportExcel: (params: QueryParams) => api.download('/infra/job-log/export-excel', params),
};
