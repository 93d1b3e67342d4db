import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { QueryParams } from '../api/http';
import { toast } from '../api/toaster';
import { useCrudList, type CrudApi, type CrudListOptions } from './useCrudList';
import { forgetTabMemory, TabMemoryScope } from './useTabMemory';

jest.mock('../api/toaster', () => ({ toast: { success: jest.fn(), error: jest.fn(), warning: jest.fn() }, showToast: jest.fn() }));

interface Row {
  id: number;
  name: string;
}
interface Req {
  id?: number;
  name: string;
}

const ROWS: Row[] = [
  { id: 1, name: '东城中心' },
  { id: 2, name: '西城中心' },
];

function setup(
  overrides: Partial<CrudApi<Row, Req>> = {},
  params?: CrudListOptions<Row, Req, { name: string }>['params'],
  tabPath?: string,
) {
  const page = jest.fn(async (_p: QueryParams) => ({ list: ROWS, total: 2 }));
  const create = jest.fn(async (_r: Req) => 3);
  const update = jest.fn(async (_r: Req) => true);
  const remove = jest.fn(async (_id: number) => true);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      {tabPath ? <TabMemoryScope path={tabPath}>{children}</TabMemoryScope> : children}
    </QueryClientProvider>
  );
  const hook = renderHook(
    () =>
      useCrudList<Row, Req, { name: string }>({
        queryKey: ['t', 'rows'],
        filter: { name: '' },
        api: { page, create, update, delete: remove, ...overrides },
        params,
      }),
    { wrapper },
  );
  return { hook, page, create, update, remove };
}

beforeEach(() => jest.clearAllMocks());

describe('useCrudList', () => {
  it('reads page 1 with the filter; a search goes back to page 1, a page change keeps the filter', async () => {
    const { hook, page } = setup();
    await waitFor(() => expect(hook.result.current.page?.list).toEqual(ROWS));
    expect(page).toHaveBeenLastCalledWith({ pageNo: 1, pageSize: 20, name: '' });

    act(() => hook.result.current.changePage(3, 10));
    await waitFor(() => expect(page).toHaveBeenLastCalledWith({ pageNo: 3, pageSize: 10, name: '' }));
    act(() => hook.result.current.search({ name: '东城' }));
    await waitFor(() => expect(page).toHaveBeenLastCalledWith({ pageNo: 1, pageSize: 10, name: '东城' }));
    expect(hook.result.current.filter).toEqual({ name: '东城' });
  });

  it('sends the params its `params` builds', async () => {
    const { hook, page } = setup({}, (f, at) => ({ ...at, keyword: f.name || undefined, status: 0 }));
    await waitFor(() => expect(hook.result.current.loading).toBe(false));
    expect(page).toHaveBeenLastCalledWith({ pageNo: 1, pageSize: 20, keyword: undefined, status: 0 });
  });

  it('saves a new row with create and an edited one with update, closing the dialog and reading the list again', async () => {
    const { hook, page, create, update } = setup();
    await waitFor(() => expect(hook.result.current.page).toBeDefined());
    const reads = page.mock.calls.length;

    act(() => hook.result.current.setEditing({ row: null }));
    act(() => hook.result.current.save.mutate({ name: '南城中心' }));
    await waitFor(() => expect(hook.result.current.editing).toBeNull());
    expect(create).toHaveBeenCalledWith({ name: '南城中心' });
    expect(update).not.toHaveBeenCalled();
    expect(toast.success).toHaveBeenLastCalledWith('新增成功');
    await waitFor(() => expect(page.mock.calls.length).toBe(reads + 1));

    act(() => hook.result.current.setEditing({ row: ROWS[0]! }));
    expect(hook.result.current.editing).toEqual({ row: ROWS[0] });
    act(() => hook.result.current.save.mutate({ id: 1, name: '东城' }));
    await waitFor(() => expect(hook.result.current.editing).toBeNull());
    expect(update).toHaveBeenCalledWith({ id: 1, name: '东城' });
    expect(create).toHaveBeenCalledTimes(1);
    expect(toast.success).toHaveBeenLastCalledWith('修改成功');
    await waitFor(() => expect(page.mock.calls.length).toBe(reads + 2));
  });

  it('deletes the confirmed row by id, closing the confirmation and reading the list again', async () => {
    const { hook, page, remove } = setup();
    await waitFor(() => expect(hook.result.current.page).toBeDefined());
    const reads = page.mock.calls.length;

    act(() => hook.result.current.setDeleting(ROWS[1]!));
    expect(hook.result.current.deleting).toBe(ROWS[1]);
    act(() => hook.result.current.remove.mutate(2));
    await waitFor(() => expect(hook.result.current.deleting).toBeNull());
    expect(remove).toHaveBeenCalledWith(2);
    expect(toast.success).toHaveBeenLastCalledWith('删除成功');
    await waitFor(() => expect(page.mock.calls.length).toBe(reads + 1));
  });

  it('a failed save keeps the dialog open and the list as it is', async () => {
    const { hook, page } = setup({ create: jest.fn(() => Promise.reject(new Error('名称重复'))) });
    await waitFor(() => expect(hook.result.current.page).toBeDefined());
    const reads = page.mock.calls.length;
    act(() => hook.result.current.setEditing({ row: null }));
    act(() => hook.result.current.save.mutate({ name: '东城中心' }));
    await waitFor(() => expect(hook.result.current.save.isError).toBe(true));
    expect(hook.result.current.editing).toEqual({ row: null });
    expect(toast.success).not.toHaveBeenCalled();
    expect(page.mock.calls.length).toBe(reads);
  });

  it('a list without `update` does not save an edited row', async () => {
    const { hook, create } = setup({ update: undefined });
    await waitFor(() => expect(hook.result.current.page).toBeDefined());
    act(() => hook.result.current.setEditing({ row: ROWS[0]! }));
    act(() => hook.result.current.save.mutate({ id: 1, name: '东城' }));
    await waitFor(() => expect(hook.result.current.save.isError).toBe(true));
    expect(create).not.toHaveBeenCalled();
    expect(hook.result.current.editing).toEqual({ row: ROWS[0] });
  });
});

describe('useCrudList memory (issue 13: a list remembers its filter and page while its tab stays open)', () => {
  beforeEach(() => sessionStorage.clear());

  it('a list mounted again under the same tab reads its filter and page back; another tab starts afresh', async () => {
    const first = setup({}, undefined, '/system/post');
    await waitFor(() => expect(first.hook.result.current.page).toBeDefined());
    act(() => first.hook.result.current.search({ name: '东城' }));
    act(() => first.hook.result.current.changePage(2, 10));
    first.hook.unmount();

    const again = setup({}, undefined, '/system/post');
    expect(again.hook.result.current.filter).toEqual({ name: '东城' });
    expect(again.hook.result.current.pageNo).toBe(2);
    await waitFor(() => expect(again.page).toHaveBeenLastCalledWith({ pageNo: 2, pageSize: 10, name: '东城' }));

    const other = setup({}, undefined, '/system/role');
    expect(other.hook.result.current.filter).toEqual({ name: '' });
    expect(other.hook.result.current.pageNo).toBe(1);
  });

  it('forgets the list when its tab closes', async () => {
    const first = setup({}, undefined, '/system/post');
    act(() => first.hook.result.current.search({ name: '西城' }));
    first.hook.unmount();
    forgetTabMemory('/system/post');

    const again = setup({}, undefined, '/system/post');
    expect(again.hook.result.current.filter).toEqual({ name: '' });
    await waitFor(() => expect(again.page).toHaveBeenLastCalledWith({ pageNo: 1, pageSize: 20, name: '' }));
  });

  it('outside a tab (no page area) nothing is kept', () => {
    const first = setup();
    act(() => first.hook.result.current.search({ name: '南城' }));
    first.hook.unmount();
    expect(sessionStorage.length).toBe(0);
    expect(setup().hook.result.current.filter).toEqual({ name: '' });
  });
});
