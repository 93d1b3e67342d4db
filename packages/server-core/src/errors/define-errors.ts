import type { ErrorCode } from '@dha/contracts';

/** One error of a module's table: its wire code and message (`{}` placeholders filled by BizError, in order). */
export type ErrorEntry = readonly [code: number, msg: string];

/**
 * A module's error codes, written as `NAME: [code, msg]` rows and answered as `{ code, msg }`
 * ErrorCodes (what BizError takes), with the literal code and message types kept.
 */
export function defineErrors<const T extends Record<string, ErrorEntry>>(
  entries: T,
): { readonly [K in keyof T]: { readonly code: T[K][0]; readonly msg: T[K][1] } } {
  const codes: Record<string, ErrorCode> = {};
  for (const [name, [code, msg]] of Object.entries(entries)) codes[name] = Object.freeze({ code, msg });
  return Object.freeze(codes) as { readonly [K in keyof T]: { readonly code: T[K][0]; readonly msg: T[K][1] } };
}
