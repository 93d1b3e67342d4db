import { Button, Callout, Card, Elevation } from '@blueprintjs/core';
import { ClaimStatus, DictTypeCode, RoleCode, type CourseClaimVO, type CourseVO } from '@dha/contracts';
import { useHasRole } from '../../access';
import { useState } from 'react';
import { useSession } from '../../../auth/session';
import { DictTag } from '../../../dict';
import { ConfirmAlert } from '../../../ui/ConfirmAlert';
import type { Column } from '../../../ui/DataTable';
import { FilterField } from '../../../ui/FilterField';
import { formatDateTime } from '../../../ui/format';
import { PagedTable } from '../../../ui/PagedTable';
import { PageFrame } from '../../../ui/PageFrame';
import { StackedCell } from '../../../ui/StackedCell';
import { usePaging } from '../../../ui/usePaging';
import { useClaimableCourses, useClaimCourse, useClaimPage, useDecideClaim } from '../queries';
import { courseColumns } from '../shared/course-columns';

const CLAIM_STATUS_OPTIONS = [
  { value: String(ClaimStatus.INIT), label: '待处理' },
  { value: String(ClaimStatus.DONE), label: '已认领' },
  { value: String(ClaimStatus.IGNORE), label: '已忽略' },
];

/** What a decider may answer to an open claim. */
const DECISIONS = [
  { status: ClaimStatus.DONE, intent: 'success', text: '确认' },
  { status: ClaimStatus.IGNORE, intent: 'warning', text: '忽略' },
] as const;

/** Who decides claims (the server's CLAIM_DECIDER_ROLES) and who may claim. */
export const CLAIM_DECIDERS = [
  RoleCode.SUPER_ADMIN,
  RoleCode.DEPT_ADMIN,
  RoleCode.AREA_ADMIN,
  RoleCode.OFFICE_ADMIN,
  RoleCode.SIGNUP_ADMIN,
];
export const CLAIMERS = [RoleCode.COURSE_TEACHER, RoleCode.OTHER_TEACHER];

/** `/course/claim`: courses without a teacher (a teacher claims one), the claims (mine, or all for admins). */
export default function ClaimPage() {
  const session = useSession();
  const decider = useHasRole(CLAIM_DECIDERS);
  // admin/super_admin pass every role check; only real teachers claim
  const claimer = session.roles.some((r) => (CLAIMERS as string[]).includes(r));
  const coursePaging = usePaging({}, 'claimable-courses');
  const claimPaging = usePaging({ status: decider ? String(ClaimStatus.INIT) : '' }, 'claims');
  const [claiming, setClaiming] = useState<CourseVO | null>(null);

  const courses = useClaimableCourses({ pageNo: coursePaging.pageNo, pageSize: coursePaging.pageSize });
  const claims = useClaimPage({
    pageNo: claimPaging.pageNo,
    pageSize: claimPaging.pageSize,
    status: claimPaging.filter.status || undefined,
  });
  const claim = useClaimCourse(() => setClaiming(null));
  const decide = useDecideClaim();
  const myOpenClaims = new Set(
    (claims.data?.list ?? []).filter((c) => c.status === ClaimStatus.INIT && c.teacherUserId === session.user?.id).map((c) => c.courseId),
  );

  const claimableColumns: Column<CourseVO>[] = [
    ...courseColumns,
    { key: 'time', title: '上课时间', render: (c) => `${formatDateTime(c.startTime)} 至 ${formatDateTime(c.endTime)}` },
    { key: 'location', title: '地点', render: (c) => c.locationName ?? '' },
    { key: 'status', title: '开课状态', render: (c) => <DictTag type={DictTypeCode.COURSE_CLASS_STATUS} value={c.status} /> },
  ];
  if (claimer) {
    claimableColumns.push({
      key: 'actions',
      title: '操作',
      render: (c) =>
        claimer ? (
          myOpenClaims.has(c.id) ? (
            <span className="dha-muted">已申请</span>
          ) : (
            <Button size="small" intent="primary" text="认领" onClick={() => setClaiming(c)} />
          )
        ) : null,
    });
  }
  const claimColumns: Column<CourseClaimVO>[] = [
    { key: 'id', title: '编号', render: (c) => c.id, width: 70 },
    {
      key: 'course',
      title: '课程',
      render: (c) => <StackedCell main={c.courseName} sub={c.courseCode} />,
    },
    { key: 'teacher', title: '老师', render: (c) => c.teacherNickname || `#${c.teacherUserId}` },
    { key: 'status', title: '状态', render: (c) => <DictTag type={DictTypeCode.COURSE_CLAIM_STATUS} value={c.status} /> },
    { key: 'createTime', title: '申请时间', render: (c) => formatDateTime(c.createTime) },
    { key: 'updateTime', title: '处理时间', render: (c) => (c.status === ClaimStatus.INIT ? '' : formatDateTime(c.updateTime)) },
  ];
  if (decider) {
    claimColumns.push({
      key: 'actions',
      title: '操作',
      render: (c) =>
        c.status === ClaimStatus.INIT ? (
          <div className="dha-row-actions">
            {DECISIONS.map((d) => (
              <Button
                key={d.status}
                size="small"
                variant="minimal"
                intent={d.intent}
                text={d.text}
                disabled={decide.isPending}
                onClick={() => decide.mutate({ id: c.id, status: d.status })}
              />
            ))}
          </div>
        ) : null,
    });
  }

  return (
    <PageFrame title="课程认领">
      {claimer && <Callout intent="primary">以下课程尚未指定老师，点击「认领」提交申请，管理员确认后您将成为该课程的老师。</Callout>}
      <Card elevation={Elevation.ONE}>
        <h3 className="bp6-heading">待认领课程</h3>
        <PagedTable
          columns={claimableColumns}
          page={courses.data}
          loading={courses.isLoading}
          paging={coursePaging}
          emptyText="暂无待认领的课程"
        />
      </Card>
      <Card elevation={Elevation.ONE}>
        <div className="dha-toolbar">
          <h3 className="bp6-heading">{decider ? '认领申请' : '我的认领'}</h3>
          <span className="dha-toolbar-spacer" />
          <FilterField
            id="claim-status"
            label="状态"
            inline
            options={CLAIM_STATUS_OPTIONS}
            value={claimPaging.filter.status}
            onChange={(status) => claimPaging.search({ status })}
          />
        </div>
        <PagedTable columns={claimColumns} page={claims.data} loading={claims.isLoading} paging={claimPaging} emptyText="暂无认领记录" />
      </Card>
      <ConfirmAlert
        isOpen={!!claiming}
        intent="primary"
        confirmText="认领"
        loading={claim.isPending}
        onCancel={() => setClaiming(null)}
        onConfirm={() => claiming && claim.mutate(claiming.id)}
      >
        确定认领课程「{claiming?.name}」吗？
      </ConfirmAlert>
    </PageFrame>
  );
}
