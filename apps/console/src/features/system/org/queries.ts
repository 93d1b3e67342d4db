import type { DeptSaveReq, DeptVO, PostSaveReq, PostVO } from '@dha/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { saveBlob, type QueryParams } from '../../../api/http';
import { toast } from '../../../api/toaster';
import { formatDateTime } from '../../../ui/format';
import { useCrudList } from '../../../ui/useCrudList';
import { deptApi, postApi } from './api';

/** The query keys of the department and post screens; a change to one invalidates its root. */
export const orgKeys = {
  depts: ['system', 'dept'] as const,
  posts: ['system', 'post'] as const,
};

export interface DeptFilter {
  name: string;
  status: string;
}

/**
 * 部门管理: the whole (filtered) list the tree is built from, the row being edited (a new one under
 * `parentId`) and the one being deleted, with their save and delete calls.
 */
export function useDeptTree() {
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<DeptFilter>({ name: '', status: '' });
  const query = useQuery({ queryKey: [...orgKeys.depts, 'list', filter], queryFn: () => deptApi.list({ ...filter }) });
  const [editing, setEditing] = useState<{ row: DeptVO | null; parentId?: number } | null>(null);
  const [deleting, setDeleting] = useState<DeptVO | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: orgKeys.depts });
  const save = useMutation({
    mutationFn: (req: DeptSaveReq): Promise<unknown> => (req.id ? deptApi.update(req) : deptApi.create(req)),
    onSuccess: (_r, req) => {
      toast.success(req.id ? '修改成功' : '新增成功');
      setEditing(null);
      void refresh();
    },
  });
  const remove = useMutation({
    mutationFn: deptApi.delete,
    onSuccess: () => {
      toast.success('删除成功');
      setDeleting(null);
      void refresh();
    },
  });
  return { rows: query.data, loading: query.isLoading, search: setFilter, editing, setEditing, deleting, setDeleting, save, remove };
}

export type DeptTree = ReturnType<typeof useDeptTree>;

/** 岗位管理, searched by code, name and status. */
export function usePostList() {
  return useCrudList<PostVO, PostSaveReq, { code: string; name: string; status: string }>({
    queryKey: orgKeys.posts,
    filter: { code: '', name: '', status: '' },
    api: postApi,
  });
}

/** 导出 of the posts matching the filter (every page). */
export function useExportPosts(filter: QueryParams) {
  return useMutation({
    mutationFn: () => postApi.exportExcel(filter),
    onSuccess: (blob) => saveBlob(blob, `岗位数据-${formatDateTime(Date.now()).replace(/[: ]/g, '')}.xlsx`),
  });
}

/** The enabled departments for pickers in other features' forms (a course's department). */
export function useDeptOptions() {
  return useQuery({ queryKey: [...orgKeys.depts, 'simple'], queryFn: deptApi.simpleList, staleTime: 60_000 });
}
