import type { SignupBatchItemResult, SignupRespVO } from '@dha/contracts';

export interface BatchFailure {
  id: number;
  /** who the signup belongs to (name or username), when the row was on screen */
  who: string;
  code: number;
  msg: string;
}

export interface BatchSummary {
  total: number;
  done: number;
  failed: number;
  doneIds: number[];
  failures: BatchFailure[];
  /** failure messages with how many signups each (most frequent first) */
  reasons: Array<{ msg: string; count: number }>;
  /** one line for a toast */
  headline: string;
}

/** Per-id answers of batch-review / complete → counts, the failures with names, grouped reasons. */
export function summariseBatch(
  results: readonly SignupBatchItemResult[],
  whoOf: (id: number) => string | undefined = () => undefined,
): BatchSummary {
  const doneIds = results.filter((r) => r.ok).map((r) => r.id);
  const failures = results
    .filter((r) => !r.ok)
    .map((r) => ({ id: r.id, who: whoOf(r.id) ?? `#${r.id}`, code: r.code, msg: r.msg || '未知错误' }));
  const counts = new Map<string, number>();
  for (const f of failures) counts.set(f.msg, (counts.get(f.msg) ?? 0) + 1);
  const reasons = [...counts.entries()].map(([msg, count]) => ({ msg, count })).sort((a, b) => b.count - a.count);
  const headline =
    failures.length === 0
      ? `全部成功，共 ${doneIds.length} 条`
      : doneIds.length === 0
        ? `全部失败，共 ${failures.length} 条`
        : `成功 ${doneIds.length} 条，失败 ${failures.length} 条`;
  return { total: results.length, done: doneIds.length, failed: failures.length, doneIds, failures, reasons, headline };
}

/** Who each signup on screen belongs to (name, else username), for naming the failures of a batch. */
export function whoAmong(rows: ReadonlyArray<Pick<SignupRespVO, 'id' | 'realName' | 'username'>> | undefined) {
  return (id: number): string | undefined => {
    const r = rows?.find((x) => x.id === id);
    return r ? r.realName || r.username : undefined;
  };
}
