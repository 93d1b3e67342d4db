import type {
  MenuRespVO,
  PageResult,
  TenantPackageSaveReq,
  TenantPackageSimpleVO,
  TenantPackageVO,
  TenantSaveReq,
  TenantVO,
} from '@dha/contracts';
import { api, type QueryParams } from '../../../api/http';

export const tenantApi = {
  page: (params: QueryParams) => api.get<PageResult<TenantVO>>('/system/tenant/page', params),
  create: (body: TenantSaveReq) => api.post<number>('/system/tenant/create', body),
  update: (body: TenantSaveReq) => api.put<boolean>('/system/tenant/update', body),
  delete: (id: number) => api.delete<boolean>('/system/tenant/delete', { id }),
  exportExcel: (params: QueryParams) => api.download('/system/tenant/export-excel', params),
};

export const tenantPackageApi = {
  page: (params: QueryParams) => api.get<PageResult<TenantPackageVO>>('/system/tenant-package/page', params),
  simpleList: () => api.get<TenantPackageSimpleVO[]>('/system/tenant-package/simple-list'),
  create: (body: TenantPackageSaveReq) => api.post<number>('/system/tenant-package/create', body),
  update: (body: TenantPackageSaveReq) => api.put<boolean>('/system/tenant-package/update', body),
  delete: (id: number) => api.delete<boolean>('/system/tenant-package/delete', { id }),
  /** the enabled menus with their permissions (the package tree leaves out what only the system tenant has) */
  menus: () => api.get<MenuRespVO[]>('/system/menu/list', { status: 0 }),
};
