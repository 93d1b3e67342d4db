import { Button, ButtonGroup } from '@blueprintjs/core';
import { AppSelect } from './AppSelect';

/** Spec §5/§9: page sizes 10/20/30/50, default 20. */
export const PAGE_SIZES = [10, 20, 30, 50] as const;
export const DEFAULT_PAGE_SIZE = 20;

/** The page numbers to show around `current` (at most `count`, spec §9: 7, or 5 on phones). */
export function pageWindow(current: number, pages: number, count = 7): number[] {
  if (pages <= 0) return [];
  const half = Math.floor(count / 2);
  let start = Math.max(1, current - half);
  const end = Math.min(pages, start + count - 1);
  start = Math.max(1, end - count + 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

export function Pager({
  pageNo,
  pageSize,
  total,
  onChange,
}: {
  pageNo: number;
  pageSize: number;
  total: number;
  onChange: (pageNo: number, pageSize: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const small = typeof window !== 'undefined' && window.innerWidth < 992;
  return (
    <div className="dha-pager">
      <span className="dha-pager-total">共 {total} 条</span>
      <AppSelect
        aria-label="每页条数"
        value={pageSize}
        onChange={(e) => onChange(1, Number(e.currentTarget.value))}
        options={PAGE_SIZES.map((s) => ({ value: s, label: `${s} 条/页` }))}
      />
      <ButtonGroup>
        <Button icon="chevron-left" aria-label="上一页" disabled={pageNo <= 1} onClick={() => onChange(pageNo - 1, pageSize)} />
        {pageWindow(pageNo, pages, small ? 5 : 7).map((p) => (
          <Button key={p} text={String(p)} active={p === pageNo} onClick={() => onChange(p, pageSize)} />
        ))}
        <Button icon="chevron-right" aria-label="下一页" disabled={pageNo >= pages} onClick={() => onChange(pageNo + 1, pageSize)} />
      </ButtonGroup>
    </div>
  );
}
