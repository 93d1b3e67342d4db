import type { PageResult, SignupBatchItemResult, SignupRespVO } from '@dha/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { qk } from '../api';
import { summariseBatch, type BatchSummary } from './batch-result';
import { BatchResultDialog } from './BatchResultDialog';
import { SignupActionDialog, type ActionRequest } from './SignupActionDialog';
import { STAFF_ACTION_LABELS, type StaffAction } from './staff-actions';

/**
 * The action dialog + the result dialog + the refresh after: rows that were moved leave a list
 * filtered by status at once (optimistic), then every signup query is refetched.
 */
export function useSignupActionFlow(opts: {
  rows?: readonly SignupRespVO[];
  statusFiltered?: boolean;
  onDone?: (doneIds: number[]) => void;
}) {
  const queryClient = useQueryClient();
  const [request, setRequest] = useState<ActionRequest | null>(null);
  const [summary, setSummary] = useState<{ title: string; summary: BatchSummary } | null>(null);

  const onDone = (results: SignupBatchItemResult[], action: StaffAction) => {
    const whoOf = (id: number) => {
      const r = opts.rows?.find((x) => x.id === id);
      return r ? r.realName || r.username : undefined;
    };
    const s = summariseBatch(results, whoOf);
    const done = new Set(s.doneIds);
    if (opts.statusFiltered && done.size) {
      queryClient.setQueriesData<PageResult<SignupRespVO>>({ queryKey: [...qk.signups, 'page'] }, (old) =>
        old
          ? { list: old.list.filter((r) => !done.has(r.id)), total: Math.max(0, old.total - old.list.filter((r) => done.has(r.id)).length) }
          : old,
      );
    }
    void queryClient.invalidateQueries({ queryKey: qk.signups });
    setRequest(null);
    if (results.length > 1) setSummary({ title: `批量${STAFF_ACTION_LABELS[action]}结果`, summary: s });
    opts.onDone?.(s.doneIds);
  };

  const dialogs = (
    <>
      <SignupActionDialog request={request} onClose={() => setRequest(null)} onDone={onDone} />
      <BatchResultDialog title={summary?.title ?? ''} summary={summary?.summary ?? null} onClose={() => setSummary(null)} />
    </>
  );
  return { open: setRequest, dialogs };
}
