import { DataTable, type Column, type Selection } from './DataTable';
import { Pager } from './Pager';

/** A page of a list screen: the table of its rows and the pager under it. */
export function PagedTable<T extends { id: number }>({
  columns,
  page,
  loading,
  paging,
  emptyText,
  selection,
}: {
  columns: Column<T>[];
  page: { list: T[]; total: number } | undefined;
  loading: boolean;
  paging: { pageNo: number; pageSize: number; changePage: (no: number, size: number) => void };
  emptyText?: string;
  selection?: Selection;
}) {
  return (
    <>
      <DataTable columns={columns} rows={page?.list} loading={loading} emptyText={emptyText} selection={selection} />
      <Pager pageNo={paging.pageNo} pageSize={paging.pageSize} total={page?.total ?? 0} onChange={paging.changePage} />
    </>
  );
}
