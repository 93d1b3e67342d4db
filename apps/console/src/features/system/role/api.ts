import type {
  AssignRoleDataScopeReq,
  AssignRoleMenuReq,
  MenuSimpleVO,
  PageResult,
  RoleSaveReq,
  RoleSimpleVO,
  RoleVO,
} from '@dha/contracts';
import { api, type QueryParams } from '../../../api/http';

export const roleApi = {
  page: (params: QueryParams) => api.get<PageResult<RoleVO>>('/system/role/page', params),
  simpleList: () => api.get<RoleSimpleVO[]>('/system/role/simple-list'),
  get: (id: number) => api.get<RoleVO>('/system/role/get', { id }),
  create: (body: RoleSaveReq) => api.post<number>('/system/role/create', body),
  update: (body: RoleSaveReq) => api.put<boolean>('/system/role/update', body),
  delete: (id: number) => api.delete<boolean>('/system/role/delete', { id }),
  exportExcel: (params: QueryParams) => api.download('/system/role/export-excel', params),
};

export const rolePermissionApi = {
  menuIds: (roleId: number) => api.get<number[]>('/system/permission/list-role-menus', { roleId }),
  assignMenus: (body: AssignRoleMenuReq) => api.post<boolean>('/system/permission/assign-role-menu', body),
  assignDataScope: (body: AssignRoleDataScopeReq) => api.post<boolean>('/system/permission/assign-role-data-scope', body),
  /** the enabled menus the tree of 菜单权限 offers */
  menus: () => api.get<MenuSimpleVO[]>('/system/menu/simple-list'),
};
