import { Button } from '@blueprintjs/core';
import type { SignupRespVO } from '@dha/contracts';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSession } from '../../../auth/session';
import { PagedTable } from '../../../ui/PagedTable';
import { PageFrame } from '../../../ui/PageFrame';
import { LinkButton } from '../../../ui/LinkButton';
import { DEFAULT_PAGE_SIZE } from '../../../ui/Pager';
import { useTabMemory } from '../../../ui/useTabMemory';
import { useSignupPage } from '../queries';
import { signupColumns } from '../shared/signup-columns';
import { reviewDefaultFilter, type SignupFilterValues } from '../shared/signup-filter';
import { SignupFilterBar } from '../shared/SignupFilterBar';
import { batchActions, STAFF_ACTION_LABELS } from '../shared/staff-actions';
import { useSignupActionFlow } from '../shared/useSignupActionFlow';
import { useLiveSignupLists } from '../useLiveSignupLists';

/** What the review queue remembers while its tab stays open. */
interface ReviewMemory {
  /** the query string the queue was opened with (a link from the home, the signup record…) */
  link: string;
  filter: SignupFilterValues;
  pageNo: number;
  pageSize: number;
}

/**
 * Filter and page of the queue, kept while its tab stays open (the page is not kept alive, so
 * opening a detail and coming back mounts it again). A link naming another course or stage starts
 * over from what it names; the caller's own review stage otherwise.
 */
function useReviewPaging(params: URLSearchParams, defaults: SignupFilterValues) {
  const link = params.toString();
  const fromLink = (): ReviewMemory => ({
    link,
    filter: { ...defaults, courseId: params.get('courseId') ?? '', status: params.get('status') ?? defaults.status },
    pageNo: 1,
    pageSize: DEFAULT_PAGE_SIZE,
  });
  const [memory, remember] = useTabMemory<ReviewMemory | null>('review', null);
  const current = memory && memory.link === link ? memory : fromLink();
  return {
    ...current,
    search: (filter: SignupFilterValues) => remember({ ...current, filter, pageNo: 1 }),
    changePage: (pageNo: number, pageSize: number) => remember({ ...current, pageNo, pageSize }),
  };
}

/** `/course/review`: the review queue (opening on the caller's own stage) with batch 通过 / 拒绝 / 录取. */
export default function ReviewPage() {
  const session = useSession();
  const [params] = useSearchParams();
  const defaults = reviewDefaultFilter(session.roles);
  const paging = useReviewPaging(params, defaults);
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
    <PageFrame
      title="报名审核"
      actions={<LinkButton to="/course/claim" text="课程认领" icon="people" intent="none" minimal={false} small={false} />}
    >
      <SignupFilterBar
        key={paging.link}
        initial={paging.filter}
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
