import type { QueryParams } from '../api/http';
/**
 * Formatting and conversion helpers shared by the staff screens (spec §9: date format
 * `YYYY-MM-DD HH:mm:ss`, 10-digit numbers are seconds; money travels in cents).
 */
const pad = (n: number, w = 2): string => String(n).padStart(w, '0');

/** epoch ms (or 10-digit seconds) → `YYYY-MM-DD HH:mm:ss` in local time; '' for empty values. */
export function formatDateTime(value: number | string | null | undefined, withSeconds = true): string {
  if (value === null || value === undefined || value === '') return '';
  let n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return '';
  if (String(Math.trunc(Math.abs(n))).length === 10) n *= 1000;
  const d = new Date(n);
  const date = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  const time = `${pad(d.getHours())}:${pad(d.getMinutes())}${withSeconds ? `:${pad(d.getSeconds())}` : ''}`;
  return `${date} ${time}`;
}

/** epoch ms → the value of an `<input type="datetime-local">` (`YYYY-MM-DDTHH:mm`, local time). */
export function toDateTimeInput(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms)) return '';
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** `YYYY-MM-DDTHH:mm[:ss]` (local time) → epoch ms; null when empty or malformed. */
export function fromDateTimeInput(value: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1, 6).map(Number) as [number, number, number, number, number];
  const s = m[6] === undefined ? 0 : Number(m[6]);
  if (h > 23 || mi > 59 || s > 59) return null;
  const date = new Date(y, mo - 1, d, h, mi, s, 0);
  if (date.getMonth() !== mo - 1 || date.getDate() !== d) return null;
  return date.getTime();
}

/**
 * A date range from two `<input type="date">` values (spec §5: the begin gets 00:00:00 and the end
 * 23:59:59) → epoch ms; a side left empty is undefined.
 */
export function dateRangeToMs(from: string, to: string): [number | undefined, number | undefined] {
  const start = from ? fromDateTimeInput(`${from}T00:00:00`) : null;
  const end = to ? fromDateTimeInput(`${to}T23:59:59`) : null;
  return [start ?? undefined, end ?? undefined];
}

const DAY_INPUT = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The same range as the contract's `name[0]` / `name[1]` query params
 * (`yyyy-MM-dd HH:mm:ss`, spec §5: the begin at 00:00:00, the end at 23:59:59). A side left empty
 * (or not a date) is left out; a reversed range is swapped.
 */
export function dateRangeParams(name: string, from: string, to: string): QueryParams {
  let begin = DAY_INPUT.test(from) ? from : '';
  let end = DAY_INPUT.test(to) ? to : '';
  if (begin && end && begin > end) [begin, end] = [end, begin];
  return {
    [`${name}[0]`]: begin ? `${begin} 00:00:00` : undefined,
    [`${name}[1]`]: end ? `${end} 23:59:59` : undefined,
  };
}

const YUAN = /^\d{1,9}(\.\d{1,2})?$/;

/** `'12.5'` yuan → 1250 cents; null when not a non-negative amount with at most 2 decimals. */
export function yuanToCents(yuan: string | number): number | null {
  const s = String(yuan).trim();
  if (!YUAN.test(s)) return null;
  const [int, frac = ''] = s.split('.');
  return Number(int) * 100 + Number(frac.padEnd(2, '0'));
}

/** 1250 cents → `'12.50'`. */
export function centsToYuan(cents: number | null | undefined): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return '0.00';
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${pad(abs % 100)}`;
}

/** Fee display: 免费 for 0, else ¥12.50. */
export function formatFee(cents: number): string {
  return cents === 0 ? '免费' : `¥${centsToYuan(cents)}`;
}
