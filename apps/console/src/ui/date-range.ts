import type { QueryParams } from '../api/http';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A `YYYY-MM-DD` range of a filter form as the contract's `name[0]` / `name[1]` query params
 * (`yyyy-MM-dd HH:mm:ss`, spec §5: the begin at 00:00:00, the end at 23:59:59). A side left empty
 * (or not a date) is left out; a reversed range is swapped.
 */
export function dateRangeParams(name: string, from: string, to: string): QueryParams {
  let begin = DATE.test(from) ? from : '';
  let end = DATE.test(to) ? to : '';
  if (begin && end && begin > end) [begin, end] = [end, begin];
  return {
    [`${name}[0]`]: begin ? `${begin} 00:00:00` : undefined,
    [`${name}[1]`]: end ? `${end} 23:59:59` : undefined,
  };
}
