import type { MenuRespVO, MenuSaveReq } from '@dha/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../../api/toaster';
import { menuApi } from './api';

/** The query keys of the menu screen (the role dialog's menu tree lives under the same root). */
export const menuKeys = { menus: ['system', 'menu'] as const };

export interface MenuFilter {
  name: string;
  status: string;
}

/**
 * 菜单管理: the whole (filtered) list the tree is built from, the row being edited (a new one under
 * `parentId`) and the one being deleted, with their save and delete calls.
 */
export function useMenuTree() {
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<MenuFilter>({ name: '', status: '' });
  const query = useQuery({ queryKey: [...menuKeys.menus, 'list', filter], queryFn: () => menuApi.list({ ...filter }) });
  const [editing, setEditing] = useState<{ row: MenuRespVO | null; parentId?: number } | null>(null);
  const [deleting, setDeleting] = useState<MenuRespVO | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: menuKeys.menus });
  const save = useMutation({
    mutationFn: (req: MenuSaveReq): Promise<unknown> => (req.id ? menuApi.update(req) : menuApi.create(req)),
    onSuccess: (_r, req) => {
      toast.success(req.id ? '修改成功' : '新增成功');
      setEditing(null);
      void refresh();
    },
  });
  const remove = useMutation({
    mutationFn: menuApi.delete,
    onSuccess: () => {
      toast.success('删除成功');
      setDeleting(null);
      void refresh();
    },
  });
  return { rows: query.data, loading: query.isLoading, search: setFilter, editing, setEditing, deleting, setDeleting, save, remove };
}

export type MenuTree = ReturnType<typeof useMenuTree>;
