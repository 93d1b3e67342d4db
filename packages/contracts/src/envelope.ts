/** The one response envelope of every call: code 0 is success. */
export interface CommonResult<T> {
  code: number;
  msg: string;
  data: T | null;
}

export interface PageResult<T> {
  list: T[];
  total: number;
}

export interface PageParam {
  pageNo: number;
  pageSize: number;
}

export const PAGE_SIZE_MAX = 200;
