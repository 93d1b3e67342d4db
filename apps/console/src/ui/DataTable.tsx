import { Checkbox, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import type { CSSProperties, ReactNode } from 'react';
import { HoverTip } from './HoverTip';

export interface Column<T> {
  key: string;
  title: ReactNode;
  render: (row: T, index: number) => ReactNode;
  width?: number | string;
  align?: 'left' | 'center' | 'right';
  /**
   * Long free text (a name, a place): the cell wraps between `minWidth` and `maxWidth` instead of
   * stretching the table. Other cells (dates, codes, tags, buttons) never wrap and are never cut: the
   * column takes their width, and a table wider than its box scrolls inside it.
   */
  wrap?: boolean;
  /** px; defaults 120 / 240 for a wrapping column */
  minWidth?: number;
  maxWidth?: number;
}

/** The class and style of a column's cells (exported for tests and for tables built by hand). */
export function columnCell(c: Pick<Column<unknown>, 'wrap' | 'minWidth' | 'maxWidth' | 'width' | 'align'>): {
  className: string | undefined;
  style: CSSProperties;
} {
  if (!c.wrap) return { className: undefined, style: { width: c.width, minWidth: c.minWidth, textAlign: c.align } };
  return {
    className: 'dha-cell-wrap',
    style: { width: c.width, minWidth: c.minWidth ?? 120, maxWidth: c.maxWidth ?? 240, textAlign: c.align },
  };
}

/**
 * Text cut to `lines` lines with an ellipsis; the whole text in a tooltip when it is long (a course
 * named in 100 characters keeps its row short).
 */
export function ClampedText({ text, lines = 2, tipFrom = 30 }: { text: string; lines?: number; tipFrom?: number }) {
  const clamped = (
    <span className="dha-clamp" style={{ WebkitLineClamp: lines }}>
      {text}
    </span>
  );
  return text.length >= tipFrom ? (
    <HoverTip content={text} className="dha-clamp-tip">
      {clamped}
    </HoverTip>
  ) : (
    clamped
  );
}

export interface Selection {
  selected: ReadonlySet<number>;
  onChange: (next: Set<number>) => void;
  /** rows that cannot be selected */
  isSelectable?: (id: number) => boolean;
}

/**
 * A Blueprint HTMLTable with the loading (Spinner) and empty (NonIdealState) states and an optional
 * checkbox column. Rows need a numeric `id`. A wide table scrolls sideways inside its own box, with
 * its first column (after the checkboxes) fixed on the left and the last one (the row actions) on the
 * right (staff.css).
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
      <HTMLTable compact striped interactive className={selection ? 'dha-table dha-table-selectable' : 'dha-table'}>
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
              <th key={c.key} {...columnCell(c)}>
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
                  <td key={c.key} {...columnCell(c)}>
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
