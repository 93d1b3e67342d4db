import { randomInt } from 'node:crypto';

/**
 * A number the channel knows an attempt or refund by (out_trade_no / out_refund_no): a letter, the
 * time to the second and six random digits, like upstream's "P"+yyyyMMddHHmmss+sequence. The unique
 * index of its table is the guard; WeChat takes 6–32 characters of [A-Za-z0-9_-|*].
 */
export function payNo(prefix: 'P' | 'R' | 'W', now = new Date()): string {
  const p = (n: number, w = 2) => String(n).padStart(w, '0');
  const stamp = `${now.getFullYear()}${p(now.getMonth() + 1)}${p(now.getDate())}${p(now.getHours())}${p(now.getMinutes())}${p(now.getSeconds())}`;
  return `${prefix}${stamp}${p(randomInt(0, 1_000_000), 6)}`;
}

/** Cents as yuan text with two decimals (Alipay's amounts): 1234 → "12.34". */
export function centsToYuan(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const a = Math.abs(cents);
  return `${sign}${Math.floor(a / 100)}.${String(a % 100).padStart(2, '0')}`;
}

/** The channel's fee on a price (feeRate in percent), rounded down to the cent as upstream. */
export const channelFeeOf = (price: number, feeRatePercent: number): number => Math.floor((price * feeRatePercent) / 100);
