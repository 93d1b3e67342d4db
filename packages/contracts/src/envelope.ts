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

/** The last page a query may ask for: its offset (at most 200 million rows) stays a PostgreSQL `integer`. */
export const PAGE_NO_MAX = 1_000_000;

/** The largest id (and other PostgreSQL `integer`) a request may carry: larger ones are refused as invalid, not sent to the database. */
export const MAX_INT32 = 2_147_483_647;

/** Whether `value` is a valid row id: a whole number from 1 to MAX_INT32. */
export const isRowId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 1 && value <= MAX_INT32;
