import { Button } from '@blueprintjs/core';
import type { SignupRespVO } from '@dha/contracts';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSession } from '../../../auth/session';
import { PagedTable } from '../../../ui/PagedTable';
import { PageFrame } from '../../../ui/PageFrame';
import { usePaging } from '../../../ui/usePaging';
import { useSignupPage } from '../queries';
import { signupColumns } from '../shared/signup-columns';
import { reviewDefaultFilter } from '../shared/signup-filter';
import { SignupFilterBar } from '../shared/SignupFilterBar';
import { batchActions, STAFF_ACTION_LABELS } from '../shared/staff-actions';
import { useSignupActionFlow } from '../shared/useSignupActionFlow';
import { useLiveSignupLists } from '../useLiveSignupLists';

/** `/course/review`: the review queue (default 待审核) with batch 通过 / 拒绝 / 录取. */
export default function ReviewPage() {
  const session = useSession();
  const [params] = useSearchParams();
  const defaults = reviewDefaultFilter();
  const initial = { ...defaults, courseId: params.get('courseId') ?? '', status: params.get('status') ?? defaults.status };
  const paging = usePaging(initial);
  const [selected, setSelected] = useState<Set<number>>(new Set());

  const query = useSignupPage('review', paging);
  // another reviewer's decisions and new signups show up without a reload
  useLiveSignupLists();
  const rows = query.data?.list;
  const flow = useSignupActionFlow({
    rows,
    statusFiltered: paging.filter.status !== '',
    onDone: (ids) => setSelected((s) => new Set([...s].filter((id) => !ids.includes(id)))),
  });
  const columns = useMemo(
    () => signupColumns({ user: session, onAction: (action, row) => flow.open({ action, rows: [row] }) }),
    [session, flow.open],
  );
  const selectedRows: SignupRespVO[] = (rows ?? []).filter((r) => selected.has(r.id));
  const actions = batchActions(session);

  return (
    <PageFrame title="报名审核">
      <SignupFilterBar
        initial={initial}
        defaults={defaults}
        onSearch={(f) => {
          setSelected(new Set());
          paging.search(f);
        }}
      />
      <div className="dha-toolbar">
        {actions.map((a) => (
          <Button
            key={a}
            intent={a === 'REJECT' ? 'danger' : 'primary'}
            icon={a === 'REJECT' ? 'cross' : a === 'APPROVE' ? 'endorsed' : 'tick'}
            text={`批量${STAFF_ACTION_LABELS[a]}`}
            disabled={selectedRows.length === 0}
            onClick={() => flow.open({ action: a, rows: selectedRows })}
          />
        ))}
        <span className="dha-muted">已选 {selectedRows.length} 条</span>
        <span className="dha-toolbar-spacer" />
        <Button icon="refresh" text="刷新" loading={query.isFetching} onClick={() => void query.refetch()} />
      </div>
      <PagedTable
        columns={columns}
        page={query.data}
        loading={query.isLoading}
        emptyText="没有需要审核的报名"
        selection={actions.length ? { selected, onChange: setSelected } : undefined}
        paging={paging}
      />
      {flow.dialogs}
    </PageFrame>
  );
}
