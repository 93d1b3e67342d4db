import { Button, Callout, NonIdealState } from '@blueprintjs/core';
import { Permissions, SignupStatus } from '@dha/contracts';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useSession } from '../../../auth/session';
import { useHasPermi } from '../../access';
import { ConfirmAlert } from '../../../ui/ConfirmAlert';
import { DataTable } from '../../../ui/DataTable';
import { PageFrame } from '../../../ui/PageFrame';
import { Pager } from '../../../ui/Pager';
import { usePaging } from '../../../ui/usePaging';
import { useCompleteSignups, useSignupPage, useSignupStats } from '../queries';
import { summariseBatch, whoAmong, type BatchSummary } from '../shared/batch-result';
import { BatchResultDialog } from '../shared/BatchResultDialog';
import { signupColumns } from '../shared/signup-columns';
import { emptySignupFilter } from '../shared/signup-filter';

/** `/course/completereg/:courseId`: record completion (正式录取 → 已完成) for chosen signups of a course. */
export default function CompleteRegPage() {
  const { courseId: raw = '' } = useParams();
  const courseId = /^\d+$/.test(raw) ? Number(raw) : 0;
  const session = useSession();
  const canComplete = useHasPermi([Permissions.signup.complete]);
  const paging = usePaging(emptySignupFilter({ courseId: String(courseId), status: String(SignupStatus.FORMAL_ACCEPT) }));
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [summary, setSummary] = useState<BatchSummary | null>(null);

  const list = useSignupPage('completereg', paging, { enabled: courseId > 0 });
  const rows = list.data?.list;
  // the course name when no signup is listed (the board's call; same roles)
  const stats = useSignupStats(courseId);
  const complete = useCompleteSignups(courseId, {
    success: (results) => {
      setSelected(new Set());
      setConfirming(false);
      setSummary(summariseBatch(results, whoAmong(rows)));
    },
    error: () => setConfirming(false),
  });

  if (!courseId) return <NonIdealState icon="search" title="缺少课程编号" />;
  const courseName = rows?.[0]?.courseName ?? stats.data?.courseName;
  return (
    <PageFrame title={`完成登记${courseName ? `：${courseName}` : ''}`}>
      <Callout intent="primary">列出本课程「正式录取」的报名；勾选已完成课程的学员后点击「完成登记」，报名状态变为「已完成」。</Callout>
      {canComplete && (
        <div className="dha-toolbar">
          <Button
            intent="success"
            icon="tick-circle"
            text={`完成登记（${selected.size}）`}
            disabled={selected.size === 0 || complete.isPending}
            loading={complete.isPending}
            onClick={() => setConfirming(true)}
          />
          <span className="dha-toolbar-spacer" />
          <Button icon="refresh" text="刷新" loading={list.isFetching} onClick={() => void list.refetch()} />
        </div>
      )}
      <DataTable
        columns={signupColumns({ showCourse: false, user: session })}
        rows={rows}
        loading={list.isLoading}
        emptyText="没有正式录取的报名"
        selection={canComplete ? { selected, onChange: setSelected } : undefined}
      />
      <Pager pageNo={paging.pageNo} pageSize={paging.pageSize} total={list.data?.total ?? 0} onChange={paging.changePage} />
      <ConfirmAlert
        isOpen={confirming}
        intent="success"
        confirmText="完成登记"
        loading={complete.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => complete.mutate([...selected])}
      >
        确定为选中的 {selected.size} 条报名登记完成吗？
      </ConfirmAlert>
      <BatchResultDialog title="完成登记结果" summary={summary} onClose={() => setSummary(null)} />
    </PageFrame>
  );
}
