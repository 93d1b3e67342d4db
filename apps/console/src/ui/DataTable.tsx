import { Checkbox, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import type { ReactNode } from 'react';

export interface Column<T> {
  key: string;
  title: ReactNode;
  render: (row: T, index: number) => ReactNode;
  width?: number | string;
  align?: 'left' | 'center' | 'right';
}

export interface Selection {
  selected: ReadonlySet<number>;
  onChange: (next: Set<number>) => void;
  /** rows that cannot be selected */
  isSelectable?: (id: number) => boolean;
}

/**
 * A Blueprint HTMLTable with the loading (Spinner) and empty (NonIdealState) states and an optional
 * checkbox column. Rows need a numeric `id`.
 */
export function DataTable<T extends { id: number }>({
  columns,
  rows,
  loading,
  emptyText = '暂无数据',
  selection,
  rowKey = (r) => r.id,
}: {
  columns: Column<T>[];
  rows: readonly T[] | undefined;
  loading?: boolean;
  emptyText?: string;
  selection?: Selection;
  rowKey?: (row: T) => number | string;
}) {
  const list = rows ?? [];
  const selectable = selection ? list.filter((r) => selection.isSelectable?.(r.id) ?? true) : [];
  const allChecked = !!selection && selectable.length > 0 && selectable.every((r) => selection.selected.has(r.id));
  const someChecked = !!selection && selectable.some((r) => selection.selected.has(r.id));
  const toggleAll = () => {
    if (!selection) return;
    const next = new Set(selection.selected);
    for (const r of selectable) {
      if (allChecked) next.delete(r.id);
      else next.add(r.id);
    }
    selection.onChange(next);
  };
  const toggle = (id: number) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    selection.onChange(next);
  };
  return (
    <div className="dha-table-wrap">
      <HTMLTable compact striped interactive className="dha-table">
        <thead>
          <tr>
            {selection && (
              <th style={{ width: 36 }}>
                <Checkbox
                  aria-label="全选"
                  checked={allChecked}
                  indeterminate={!allChecked && someChecked}
                  disabled={selectable.length === 0}
                  onChange={toggleAll}
                  className="dha-table-check"
                />
              </th>
            )}
            {columns.map((c) => (
              <th key={c.key} style={{ width: c.width, textAlign: c.align }}>
                {c.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {!loading &&
            list.map((row, i) => (
              <tr key={rowKey(row)}>
                {selection && (
                  <td>
                    <Checkbox
                      aria-label={`选择 ${row.id}`}
                      checked={selection.selected.has(row.id)}
                      disabled={!(selection.isSelectable?.(row.id) ?? true)}
                      onChange={() => toggle(row.id)}
                      className="dha-table-check"
                    />
                  </td>
                )}
                {columns.map((c) => (
                  <td key={c.key} style={{ textAlign: c.align }}>
                    {c.render(row, i)}
                  </td>
                ))}
              </tr>
            ))}
        </tbody>
      </HTMLTable>
      {loading && (
        <div className="dha-table-state">
          <Spinner size={30} aria-label="加载中" />
        </div>
      )}
      {!loading && list.length === 0 && (
        <div className="dha-table-state">
          <NonIdealState icon="inbox" title={emptyText} />
        </div>
      )}
    </div>
  );
}
