import type { SignupBatchItemResult, SignupRespVO } from '@dha/contracts';
import { useEffect, useState } from 'react';
import { useLiveEvent } from '../../live';
import { useSignupCache } from '../queries';
import { summariseBatch, whoAmong, type BatchSummary } from './batch-result';
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
  const cache = useSignupCache();
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
    const s = summariseBatch(results, whoAmong(opts.rows));
    const done = new Set(s.doneIds);
    if (opts.statusFiltered && done.size) cache.dropFromPages(done);
    cache.refetchAll();
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
          cache.refetchAll();
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
