import type { SignupBatchItemResult } from '@dha/contracts';
import { BizError } from '@dha/server-core';

/**
 * Runs a batch call one signup at a time (each its own transaction) and answers each separately:
 * done, or the business error that refused it. Any other error fails the whole call.
 */
export async function answerEach<T>(
  items: readonly T[],
  idOf: (item: T) => number,
  run: (item: T) => Promise<unknown>,
): Promise<SignupBatchItemResult[]> {
  const results: SignupBatchItemResult[] = [];
  for (const item of items) {
    const id = idOf(item);
    try {
      await run(item);
      results.push({ id, ok: true, code: 0, msg: '' });
    } catch (err) {
      if (!(err instanceof BizError)) throw err;
      results.push({ id, ok: false, code: err.code, msg: err.message });
    }
  }
  return results;
}
