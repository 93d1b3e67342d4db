/** Days to keep, from a clean job's parameter (whole days 1–3650; anything else is upstream's default, 14). */
export function retentionDaysOf(param: string, fallback = 14): number {
  const days = /^\s*\d{1,4}\s*$/.test(param) ? Number(param) : NaN;
  return days >= 1 && days <= 3650 ? days : fallback;
}
