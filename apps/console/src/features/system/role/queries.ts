import type { AssignRoleDataScopeReq, AssignRoleMenuReq, RoleSaveReq, RoleVO } from '@dha/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { saveBlob, type QueryParams } from '../../../api/http';
import { toast } from '../../../api/toaster';
import { dateRangeParams, formatDateTime } from '../../../ui/format';
import { useCrudList } from '../../../ui/useCrudList';
import { deptApi } from '../org/api';
import { roleApi, rolePermissionApi } from './api';

/** The query keys of the role screens; a change to a role (or its grants) invalidates the root. */
export const roleKeys = {
  roles: ['system', 'role'] as const,
  roleMenus: (roleId: number) => ['system', 'role', 'menus', roleId] as const,
  menuOptions: ['system', 'menu', 'simple'] as const,
  deptOptions: ['system', 'dept', 'simple'] as const,
};

export interface RoleFilter {
  name: string;
  code: string;
  status: string;
  createdFrom: string;
  createdTo: string;
}

export const EMPTY_ROLE_FILTER: RoleFilter = { name: '', code: '', status: '', createdFrom: '', createdTo: '' };

/** Filter → GET params of `/system/role/page` (and export-excel): the creation days as the contract's range. */
export function roleParams(f: RoleFilter): QueryParams {
  return {
    name: f.name.trim() || undefined,
    code: f.code.trim() || undefined,
    status: f.status || undefined,
    ...dateRangeParams('createTime', f.createdFrom, f.createdTo),
  };
}

/** 角色管理, searched by name, code, status and creation time. */
export function useRoleList() {
  return useCrudList<RoleVO, RoleSaveReq, RoleFilter>({
    queryKey: roleKeys.roles,
    filter: EMPTY_ROLE_FILTER,
    api: roleApi,
    params: (f, page) => ({ ...page, ...roleParams(f) }),
  });
}

/** 导出 of the roles matching the filter (every page). */
export function useExportRoles(filter: QueryParams) {
  return useMutation({
    mutationFn: () => roleApi.exportExcel(filter),
    onSuccess: (blob) => saveBlob(blob, `角色数据-${formatDateTime(Date.now()).replace(/[: ]/g, '')}.xlsx`),
  });
}

/** The enabled menus (the tree of 菜单权限) and the ids the role holds, read when the dialog opens. */
export function useRoleMenus(roleId: number | null) {
  const menus = useQuery({ queryKey: roleKeys.menuOptions, queryFn: rolePermissionApi.menus, enabled: roleId !== null });
  const held = useQuery({
    queryKey: roleKeys.roleMenus(roleId ?? 0),
    queryFn: () => rolePermissionApi.menuIds(roleId!),
    enabled: roleId !== null,
    staleTime: 0,
  });
  return { menus: menus.data, held: held.data, loading: menus.isLoading || held.isLoading };
}

export function useDeptOptions(enabled: boolean) {
  return useQuery({ queryKey: roleKeys.deptOptions, queryFn: deptApi.simpleList, enabled });
}

function useGrantMutation<Req>(call: (req: Req) => Promise<unknown>, done: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => {
      toast.success('保存成功');
      done();
      void queryClient.invalidateQueries({ queryKey: roleKeys.roles });
    },
  });
}

export const useAssignRoleMenu = (done: () => void) => useGrantMutation<AssignRoleMenuReq>(rolePermissionApi.assignMenus, done);
export const useAssignRoleDataScope = (done: () => void) =>
  useGrantMutation<AssignRoleDataScopeReq>(rolePermissionApi.assignDataScope, done);
