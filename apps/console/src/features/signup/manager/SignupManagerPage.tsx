import { Button } from '@blueprintjs/core';
import { COURSE_ROUTE_ROLES } from '@dha/contracts';
import { useMemo } from 'react';
import { useSession } from '../../../auth/session';
import { HasRole } from '../../access';
import { DataTable } from '../../../ui/DataTable';
import { LinkButton } from '../../../ui/LinkButton';
import { PageFrame } from '../../../ui/PageFrame';
import { Pager } from '../../../ui/Pager';
import { usePaging } from '../../../ui/usePaging';
import { useSignupPage } from '../queries';
import { signupColumns } from '../shared/signup-columns';
import { emptySignupFilter } from '../shared/signup-filter';
import { SignupFilterBar } from '../shared/SignupFilterBar';
import { useSignupActionFlow } from '../shared/useSignupActionFlow';
import { useLiveSignupLists } from '../useLiveSignupLists';

/** 报名管理 (menu page): signups across courses, with links to review, query, supplementary signup and each course's board. */
export default function SignupManagerPage() {
  const session = useSession();
  const defaults = emptySignupFilter();
  const paging = usePaging(defaults);
  const list = useSignupPage('manager', paging);
  useLiveSignupLists();
  const flow = useSignupActionFlow({ rows: list.data?.list, statusFiltered: paging.filter.status !== '' });
  const columns = useMemo(
    () =>
      signupColumns({
        user: session,
        onAction: (action, row) => flow.open({ action, rows: [row] }),
      }),
    [session, flow.open],
  );
  return (
    <PageFrame
      title="报名管理"
      actions={
        <>
          <HasRole value={COURSE_ROUTE_ROLES.review}>
            <LinkButton to="/course/review" text="报名审核" icon="search" minimal={false} small={false} intent="primary" />
          </HasRole>
          <HasRole value={COURSE_ROUTE_ROLES['signup-query']}>
            <LinkButton to="/course/signup-query" text="报名查询" minimal={false} small={false} intent="none" />
          </HasRole>
          <HasRole value={COURSE_ROUTE_ROLES['signup-rep']}>
            <LinkButton to="/course/signup-rep" text="补录报名" icon="people" minimal={false} small={false} intent="none" />
          </HasRole>
          <Button icon="refresh" text="刷新" loading={list.isFetching} onClick={() => void list.refetch()} />
        </>
      }
    >
      <SignupFilterBar initial={defaults} defaults={defaults} onSearch={paging.search} />
      <DataTable columns={columns} rows={list.data?.list} loading={list.isLoading} />
      <Pager pageNo={paging.pageNo} pageSize={paging.pageSize} total={list.data?.total ?? 0} onChange={paging.changePage} />
      {flow.dialogs}
    </PageFrame>
  );
}
