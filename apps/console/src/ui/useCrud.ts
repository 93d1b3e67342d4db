import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../api/toaster';

/** Edit/delete state of a CRUD table: the dialog target, the save and delete calls, refresh after. */
export function useCrud<T extends { id: number }, Req>(opts: {
  queryKey: readonly unknown[];
  create: (req: Req) => Promise<unknown>;
  update: (req: Req) => Promise<unknown>;
  remove: (id: number) => Promise<unknown>;
}) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<{ row: T | null } | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: opts.queryKey });
  const save = useMutation({
    mutationFn: (req: Req & { id?: number }) => (req.id ? opts.update(req) : opts.create(req)),
    onSuccess: (_r, req) => {
      toast.success(req.id ? '修改成功' : '新增成功');
      setEditing(null);
      void refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (id: number) => opts.remove(id),
    onSuccess: () => {
      toast.success('删除成功');
      setDeleting(null);
      void refresh();
    },
  });
  return { editing, setEditing, deleting, setDeleting, save, remove };
}
