import type { PageResult, SignupBatchItemResult, SignupRespVO } from '@dha/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLiveEvent } from '../../live';
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
  // rows of the open dialog someone else moved meanwhile: flagged, and the action asks to reload
  const [changedIds, setChangedIds] = useState<ReadonlySet<number>>(new Set());
  useEffect(() => setChangedIds(new Set()), [request]);
  useLiveEvent('signup.changed', (e) => {
    const row = request?.rows.find((r) => r.id === e.id);
    if (row && e.version > row.version) setChangedIds((s) => new Set(s).add(e.id));
  });

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
      <SignupActionDialog
        request={request}
        changedIds={changedIds}
        onReload={() => {
          void queryClient.invalidateQueries({ queryKey: qk.signups });
          setRequest(null);
        }}
        onClose={() => setRequest(null)}
        onDone={onDone}
      />
      <BatchResultDialog title={summary?.title ?? ''} summary={summary?.summary ?? null} onClose={() => setSummary(null)} />
    </>
  );
  return { open: setRequest, dialogs };
}
