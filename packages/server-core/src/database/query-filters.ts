import type { PageParamDto } from '../http/pagination';

/** `%` and `_` typed by a user match themselves. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A case-insensitive "contains" filter of a text column. */
export const containing = (value: string) => ({ $ilike: `%${escapeLike(value)}%` });

/** The rows of one page. */
export const pageWindow = (page: PageParamDto) => ({ limit: page.pageSize, offset: page.offset });
