import type { QueryParams } from '../../../api/http';
import { dateRangeParams } from '../../../ui/format';

/** The filter of the admin message list: recipient, template code and type, created between. */
export interface MessageFilter {
  /** a user id as typed ('' for everyone) */
  userId: string;
  templateCode: string;
  /** '' all, else a value of the template type dictionary */
  templateType: string;
  createdFrom: string;
  createdTo: string;
}

export const emptyMessageFilter = (): MessageFilter => ({ userId: '', templateCode: '', templateType: '', createdFrom: '', createdTo: '' });

/** Filter → GET params of `/system/notify-message/page`; a user id that is not a whole number is left out. */
export function messageParams(f: MessageFilter, pageNo: number, pageSize: number): QueryParams {
  const userId = f.userId.trim();
  return {
    pageNo,
    pageSize,
    userId: /^[1-9]\d{0,9}$/.test(userId) ? userId : undefined,
    templateCode: f.templateCode.trim() || undefined,
    templateType: f.templateType || undefined,
    ...dateRangeParams('createTime', f.createdFrom, f.createdTo),
  };
}
