import { Button, Callout, Card, Elevation, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { ClaimStatus, DictTypeCode, hasAnyRole, RoleCode, type CourseClaimVO, type CourseVO } from '@dha/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../../api/toaster';
import { useSession } from '../../../auth/session';
import { DictTag } from '../../../dict';
import { ConfirmAlert } from '../../../ui/ConfirmAlert';
import { DataTable, type Column } from '../../../ui/DataTable';
import { formatDateTime } from '../../../ui/format';
import { PageFrame } from '../../../ui/PageFrame';
import { Pager } from '../../../ui/Pager';
import { usePaging } from '../../../ui/usePaging';
import { claimApi, qk } from '../api';

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
  const queryClient = useQueryClient();
  const decider = hasAnyRole(session.roles, CLAIM_DECIDERS);
  // admin/super_admin pass every role check; only real teachers claim
  const claimer = session.roles.some((r) => (CLAIMERS as string[]).includes(r));
  const coursePaging = usePaging({});
  const claimPaging = usePaging({ status: decider ? String(ClaimStatus.INIT) : '' });
  const [status, setStatus] = useState(claimPaging.filter.status);
  const [claiming, setClaiming] = useState<CourseVO | null>(null);

  const courses = useQuery({
    queryKey: [...qk.claims, 'courses', coursePaging.pageNo, coursePaging.pageSize],
    queryFn: () => claimApi.coursePage({ pageNo: coursePaging.pageNo, pageSize: coursePaging.pageSize }),
    placeholderData: keepPreviousData,
  });
  const claims = useQuery({
    queryKey: [...qk.claims, 'page', claimPaging.filter, claimPaging.pageNo, claimPaging.pageSize],
    queryFn: () =>
      claimApi.page({ pageNo: claimPaging.pageNo, pageSize: claimPaging.pageSize, status: claimPaging.filter.status || undefined }),
    placeholderData: keepPreviousData,
  });
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: qk.claims });
    void queryClient.invalidateQueries({ queryKey: qk.courses });
  };
  const claim = useMutation({
    mutationFn: (courseId: number) => claimApi.create(courseId),
    onSuccess: () => {
      toast.success('已提交认领，等待管理员确认');
      setClaiming(null);
      refresh();
    },
  });
  const decide = useMutation({
    mutationFn: ({ id, status }: { id: number; status: number }) => claimApi.updateStatus(id, status),
    onSuccess: (_r, v) => {
      toast.success(v.status === ClaimStatus.DONE ? '已确认认领' : '已忽略');
      refresh();
    },
  });
  const myOpenClaims = new Set(
    (claims.data?.list ?? []).filter((c) => c.status === ClaimStatus.INIT && c.teacherUserId === session.user?.id).map((c) => c.courseId),
  );

  const courseColumns: Column<CourseVO>[] = [
    {
      key: 'name',
      title: '课程',
      render: (c) => (
        <>
          <div>{c.name}</div>
          <div className="dha-muted">{c.code}</div>
        </>
      ),
    },
    { key: 'type', title: '类型', render: (c) => <DictTag type={DictTypeCode.COURSE_TYPE} value={c.type} minimal /> },
    { key: 'time', title: '上课时间', render: (c) => `${formatDateTime(c.startTime)} 至 ${formatDateTime(c.endTime)}` },
    { key: 'location', title: '地点', render: (c) => c.locationName ?? '' },
    { key: 'status', title: '开课状态', render: (c) => <DictTag type={DictTypeCode.COURSE_CLASS_STATUS} value={c.status} /> },
  ];
  if (claimer) {
    courseColumns.push({
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
      render: (c) => (
        <>
          <div>{c.courseName}</div>
          <div className="dha-muted">{c.courseCode}</div>
        </>
      ),
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
            <Button
              size="small"
              variant="minimal"
              intent="success"
              text="确认"
              disabled={decide.isPending}
              onClick={() => decide.mutate({ id: c.id, status: ClaimStatus.DONE })}
            />
            <Button
              size="small"
              variant="minimal"
              intent="warning"
              text="忽略"
              disabled={decide.isPending}
              onClick={() => decide.mutate({ id: c.id, status: ClaimStatus.IGNORE })}
            />
          </div>
        ) : null,
    });
  }

  return (
    <PageFrame title="课程认领">
      {claimer && <Callout intent="primary">以下课程尚未指定老师，点击「认领」提交申请，管理员确认后您将成为该课程的老师。</Callout>}
      <Card elevation={Elevation.ONE}>
        <h3 className="bp6-heading">待认领课程</h3>
        <DataTable columns={courseColumns} rows={courses.data?.list} loading={courses.isLoading} emptyText="暂无待认领的课程" />
        <Pager
          pageNo={coursePaging.pageNo}
          pageSize={coursePaging.pageSize}
          total={courses.data?.total ?? 0}
          onChange={coursePaging.changePage}
        />
      </Card>
      <Card elevation={Elevation.ONE}>
        <div className="dha-toolbar">
          <h3 className="bp6-heading">{decider ? '认领申请' : '我的认领'}</h3>
          <span className="dha-toolbar-spacer" />
          <FormGroup label="状态" labelFor="claim-status" inline style={{ margin: 0 }}>
            <HTMLSelect
              id="claim-status"
              value={status}
              onChange={(e) => {
                setStatus(e.currentTarget.value);
                claimPaging.search({ status: e.currentTarget.value });
              }}
              options={[
                { value: '', label: '全部' },
                { value: String(ClaimStatus.INIT), label: '待处理' },
                { value: String(ClaimStatus.DONE), label: '已认领' },
                { value: String(ClaimStatus.IGNORE), label: '已忽略' },
              ]}
            />
          </FormGroup>
        </div>
        <DataTable columns={claimColumns} rows={claims.data?.list} loading={claims.isLoading} emptyText="暂无认领记录" />
        <Pager
          pageNo={claimPaging.pageNo}
          pageSize={claimPaging.pageSize}
          total={claims.data?.total ?? 0}
          onChange={claimPaging.changePage}
        />
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
