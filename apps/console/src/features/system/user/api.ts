import type { PageResult, RoleSimpleVO, UserImportResp, UserSaveReq, UserVO } from '@dha/contracts';
import { api, type QueryParams } from '../../../api/http';

export const userApi = {
  page: (params: QueryParams) => api.get<PageResult<UserVO>>('/system/user/page', params),
  create: (body: UserSaveReq) => api.post<number>('/system/user/create', body),
  update: (body: UserSaveReq) => api.put<boolean>('/system/user/update', body),
  delete: (id: number) => api.delete<boolean>('/system/user/delete', { id }),
  updateStatus: (id: number, status: number) => api.put<boolean>('/system/user/update-status', { id, status }),
  resetPassword: (id: number, password: string) => api.put<boolean>('/system/user/update-password', { id, password }),
  unlock: (id: number) => api.put<boolean>('/system/user/unlock', undefined, { id }),
  exportExcel: (params: QueryParams) => api.download('/system/user/export-excel', params),
  importTemplate: () => api.download('/system/user/get-import-template'),
  importFile: (file: File, flags: { updateSupport: boolean; dryRun: boolean }) => {
    const form = new FormData();
    form.append('file', file);
    return api.upload<UserImportResp>('/system/user/import', form, flags);
  },
  listRoles: (userId: number) => api.get<number[]>('/system/permission/list-user-roles', { userId }),
  assignRoles: (userId: number, roleIds: number[]) => api.post<boolean>('/system/permission/assign-user-role', { userId, roleIds }),
  /** the roles the account and role dialogs offer: the enabled ones the caller may grant (the server refuses the others) */
  roleOptions: () => api.get<RoleSimpleVO[]>('/system/role/simple-list', { grantable: true }),
};
