import { centsToYuan, dateRangeToMs, formatDateTime, formatFee, fromDateTimeInput, toDateTimeInput, yuanToCents } from './format';
import { pageWindow, PAGE_SIZES, DEFAULT_PAGE_SIZE } from './Pager';

describe('formatDateTime', () => {
  it('prints YYYY-MM-DD HH:mm:ss in local time', () => {
    expect(formatDateTime(new Date(2026, 0, 5, 7, 8, 9).getTime())).toBe('2026-01-05 07:08:09');
  });
  it('treats 10-digit numbers as seconds', () => {
    const ms = new Date(2026, 10, 22, 3, 4, 5).getTime();
    expect(formatDateTime(ms / 1000)).toBe('2026-11-22 03:04:05');
  });
  it('prints nothing for empty values', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime('abc')).toBe('');
  });
});

describe('datetime inputs', () => {
  it('round-trips epoch ms through datetime-local (minute precision)', () => {
    const ms = new Date(2026, 11, 1, 9, 30).getTime();
    expect(toDateTimeInput(ms)).toBe('2026-12-01T09:30');
    expect(fromDateTimeInput('2026-12-01T09:30')).toBe(ms);
  });
  it('rejects malformed and impossible dates', () => {
    expect(fromDateTimeInput('')).toBeNull();
    expect(fromDateTimeInput('2026-02-30T10:00')).toBeNull();
    expect(fromDateTimeInput('yesterday')).toBeNull();
  });
  it('date ranges: begin 00:00:00, end 23:59:59 (spec §5); open sides stay undefined', () => {
    expect(dateRangeToMs('2026-11-01', '2026-11-30')).toEqual([
      new Date(2026, 10, 1, 0, 0, 0).getTime(),
      new Date(2026, 10, 30, 23, 59, 59).getTime(),
    ]);
    expect(dateRangeToMs('', '2026-11-30')[0]).toBeUndefined();
    expect(dateRangeToMs('2026-11-01', '')[1]).toBeUndefined();
  });
});

describe('money', () => {
  it('yuan → cents without float error', () => {
    expect(yuanToCents('0')).toBe(0);
    expect(yuanToCents('12.5')).toBe(1250);
    expect(yuanToCents('0.29')).toBe(29);
    expect(yuanToCents('19.99')).toBe(1999);
    expect(yuanToCents(' 200 ')).toBe(20000);
  });
  it('refuses negatives, 3 decimals and text', () => {
    expect(yuanToCents('-1')).toBeNull();
    expect(yuanToCents('1.234')).toBeNull();
    expect(yuanToCents('abc')).toBeNull();
    expect(yuanToCents('')).toBeNull();
  });
  it('cents → yuan and the fee label', () => {
    expect(centsToYuan(1250)).toBe('12.50');
    expect(centsToYuan(5)).toBe('0.05');
    expect(formatFee(0)).toBe('免费');
    expect(formatFee(20000)).toBe('¥200.00');
  });
});

describe('pager', () => {
  it('page sizes 10/20/30/50, default 20', () => {
    expect(PAGE_SIZES).toEqual([10, 20, 30, 50]);
    expect(DEFAULT_PAGE_SIZE).toBe(20);
  });
  it('shows at most 7 pages around the current one', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(10, 20)).toEqual([7, 8, 9, 10, 11, 12, 13]);
    expect(pageWindow(20, 20)).toEqual([14, 15, 16, 17, 18, 19, 20]);
    expect(pageWindow(3, 20, 5)).toEqual([1, 2, 3, 4, 5]);
  });
});
