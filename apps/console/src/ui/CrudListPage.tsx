import { Button, FormGroup, InputGroup } from '@blueprintjs/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { ConfirmAlert } from './ConfirmAlert';
import type { Column } from './DataTable';
import { PagedTable } from './PagedTable';
import { PageFrame } from './PageFrame';
import type { useCrud } from './useCrud';
import type { usePaging } from './usePaging';

type Crud<T extends { id: number }> = ReturnType<typeof useCrud<T, never>>;

/** The 编辑 and 删除 buttons of a row, each only with its permission; `children` (extra actions) first. */
export function CrudRowActions<T extends { id: number }>({
  row,
  crud,
  canUpdate,
  canDelete,
  children,
}: {
  row: T;
  crud: Pick<Crud<T>, 'setEditing' | 'setDeleting'>;
  canUpdate: boolean;
  canDelete: boolean;
  children?: ReactNode;
}) {
  return (
    <div className="dha-row-actions">
      {children}
      {canUpdate && <Button size="small" variant="minimal" intent="primary" text="编辑" onClick={() => crud.setEditing({ row })} />}
      {canDelete && <Button size="small" variant="minimal" intent="danger" text="删除" onClick={() => crud.setDeleting(row)} />}
    </div>
  );
}

/** A filter form with 搜索 (submit) and 重置. */
export function FilterBar({ onSearch, onReset, children }: { onSearch: () => void; onReset: () => void; children: ReactNode }) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch();
  };
  return (
    <form className="dha-filter-bar" onSubmit={submit}>
      {children}
      <div className="dha-toolbar">
        <Button type="submit" intent="primary" icon="search" text="搜索" />
        <Button icon="refresh" text="重置" onClick={onReset} />
      </div>
    </form>
  );
}

/** A text filter under its label. */
export function TextFilter({
  label,
  id,
  value,
  maxLength,
  onChange,
}: {
  label: string;
  id: string;
  value: string;
  maxLength: number;
  onChange: (value: string) => void;
}) {
  return (
    <FormGroup label={label} labelFor={id}>
      <InputGroup id={id} value={value} maxLength={maxLength} onChange={(e) => onChange(e.currentTarget.value)} />
    </FormGroup>
  );
}

/** The filter of lists searched by name alone: 搜索 sends the trimmed name, 重置 clears it. */
export function NameFilterBar({
  label,
  inputId,
  maxLength,
  onSearch,
}: {
  label: string;
  inputId: string;
  maxLength: number;
  onSearch: (name: string) => void;
}) {
  const [name, setName] = useState('');
  return (
    <FilterBar
      onSearch={() => onSearch(name.trim())}
      onReset={() => {
        setName('');
        onSearch('');
      }}
    >
      <TextFilter label={label} id={inputId} value={name} maxLength={maxLength} onChange={setName} />
    </FilterBar>
  );
}

/**
 * A maintained list: title with 新增, filters, table, pager, the edit dialog and the delete
 * confirmation naming the row. The page keeps its own columns, filters and dialog.
 */
export function CrudListPage<T extends { id: number }>({
  title,
  crud,
  canCreate,
  filters,
  columns,
  page,
  loading,
  paging,
  dialog,
  describe,
}: {
  title: string;
  crud: Pick<Crud<T>, 'setEditing' | 'deleting' | 'setDeleting'> & { remove: { isPending: boolean; mutate: (id: number) => void } };
  canCreate: boolean;
  filters: ReactNode;
  columns: Column<T>[];
  page: { list: T[]; total: number } | undefined;
  loading: boolean;
  paging: Pick<ReturnType<typeof usePaging<unknown>>, 'pageNo' | 'pageSize' | 'changePage'>;
  dialog: ReactNode;
  /** how the delete confirmation names a row, e.g. 上课地点「东城中心」 */
  describe: (row: T) => string;
}) {
  return (
    <PageFrame
      title={title}
      actions={canCreate && <Button intent="primary" icon="plus" text="新增" onClick={() => crud.setEditing({ row: null })} />}
    >
      {filters}
      <PagedTable columns={columns} page={page} loading={loading} paging={paging} />
      {dialog}
      <ConfirmAlert
        isOpen={!!crud.deleting}
        confirmText="删除"
        loading={crud.remove.isPending}
        onCancel={() => crud.setDeleting(null)}
        onConfirm={() => crud.deleting && crud.remove.mutate(crud.deleting.id)}
      >
        确定删除{crud.deleting ? describe(crud.deleting) : ''}吗？
      </ConfirmAlert>
    </PageFrame>
  );
}
