import { Button } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { ConfirmAlert } from './ConfirmAlert';
import type { Column } from './DataTable';
import { PagedTable } from './PagedTable';
import { PageFrame } from './PageFrame';
import type { CrudList } from './useCrudList';

type ListState<T extends { id: number }> = Pick<
  CrudList<T, never>,
  'page' | 'loading' | 'pageNo' | 'pageSize' | 'changePage' | 'setEditing' | 'deleting' | 'setDeleting'
> & { remove: { isPending: boolean; mutate: (id: number) => void } };

/** The 编辑 and 删除 buttons of a row, each only with its permission; `children` (extra actions) first. */
export function CrudRowActions<T extends { id: number }>({
  row,
  list,
  canUpdate,
  canDelete,
  children,
}: {
  row: T;
  list: Pick<ListState<T>, 'setEditing' | 'setDeleting'>;
  canUpdate: boolean;
  canDelete: boolean;
  children?: ReactNode;
}) {
  return (
    <div className="dha-row-actions">
      {children}
      {canUpdate && <Button size="small" variant="minimal" intent="primary" text="编辑" onClick={() => list.setEditing({ row })} />}
      {canDelete && <Button size="small" variant="minimal" intent="danger" text="删除" onClick={() => list.setDeleting(row)} />}
    </div>
  );
}

/**
 * A maintained list (the state of `useCrudList`): title with the create button, filters, table, pager,
 * the edit dialog and the delete confirmation naming the row. The page keeps its own columns, filters
 * and dialog.
 */
export function CrudListPage<T extends { id: number }>({
  title,
  list,
  canCreate,
  createText = '新增',
  filters,
  columns,
  emptyText,
  dialog,
  describe,
  deleteWarning = '',
}: {
  title: string;
  list: ListState<T>;
  canCreate: boolean;
  createText?: string;
  filters: ReactNode;
  columns: Column<T>[];
  emptyText?: string;
  dialog: ReactNode;
  /** how the delete confirmation names a row, e.g. 上课地点「东城中心」 */
  describe: (row: T) => string;
  /** said after the delete question, e.g. 删除后不可恢复。 */
  deleteWarning?: string;
}) {
  return (
    <PageFrame
      title={title}
      actions={canCreate && <Button intent="primary" icon="plus" text={createText} onClick={() => list.setEditing({ row: null })} />}
    >
      {filters}
      <PagedTable columns={columns} page={list.page} loading={list.loading} paging={list} emptyText={emptyText} />
      {dialog}
      <ConfirmAlert
        isOpen={!!list.deleting}
        confirmText="删除"
        loading={list.remove.isPending}
        onCancel={() => list.setDeleting(null)}
        onConfirm={() => list.deleting && list.remove.mutate(list.deleting.id)}
      >
        确定删除{list.deleting ? describe(list.deleting) : ''}吗？{deleteWarning}
      </ConfirmAlert>
    </PageFrame>
  );
}
