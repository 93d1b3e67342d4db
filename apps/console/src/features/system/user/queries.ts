import type { UserSaveReq, UserVO } from '@dha/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { saveBlob } from '../../../api/http';
import { toast } from '../../../api/toaster';
import { formatDateTime } from '../../../ui/format';
import { useCrudList } from '../../../ui/useCrudList';
import { deptApi, postApi } from '../org/api';
import { userApi } from './api';
import { EMPTY_USER_FILTER, userFilterToParams, type UserFilter } from './user-form';

/** The query keys of the user screen; a change invalidates the root. */
export const userKeys = {
  users: ['system', 'user'] as const,
  roles: (userId: number) => ['system', 'user', 'roles', userId] as const,
  options: ['system', 'user', 'options'] as const,
};

const exportName = (base: string) => `${base}-${formatDateTime(Date.now()).replace(/[: ]/g, '')}.xlsx`;

/** 用户管理: the users by name, mobile, status, creation days and the department (with the ones below it). */
export function useUserList() {
  return useCrudList<UserVO, UserSaveReq, UserFilter>({
    queryKey: userKeys.users,
    filter: EMPTY_USER_FILTER,
    api: userApi,
    params: (f, at) => ({ ...at, ...userFilterToParams(f) }),
  });
}

/** The pickers of the user dialogs: enabled departments, posts and roles. */
export function useUserOptions() {
  const depts = useQuery({ queryKey: [...userKeys.options, 'depts'], queryFn: deptApi.simpleList });
  const posts = useQuery({ queryKey: [...userKeys.options, 'posts'], queryFn: postApi.simpleList });
  const roles = useQuery({ queryKey: [...userKeys.options, 'roles'], queryFn: userApi.roleOptions });
  return { depts: depts.data ?? [], posts: posts.data ?? [], roles: roles.data ?? [] };
}

/** After a user change, the list is read again. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: userKeys.users });
}

export function useUpdateUserStatus(onDone: () => void) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: number }) => userApi.updateStatus(id, status),
    onSuccess: () => {
      toast.success('修改成功');
      onDone();
      void refresh();
    },
  });
}

export function useResetUserPassword(onDone: () => void) {
  return useMutation({
    mutationFn: ({ id, password }: { id: number; password: string }) => userApi.resetPassword(id, password),
    onSuccess: () => {
      toast.success('密码已重置，用户下次登录须修改密码');
      onDone();
    },
  });
}

export function useUnlockUser() {
  return useMutation({ mutationFn: userApi.unlock, onSuccess: () => toast.success('已解除登录锁定') });
}

export function useUserRoles(userId: number | null) {
  return useQuery({ queryKey: userKeys.roles(userId ?? 0), queryFn: () => userApi.listRoles(userId!), enabled: userId !== null });
}

export function useAssignUserRoles(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, roleIds }: { userId: number; roleIds: number[] }) => userApi.assignRoles(userId, roleIds),
    onSuccess: (_r, { userId }) => {
      toast.success('分配成功');
      onDone();
      void queryClient.invalidateQueries({ queryKey: userKeys.roles(userId) });
    },
  });
}

/** 导出 of the users matching the filter (every page). */
export function useExportUsers(filter: UserFilter) {
  return useMutation({
    mutationFn: () => userApi.exportExcel(userFilterToParams(filter)),
    onSuccess: (blob) => saveBlob(blob, exportName('用户数据')),
  });
}

export function useImportTemplate() {
  return useMutation({ mutationFn: userApi.importTemplate, onSuccess: (blob) => saveBlob(blob, '用户导入模板.xlsx') });
}

/** The import: a dry run (the report) then the real one; the list is read again after it. */
export function useImportUsers() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ file, updateSupport, dryRun }: { file: File; updateSupport: boolean; dryRun: boolean }) =>
      userApi.importFile(file, { updateSupport, dryRun }),
    onSuccess: (report) => {
      if (report.imported) {
        toast.success(`导入成功：新增 ${report.createUsernames.length} 个，更新 ${report.updateUsernames.length} 个`);
        void refresh();
      }
    },
  });
}
