import type { PageResult } from '@dha/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { QueryParams } from '../api/http';
import { toast } from '../api/toaster';
import { usePaging } from './usePaging';

/** The calls of a maintained resource, named as the feature APIs name them. */
export interface CrudApi<T, Req> {
  page: (params: QueryParams) => Promise<PageResult<T>>;
  /** an absent call leaves that action out (a screen whose dialog saves by itself) */
  create?: (req: Req) => Promise<unknown>;
  update?: (req: Req) => Promise<unknown>;
  delete?: (id: number) => Promise<unknown>;
}

export interface CrudListOptions<T, Req, F> {
  /** the key of everything the list shows: a page is read under `[...queryKey, 'page', params]`, a save or delete invalidates it all */
  queryKey: readonly unknown[];
  /** the filter a new screen starts with */
  filter: F;
  api: CrudApi<T, Req>;
  /** the request params of a page (default: `pageNo`, `pageSize`, then the filter as it is; '' and undefined are not sent) */
  params?: (filter: F, page: { pageNo: number; pageSize: number }) => QueryParams;
}

/**
 * The state of a maintained list screen: filter and page (a new search goes back to page 1), the page
 * read for them (both remembered while the page's tab stays open), the row being edited (`{ row: null }` for a new one) and the one being deleted, and
 * the save and delete calls, which toast, close the dialog or confirmation and read the list again.
 */
export function useCrudList<T extends { id: number }, Req extends { id?: number }, F extends object>(opts: CrudListOptions<T, Req, F>) {
  const queryClient = useQueryClient();
  // remembered per list while the tab stays open: a list is named by its query key
  const paging = usePaging<F>(opts.filter, `list:${JSON.stringify(opts.queryKey)}`);
  const at = { pageNo: paging.pageNo, pageSize: paging.pageSize };
  const params: QueryParams = opts.params ? opts.params(paging.filter, at) : { ...at, ...(paging.filter as QueryParams) };
  const query = useQuery({
    queryKey: [...opts.queryKey, 'page', params],
    queryFn: () => opts.api.page(params),
    placeholderData: keepPreviousData,
  });
  const [editing, setEditing] = useState<{ row: T | null } | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: opts.queryKey });
  const save = useMutation({
    mutationFn: (req: Req) => {
      const call = req.id ? opts.api.update : opts.api.create;
      return call ? call(req) : Promise.reject(new Error('this list does not save rows'));
    },
    onSuccess: (_r, req) => {
      toast.success(req.id ? '修改成功' : '新增成功');
      setEditing(null);
      void refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (id: number) => (opts.api.delete ? opts.api.delete(id) : Promise.reject(new Error('this list does not delete rows'))),
    onSuccess: () => {
      toast.success('删除成功');
      setDeleting(null);
      void refresh();
    },
  });
  return {
    ...paging,
    /** the page shown (the previous one while the next loads) */
    page: query.data,
    loading: query.isLoading,
    editing,
    setEditing,
    deleting,
    setDeleting,
    save,
    remove,
  };
}

export type CrudList<T extends { id: number }, Req extends { id?: number }, F extends object = object> = ReturnType<
  typeof useCrudList<T, Req, F>
>;

/** What an edit dialog needs of a list: which row, and the save call. */
export type CrudEditing<T extends { id: number }, Req extends { id?: number }> = Pick<CrudList<T, Req>, 'editing' | 'setEditing'> & {
  save: { isPending: boolean; mutate: (req: Req) => void };
};
