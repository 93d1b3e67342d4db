import { DEFAULT_PAGE_SIZE } from './Pager';
import { useTabMemory } from './useTabMemory';

/**
 * Filter + page state of a list screen: a new search goes back to page 1. Both are remembered while
 * the page's tab stays open (issue 13), under `memoryKey`: by default the fields of the filter, so
 * two lists of one page with other filters keep apart (with the same fields, give each its key).
 */
export function usePaging<F>(initial: F, memoryKey = `list:${Object.keys(initial ?? {}).join(',')}`) {
  const [state, setState] = useTabMemory(memoryKey, { filter: initial, pageNo: 1, pageSize: DEFAULT_PAGE_SIZE });
  return {
    filter: state.filter,
    pageNo: state.pageNo,
    pageSize: state.pageSize,
    search: (f: F) => setState((s) => ({ ...s, filter: f, pageNo: 1 })),
    changePage: (no: number, size: number) => setState((s) => ({ ...s, pageNo: no, pageSize: size })),
  };
}
