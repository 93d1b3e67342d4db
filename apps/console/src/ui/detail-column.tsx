import { Button } from '@blueprintjs/core';
import type { Column } from './DataTable';

/** The 操作 column of a read-only list: one button that shows the row in its detail dialog. */
export function detailColumn<T>(onShow: (row: T) => void, { text = '详情', width }: { text?: string; width?: number } = {}): Column<T> {
  return {
    key: 'actions',
    title: '操作',
    render: (row) => <Button size="small" variant="minimal" intent="primary" text={text} onClick={() => onShow(row)} />,
    width,
  };
}
