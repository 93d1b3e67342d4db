import type { DictDataSaveReq, DictDataVO, DictTypeSaveReq, DictTypeVO, PageResult } from '@dha/contracts';
import { api, type QueryParams } from '../../../api/http';

export const dictTypeApi = {
  page: (params: QueryParams) => api.get<PageResult<DictTypeVO>>('/system/dict-type/page', params),
  get: (id: number) => api.get<DictTypeVO | null>('/system/dict-type/get', { id }),
  create: (body: DictTypeSaveReq) => api.post<number>('/system/dict-type/create', body),
  update: (body: DictTypeSaveReq) => api.put<boolean>('/system/dict-type/update', body),
  delete: (id: number) => api.delete<boolean>('/system/dict-type/delete', { id }),
  exportExcel: (params: QueryParams) => api.download('/system/dict-type/export-excel', params),
};

export const dictDataApi = {
  page: (params: QueryParams) => api.get<PageResult<DictDataVO>>('/system/dict-data/page', params),
  create: (body: DictDataSaveReq) => api.post<number>('/system/dict-data/create', body),
  update: (body: DictDataSaveReq) => api.put<boolean>('/system/dict-data/update', body),
  delete: (id: number) => api.delete<boolean>('/system/dict-data/delete', { id }),
  exportExcel: (params: QueryParams) => api.download('/system/dict-data/export-excel', params),
};
