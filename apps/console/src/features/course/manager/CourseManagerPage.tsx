import { Button, Classes, FormGroup, Menu, MenuItem, PopoverNext, Tag } from '@blueprintjs/core';
import { ClassStatusLabel, DictTypeCode, Permissions, type ClassStatusValue, type CourseTeacherVO, type CourseVO } from '@dha/contracts';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAccess } from '../../../auth/session';
import { HasPermi } from '../../access';
import { DictTag } from '../../../dict';
import { CrudListPage } from '../../../ui/CrudListPage';
import type { Column } from '../../../ui/DataTable';
import { FilterBar, useFilterForm } from '../../../ui/FilterBar';
import { FilterField } from '../../../ui/FilterField';
import { formatDateTime, formatFee } from '../../../ui/format';
import { LinkButton } from '../../../ui/LinkButton';
import { StackedCell } from '../../../ui/StackedCell';
import { useCourseList, usePublishCourse, useUpdateCourseStatus } from '../queries';
import { courseColumns } from '../shared/course-columns';
import { emptyCourseFilter, nextClassStatuses, type CourseFilterValues } from './course-form';
import { CourseDialog } from './CourseDialog';
import { AppSelect } from '../../../ui/AppSelect';
import { AppDialog } from '../../../ui/AppDialog';

const PUBLISHED_OPTIONS = [
  { value: 'true', label: '已发布' },
  { value: 'false', label: '未发布' },
];

function CourseFilterBar({ onSearch }: { onSearch: (f: CourseFilterValues) => void }) {
  const filter = useFilterForm(emptyCourseFilter(), onSearch);
  return (
    <FilterBar {...filter.bar}>
      <FilterField id="cf-name" label="课程名称" maxLength={100} placeholder="请输入课程名称" {...filter.bind('name')} />
      <FilterField id="cf-type" label="课程类型" dict={DictTypeCode.COURSE_TYPE} {...filter.bind('type')} />
      <FilterField id="cf-status" label="开课状态" dict={DictTypeCode.COURSE_CLASS_STATUS} {...filter.bind('status')} />
      <FilterField id="cf-published" label="发布状态" options={PUBLISHED_OPTIONS} {...filter.bind('published')} />
    </FilterBar>
  );
}

function StatusDialog({ course, onClose }: { course: CourseVO | null; onClose: () => void }) {
  const options = course ? nextClassStatuses(course.status, course.pausedFrom) : [];
  const [to, setTo] = useState<string>('');
  const mutation = useUpdateCourseStatus(course?.id, onClose);
  const value = to || (options[0] !== undefined ? String(options[0]) : '');
  return (
    <AppDialog
      isOpen={!!course}
      title={`修改开课状态：${course?.name ?? ''}`}
      onClose={() => !mutation.isPending && onClose()}
      onOpening={() => setTo('')}
      style={{ width: 420 }}
    >
      <div className={Classes.DIALOG_BODY}>
        <p>
          当前状态：
          <DictTag type={DictTypeCode.COURSE_CLASS_STATUS} value={course?.status} />
        </p>
        <FormGroup label="改为" labelFor="status-to" helperText="暂停后停止报名；已暂停的课程只能恢复到暂停前的状态">
          <AppSelect
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
    </AppDialog>
  );
}

/** 课程信息 (`course/manager/index`): the course table with filters, create/edit, publish, status, delete. */
export default function CourseManagerPage() {
  const navigate = useNavigate();
  const { hasAnyPermission: can } = useAccess();
  const list = useCourseList();
  const publish = usePublishCourse();
  const [statusOf, setStatusOf] = useState<CourseVO | null>(null);

  // teachers seen on the listed courses: the choices of the teacher picker (no user list on the server)
  const knownTeachers = useMemo(() => {
    const map = new Map<number, CourseTeacherVO>();
    for (const c of list.page?.list ?? []) for (const t of c.teachers ?? []) map.set(t.id, t);
    return [...map.values()];
  }, [list.page]);

  const columns: Column<CourseVO>[] = [
    ...courseColumns,
    {
      key: 'teachers',
      title: '老师 / 地点',
      wrap: true,
      minWidth: 104,
      maxWidth: 160,
      render: (c) => (
        <StackedCell
          main={c.teachers?.length ? c.teachers.map((t) => t.nickname).join('、') : <span className="dha-muted">待认领</span>}
          sub={c.locationName ?? ''}
        />
      ),
    },
    {
      key: 'time',
      title: '上课时间',
      render: (c) => <StackedCell main={formatDateTime(c.startTime, false)} sub={`至 ${formatDateTime(c.endTime, false)}`} />,
    },
    {
      key: 'signup',
      title: '报名时间',
      render: (c) => <StackedCell main={formatDateTime(c.signupStartTime, false)} sub={`至 ${formatDateTime(c.signupEndTime, false)}`} />,
    },
    {
      key: 'quota',
      // two lines: the header is no wider than its figures
      title: <StackedCell main="名额" sub="正式/候补" />,
      render: (c) => (
        <StackedCell
          main={`学员 ${c.formalStudentQuota}/${c.candidateStudentQuota}`}
          sub={`服务 ${c.formalVolunteerQuota}/${c.candidateVolunteerQuota}`}
        />
      ),
    },
    { key: 'fee', title: '费用', render: (c) => formatFee(c.fee) },
    {
      key: 'status',
      title: '状态',
      render: (c) => (
        <div className="dha-cell-tags">
          <DictTag type={DictTypeCode.COURSE_CLASS_STATUS} value={c.status} />
          {c.published ? <Tag intent="success">已发布</Tag> : <Tag minimal>未发布</Tag>}
        </div>
      ),
    },
    {
      key: 'actions',
      title: '操作',
      render: (c) => {
        // publishing is rare beside editing and the signups: it waits in 更多, which keeps the row to
        // two buttons and an icon, so the course table fits 1366 px without scrolling
        const canUpdate = can(Permissions.course.update);
        const more = [
          canUpdate && (
            <MenuItem
              key="publish"
              icon={c.published ? 'eye-off' : 'eye-open'}
              intent={c.published ? 'warning' : 'success'}
              text={c.published ? '取消发布' : '发布'}
              disabled={publish.isPending}
              onClick={() => publish.mutate(c)}
            />
          ),
          canUpdate && nextClassStatuses(c.status, c.pausedFrom).length > 0 && (
            <MenuItem key="status" icon="exchange" text="修改开课状态" onClick={() => setStatusOf(c)} />
          ),
          <MenuItem key="completereg" icon="tick-circle" text="完成登记" onClick={() => navigate(`/course/completereg/${c.id}`)} />,
          can(Permissions.course.delete) && (
            <MenuItem key="delete" icon="trash" intent="danger" text="删除" onClick={() => list.setDeleting(c)} />
          ),
        ].filter(Boolean);
        return (
          <div className="dha-row-actions">
            <HasPermi value={[Permissions.course.update]}>
              <Button size="small" variant="minimal" intent="primary" text="编辑" onClick={() => list.setEditing({ row: c })} />
            </HasPermi>
            <LinkButton to={`/course/signuprecord/${c.id}`} text="报名" />
            <PopoverNext content={<Menu>{more}</Menu>} placement="bottom-end">
              <Button size="small" variant="minimal" icon="more" aria-label={`更多操作 ${c.name}`} title="更多" />
            </PopoverNext>
          </div>
        );
      },
    },
  ];

  return (
    <CrudListPage
      title="课程信息"
      list={list}
      canCreate={can(Permissions.course.create)}
      createText="新增课程"
      filters={<CourseFilterBar onSearch={list.search} />}
      columns={columns}
      emptyText="暂无课程"
      dialog={
        <>
          <CourseDialog
            isOpen={!!list.editing}
            course={list.editing?.row ?? null}
            knownTeachers={knownTeachers}
            onClose={() => list.setEditing(null)}
          />
          <StatusDialog course={statusOf} onClose={() => setStatusOf(null)} />
        </>
      }
      describe={(c) => `课程「${c.name}」`}
      deleteWarning="删除后不可恢复。"
    />
  );
}
