/** At most this many rows go into one export workbook. */
export const EXPORT_MAX_ROWS = 50_000;
