import type { MenuRespVO, MenuSaveReq, MenuSimpleVO } from '@dha/contracts';
import { api, type QueryParams } from '../../../api/http';

export const menuApi = {
  list: (params: QueryParams) => api.get<MenuRespVO[]>('/system/menu/list', params),
  simpleList: () => api.get<MenuSimpleVO[]>('/system/menu/simple-list'),
  create: (body: MenuSaveReq) => api.post<number>('/system/menu/create', body),
  update: (body: MenuSaveReq) => api.put<boolean>('/system/menu/update', body),
  delete: (id: number) => api.delete<boolean>('/system/menu/delete', { id }),
};
