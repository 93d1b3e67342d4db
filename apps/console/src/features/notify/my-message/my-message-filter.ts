import type { QueryParams } from '../../../api/http';

/** The filter of `/user/notify-message`: read status ('' all, 'true', 'false') and a created-between date range. */
export interface MyMessageFilter {
  readStatus: '' | 'true' | 'false';
  /** `YYYY-MM-DD` from `<input type="date">`, '' when open */
  createdFrom: string;
  createdTo: string;
}

export const emptyMyMessageFilter = (): MyMessageFilter => ({ readStatus: '', createdFrom: '', createdTo: '' });

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Filter → GET params of `/system/notify-message/my-page` (contract §5): the range goes in the
 * upstream indices form `createTime[0]` / `createTime[1]` as `yyyy-MM-dd HH:mm:ss`, the begin at
 * 00:00:00 and the end at 23:59:59; a side left empty (or not a date) is left out; a reversed range is swapped.
 */
export function myMessageParams(f: MyMessageFilter, pageNo: number, pageSize: number): QueryParams {
  let from = DATE.test(f.createdFrom) ? f.createdFrom : '';
  let to = DATE.test(f.createdTo) ? f.createdTo : '';
  if (from && to && from > to) [from, to] = [to, from];
  return {
    pageNo,
    pageSize,
    readStatus: f.readStatus || undefined,
    'createTime[0]': from ? `${from} 00:00:00` : undefined,
    'createTime[1]': to ? `${to} 23:59:59` : undefined,
  };
}
