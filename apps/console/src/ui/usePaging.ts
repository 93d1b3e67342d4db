import { useState } from 'react';
import { DEFAULT_PAGE_SIZE } from './Pager';

/** Filter + page state of a list screen: a new search goes back to page 1. */
export function usePaging<F>(initial: F) {
  const [filter, setFilterState] = useState<F>(initial);
  const [pageNo, setPageNo] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  return {
    filter,
    pageNo,
    pageSize,
    search: (f: F) => {
      setFilterState(f);
      setPageNo(1);
    },
    changePage: (no: number, size: number) => {
      setPageNo(no);
      setPageSize(size);
    },
  };
}
