import type { QueryParams } from '../../../api/http';
import { dateRangeParams } from '../../../ui/format';

/** The filter of `/user/notify-message`: read status ('' all, 'true', 'false') and a created-between date range. */
export interface MyMessageFilter {
  readStatus: '' | 'true' | 'false';
  /** `YYYY-MM-DD` from `<input type="date">`, '' when open */
  createdFrom: string;
  createdTo: string;
}

export const emptyMyMessageFilter = (): MyMessageFilter => ({ readStatus: '', createdFrom: '', createdTo: '' });

/** Filter → GET params of `/system/notify-message/my-page` (contract §5). */
export function myMessageParams(f: MyMessageFilter, pageNo: number, pageSize: number): QueryParams {
  return { pageNo, pageSize, readStatus: f.readStatus || undefined, ...dateRangeParams('createTime', f.createdFrom, f.createdTo) };
}
