import { render, screen } from '@testing-library/react';
import { ClampedText, columnCell, DataTable, type Column } from './DataTable';

interface Row {
  id: number;
  name: string;
  submittedAt: string;
}

const columns: Column<Row>[] = [
  { key: 'name', title: '课程', wrap: true, render: (r) => <ClampedText text={r.name} /> },
  { key: 'submittedAt', title: '提交时间', render: (r) => r.submittedAt },
  { key: 'actions', title: '操作', render: () => <button>编辑</button> },
];
const LONG = '长'.repeat(100);

describe('DataTable columns', () => {
  it('wraps a long-text column between its min and max width; other columns keep their content on one line', () => {
    render(<DataTable columns={columns} rows={[{ id: 1, name: LONG, submittedAt: '2026-11-23 05:00:00' }]} />);
    const [name, time] = screen.getAllByRole('cell');
    expect(name!.className).toContain('dha-cell-wrap');
    expect(name!.style.minWidth).toBe('120px');
    expect(name!.style.maxWidth).toBe('240px');
    expect(time!.className).not.toContain('dha-cell-wrap');
    expect(time!.style.maxWidth).toBe('');
    expect(time!.textContent).toBe('2026-11-23 05:00:00');
    expect(screen.getByRole('columnheader', { name: '课程' }).className).toContain('dha-cell-wrap');
  });

  it('clamps long text to two lines, whole in a tooltip; short text has no tooltip', () => {
    const { container, rerender } = render(<ClampedText text={LONG} />);
    const clamp = container.querySelector<HTMLElement>('.dha-clamp')!;
    expect(clamp.textContent).toBe(LONG);
    expect(clamp.style.webkitLineClamp).toBe('2');
    expect(container.querySelector('.dha-clamp-tip')).not.toBeNull();
    rerender(<ClampedText text="禅修入门班" />);
    expect(container.querySelector('.dha-clamp-tip')).toBeNull();
  });

  it('marks a table with a checkbox column so its first data column is the one fixed on the left', () => {
    const { container, rerender } = render(<DataTable columns={columns} rows={[]} />);
    expect(container.querySelector('table')!.className).not.toContain('dha-table-selectable');
    rerender(<DataTable columns={columns} rows={[]} selection={{ selected: new Set(), onChange: () => undefined }} />);
    expect(container.querySelector('table')!.className).toContain('dha-table-selectable');
    expect(container.querySelector('.dha-table-wrap')).not.toBeNull();
  });

  it('lets a column set its own bounds', () => {
    expect(columnCell({ wrap: true, minWidth: 150, maxWidth: 220 }).style).toMatchObject({ minWidth: 150, maxWidth: 220 });
    expect(columnCell({ minWidth: 90 })).toEqual({ className: undefined, style: { minWidth: 90, width: undefined, textAlign: undefined } });
  });
});
