import type { DeptSaveReq, DeptSimpleVO, DeptVO, PageResult, PostSaveReq, PostSimpleVO, PostVO } from '@dha/contracts';
import { api, type QueryParams } from '../../../api/http';

export const deptApi = {
  list: (params: QueryParams) => api.get<DeptVO[]>('/system/dept/list', params),
  simpleList: () => api.get<DeptSimpleVO[]>('/system/dept/simple-list'),
  create: (body: DeptSaveReq) => api.post<number>('/system/dept/create', body),
  update: (body: DeptSaveReq) => api.put<boolean>('/system/dept/update', body),
  delete: (id: number) => api.delete<boolean>('/system/dept/delete', { id }),
};

export const postApi = {
  page: (params: QueryParams) => api.get<PageResult<PostVO>>('/system/post/page', params),
  simpleList: () => api.get<PostSimpleVO[]>('/system/post/simple-list'),
  create: (body: PostSaveReq) => api.post<number>('/system/post/create', body),
  update: (body: PostSaveReq) => api.put<boolean>('/system/post/update', body),
  delete: (id: number) => api.delete<boolean>('/system/post/delete', { id }),
  exportExcel: (params: QueryParams) => api.download('/system/post/export-excel', params),
};
