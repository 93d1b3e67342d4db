import type { QueryParams } from '../../../api/http';
import { dateRangeParams } from '../../../ui/format';

/** The filter of the operation log as typed ('' means any). */
export interface OperateLogFilter {
  userId: string;
  userNickname: string;
  module: string;
  name: string;
  /** the kind of operation (OperateType) */
  operateType: string;
  /** '' any, 'true' succeeded, 'false' failed */
  success: string;
  createdFrom: string;
  createdTo: string;
}

export const emptyOperateLogFilter = (): OperateLogFilter => ({
  userId: '',
  userNickname: '',
  module: '',
  name: '',
  operateType: '',
  success: '',
  createdFrom: '',
  createdTo: '',
});

/** Filter → GET params of the operation log (page and export); a user id that is not a whole number is left out. */
export function operateLogParams(f: OperateLogFilter, page?: { pageNo: number; pageSize: number }): QueryParams {
  const userId = f.userId.trim();
  return {
    ...page,
    userId: /^[1-9]\d{0,9}$/.test(userId) ? userId : undefined,
    userNickname: f.userNickname.trim() || undefined,
    module: f.module.trim() || undefined,
    name: f.name.trim() || undefined,
    operateType: f.operateType || undefined,
    success: f.success || undefined,
    ...dateRangeParams('createTime', f.createdFrom, f.createdTo),
  };
}

/** The filter of the login log as typed. */
export interface LoginLogFilter {
  username: string;
  userIp: string;
  /** '' any, 'true' signed in, 'false' refused */
  status: string;
  createdFrom: string;
  createdTo: string;
}

export const emptyLoginLogFilter = (): LoginLogFilter => ({ username: '', userIp: '', status: '', createdFrom: '', createdTo: '' });

export function loginLogParams(f: LoginLogFilter, page?: { pageNo: number; pageSize: number }): QueryParams {
  return {
    ...page,
    username: f.username.trim() || undefined,
    userIp: f.userIp.trim() || undefined,
    status: f.status || undefined,
    ...dateRangeParams('createTime', f.createdFrom, f.createdTo),
  };
}
