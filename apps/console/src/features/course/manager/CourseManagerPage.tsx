import { Button, Classes, Dialog, FormGroup, HTMLSelect, InputGroup, Menu, MenuItem, PopoverNext, Tag } from '@blueprintjs/core';
import {
  ClassStatusLabel,
  DictTypeCode,
  hasAnyPermission,
  Permissions,
  type ClassStatusValue,
  type CourseTeacherVO,
  type CourseVO,
} from '@dha/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../../api/toaster';
import { useSession } from '../../../auth/session';
import { DictTag } from '../../../dict';
import { ConfirmAlert } from '../../../ui/ConfirmAlert';
import { DataTable, type Column } from '../../../ui/DataTable';
import { DictSelect } from '../../../ui/DictSelect';
import { formatDateTime, formatFee } from '../../../ui/format';
import { LinkButton } from '../../../ui/LinkButton';
import { PageFrame } from '../../../ui/PageFrame';
import { Pager } from '../../../ui/Pager';
import { usePaging } from '../../../ui/usePaging';
import { courseApi, qk } from '../api';
import { courseFilterToParams, courseToRequest, emptyCourseFilter, nextClassStatuses, type CourseFilterValues } from './course-form';
import { CourseDialog } from './CourseDialog';

function CourseFilterBar({ onSearch }: { onSearch: (f: CourseFilterValues) => void }) {
  const [f, setF] = useState(emptyCourseFilter);
  const set = (patch: Partial<CourseFilterValues>) => setF((p) => ({ ...p, ...patch }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(f);
  };
  return (
    <form className="dha-filter-bar" onSubmit={submit}>
      <FormGroup label="课程名称" labelFor="cf-name">
        <InputGroup
          id="cf-name"
          value={f.name}
          maxLength={100}
          placeholder="请输入课程名称"
          onChange={(e) => set({ name: e.currentTarget.value })}
        />
      </FormGroup>
      <FormGroup label="课程类型" labelFor="cf-type">
        <DictSelect id="cf-type" label="课程类型" type={DictTypeCode.COURSE_TYPE} value={f.type} onChange={(type) => set({ type })} />
      </FormGroup>
      <FormGroup label="开课状态" labelFor="cf-status">
        <DictSelect
          id="cf-status"
          label="开课状态"
          type={DictTypeCode.COURSE_CLASS_STATUS}
          value={f.status}
          onChange={(status) => set({ status })}
        />
      </FormGroup>
      <FormGroup label="发布状态" labelFor="cf-published">
        <HTMLSelect
          id="cf-published"
          value={f.published}
          onChange={(e) => set({ published: e.currentTarget.value })}
          options={[
            { value: '', label: '全部' },
            { value: 'true', label: '已发布' },
            { value: 'false', label: '未发布' },
          ]}
        />
      </FormGroup>
      <div className="dha-toolbar">
        <Button type="submit" intent="primary" icon="search" text="搜索" />
        <Button
          icon="refresh"
          text="重置"
          onClick={() => {
            setF(emptyCourseFilter());
            onSearch(emptyCourseFilter());
          }}
        />
      </div>
    </form>
  );
}

function StatusDialog({ course, onClose }: { course: CourseVO | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const options = course ? nextClassStatuses(course.status, course.pausedFrom) : [];
  const [to, setTo] = useState<string>('');
  const mutation = useMutation({
    mutationFn: (status: ClassStatusValue) => courseApi.updateStatus({ id: course!.id, status }),
    onSuccess: () => {
      toast.success('状态已更新');
      void queryClient.invalidateQueries({ queryKey: qk.courses });
      onClose();
    },
  });
  const value = to || (options[0] !== undefined ? String(options[0]) : '');
  return (
    <Dialog
      isOpen={!!course}
      title={`修改开课状态：${course?.name ?? ''}`}
      onClose={() => !mutation.isPending && onClose()}
      onOpening={() => setTo('')}
      canOutsideClickClose={false}
      style={{ width: 420 }}
    >
      <div className={Classes.DIALOG_BODY}>
        <p>
          当前状态：
          <DictTag type={DictTypeCode.COURSE_CLASS_STATUS} value={course?.status} />
        </p>
        <FormGroup label="改为" labelFor="status-to" helperText="暂停后停止报名；已暂停的课程只能恢复到暂停前的状态">
          <HTMLSelect
            id="status-to"
            value={value}
            onChange={(e) => setTo(e.currentTarget.value)}
            options={options.map((s) => ({ value: String(s), label: ClassStatusLabel[s] }))}
          />
        </FormGroup>
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          <Button text="取消" disabled={mutation.isPending} onClick={onClose} />
          <Button
            intent="primary"
            text="确定"
            loading={mutation.isPending}
            disabled={!value}
            onClick={() => mutation.mutate(Number(value) as ClassStatusValue)}
          />
        </div>
      </div>
    </Dialog>
  );
}

/** 课程信息 (`course/manager/index`): the course table with filters, create/edit, publish, status, delete. */
export default function CourseManagerPage() {
  const session = useSession();
  const navigate = useNavigate();
  const can = (p: string) => hasAnyPermission(session.permissions, [p]);
  const queryClient = useQueryClient();
  const paging = usePaging(emptyCourseFilter());
  const list = useQuery({
    queryKey: [...qk.courses, 'page', paging.filter, paging.pageNo, paging.pageSize],
    queryFn: () => courseApi.page(courseFilterToParams(paging.filter, paging.pageNo, paging.pageSize)),
    placeholderData: keepPreviousData,
  });
  const [editing, setEditing] = useState<{ course: CourseVO | null } | null>(null);
  const [statusOf, setStatusOf] = useState<CourseVO | null>(null);
  const [deleting, setDeleting] = useState<CourseVO | null>(null);

  // teachers seen on the listed courses: the choices of the teacher picker (no user list on the server)
  const knownTeachers = useMemo(() => {
    const map = new Map<number, CourseTeacherVO>();
    for (const c of list.data?.list ?? []) for (const t of c.teachers ?? []) map.set(t.id, t);
    return [...map.values()];
  }, [list.data]);

  const publish = useMutation({
    mutationFn: (c: CourseVO) => courseApi.update({ ...courseToRequest(c), published: !c.published }),
    onSuccess: (_r, c) => {
      toast.success(c.published ? '已取消发布' : '已发布');
      void queryClient.invalidateQueries({ queryKey: qk.courses });
    },
  });
  const remove = useMutation({
    mutationFn: (id: number) => courseApi.delete(id),
    onSuccess: () => {
      toast.success('删除成功');
      setDeleting(null);
      void queryClient.invalidateQueries({ queryKey: qk.courses });
    },
  });

  const columns: Column<CourseVO>[] = [
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
    {
      key: 'teachers',
      title: '老师 / 地点',
      render: (c) => (
        <>
          <div>{c.teachers?.length ? c.teachers.map((t) => t.nickname).join('、') : <span className="dha-muted">待认领</span>}</div>
          <div className="dha-muted">{c.locationName ?? ''}</div>
        </>
      ),
    },
    {
      key: 'time',
      title: '上课时间',
      render: (c) => (
        <>
          <div>{formatDateTime(c.startTime)}</div>
          <div className="dha-muted">至 {formatDateTime(c.endTime)}</div>
        </>
      ),
    },
    {
      key: 'signup',
      title: '报名时间',
      render: (c) => (
        <>
          <div>{formatDateTime(c.signupStartTime)}</div>
          <div className="dha-muted">至 {formatDateTime(c.signupEndTime)}</div>
        </>
      ),
    },
    {
      key: 'quota',
      title: '名额（正式/候补）',
      render: (c) => (
        <>
          <div>
            学员 {c.formalStudentQuota}/{c.candidateStudentQuota}
          </div>
          <div className="dha-muted">
            服务 {c.formalVolunteerQuota}/{c.candidateVolunteerQuota}
          </div>
        </>
      ),
    },
    { key: 'fee', title: '费用', render: (c) => formatFee(c.fee) },
    {
      key: 'status',
      title: '状态',
      render: (c) => (
        <div className="dha-row-actions">
          <DictTag type={DictTypeCode.COURSE_CLASS_STATUS} value={c.status} />
          {c.published ? <Tag intent="success">已发布</Tag> : <Tag minimal>未发布</Tag>}
        </div>
      ),
    },
    {
      key: 'actions',
      title: '操作',
      render: (c) => {
        const more = [
          can(Permissions.course.update) && nextClassStatuses(c.status, c.pausedFrom).length > 0 && (
            <MenuItem key="status" icon="exchange" text="修改开课状态" onClick={() => setStatusOf(c)} />
          ),
          <MenuItem key="completereg" icon="tick-circle" text="完成登记" onClick={() => navigate(`/course/completereg/${c.id}`)} />,
          can(Permissions.course.delete) && (
            <MenuItem key="delete" icon="trash" intent="danger" text="删除" onClick={() => setDeleting(c)} />
          ),
        ].filter(Boolean);
        return (
          <div className="dha-row-actions">
            {can(Permissions.course.update) && (
              <Button size="small" variant="minimal" intent="primary" text="编辑" onClick={() => setEditing({ course: c })} />
            )}
            {can(Permissions.course.update) && (
              <Button
                size="small"
                variant="minimal"
                intent={c.published ? 'warning' : 'success'}
                text={c.published ? '取消发布' : '发布'}
                disabled={publish.isPending}
                onClick={() => publish.mutate(c)}
              />
            )}
            <LinkButton to={`/course/signuprecord/${c.id}`} text="报名" />
            <PopoverNext content={<Menu>{more}</Menu>} placement="bottom-end">
              <Button size="small" variant="minimal" endIcon="caret-down" text="更多" aria-label={`更多操作 ${c.name}`} />
            </PopoverNext>
          </div>
        );
      },
    },
  ];

  return (
    <PageFrame
      title="课程信息"
      actions={
        can(Permissions.course.create) && (
          <Button intent="primary" icon="plus" text="新增课程" onClick={() => setEditing({ course: null })} />
        )
      }
    >
      <CourseFilterBar onSearch={paging.search} />
      <DataTable columns={columns} rows={list.data?.list} loading={list.isLoading} emptyText="暂无课程" />
      <Pager pageNo={paging.pageNo} pageSize={paging.pageSize} total={list.data?.total ?? 0} onChange={paging.changePage} />
      <CourseDialog isOpen={!!editing} course={editing?.course ?? null} knownTeachers={knownTeachers} onClose={() => setEditing(null)} />
      <StatusDialog course={statusOf} onClose={() => setStatusOf(null)} />
      <ConfirmAlert
        isOpen={!!deleting}
        confirmText="删除"
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
      >
        确定删除课程「{deleting?.name}」吗？删除后不可恢复。
      </ConfirmAlert>
    </PageFrame>
  );
}
