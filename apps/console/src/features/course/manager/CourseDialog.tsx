import { Button, Callout, Classes, FormGroup, InputGroup, Switch, Tag, TextArea } from '@blueprintjs/core';
import {
  ClassStatus,
  ClassStatusLabel,
  DictTypeCode,
  RoleCode,
  type ClassStatusValue,
  type CourseQuotaField,
  type CourseTeacherVO,
  type CourseTimeField,
  type CourseVO,
} from '@dha/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { toastBook } from '../../../api/toast-book';
import { toast } from '../../../api/toaster';
import { DateField } from '../../../ui/DateField';
import { DictSelect } from '../../../ui/DictSelect';
import { serverFieldError } from '../../../ui/form-result';
import { UserSelect } from '../../../ui/UserSelect';
import { UploadButton } from '../../infra/file/UploadButton';
import { courseApi } from '../api';
import { courseKeys, useCourseTypeOptions, useLocationOptions, useReserveCode } from '../queries';
import {
  courseToForm,
  emptyCourseForm,
  formToRequest,
  nextClassStatuses,
  type CourseFormErrors,
  type CourseFormValues,
  type SessionFormValues,
} from './course-form';
import { AppSelect } from '../../../ui/AppSelect';
import { AppDialog } from '../../../ui/AppDialog';
import { DeptSelect } from '../../system/org/dept/DeptSelect';
import { useDeptOptions } from '../../system/org/queries';

/** Who may teach a course (the server checks the same two roles). */
const TEACHER_ROLES = [RoleCode.COURSE_TEACHER, RoleCode.OTHER_TEACHER] as const;
/** Most teachers one course takes (CourseSaveReq). */
const MAX_TEACHERS = 20;

/** Create (course = null) or edit a course: every field of CourseSaveReq. */
export function CourseDialog({
  isOpen,
  course,
  knownTeachers,
  onClose,
}: {
  isOpen: boolean;
  course: CourseVO | null;
  knownTeachers: readonly CourseTeacherVO[];
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [f, setF] = useState<CourseFormValues>(emptyCourseForm);
  const [errors, setErrors] = useState<CourseFormErrors>({});
  useEffect(() => {
    if (isOpen) {
      setF(course ? courseToForm(course) : emptyCourseForm());
      setErrors({});
    }
  }, [isOpen, course]);
  const set = (patch: Partial<CourseFormValues>) => {
    setF((prev) => ({ ...prev, ...patch }));
    // an edited field loses its error (and the toast saying the same)
    const fixed = (Object.keys(patch) as (keyof CourseFormValues)[]).filter((k) => errors[k]);
    if (fixed.length === 0) return;
    for (const k of fixed) void toastBook.dismiss(errors[k]!);
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !fixed.includes(k as keyof CourseFormValues))));
  };
  // the label of each field rendered, to find the field a refused save names
  const labels: Record<string, string> = {};

  const locations = useLocationOptions();
  const depts = useDeptOptions();
  const types = useCourseTypeOptions();
  const typeOfForm = types.data?.find((t) => t.dictValue === f.type);

  const nextCode = useReserveCode((code) => set({ code }));
  const save = useMutation({
    mutationFn: async (values: CourseFormValues) => {
      const r = formToRequest(values);
      if (!r.ok) {
        setErrors(r.errors);
        return false;
      }
      setErrors({});
      if (r.req.id) await courseApi.update({ ...r.req, id: r.req.id });
      else await courseApi.create(r.req);
      return true;
    },
    onError: (err) => {
      const named = serverFieldError(err, labels);
      if (named) setErrors(named);
    },
    onSuccess: (saved) => {
      if (!saved) return;
      toast.success(course ? '修改成功' : '新增成功');
      void queryClient.invalidateQueries({ queryKey: courseKeys.courses });
      onClose();
    },
  });
  const busy = save.isPending;

  const statusOptions: ClassStatusValue[] = course
    ? [course.status, ...nextClassStatuses(course.status, course.pausedFrom)]
    : [ClassStatus.BEFORE_CLASS, ClassStatus.IN_CLASS, ClassStatus.AFTER_CLASS, ClassStatus.COMPLETED];

  const field = (
    key: keyof CourseFormValues,
    label: string,
    input: ReactNode,
    opts: { required?: boolean; span?: boolean; help?: ReactNode } = {},
  ) => {
    labels[key] = label;
    return (
      <FormGroup
        key={key}
        className={opts.span ? 'dha-span-2' : undefined}
        label={label}
        labelFor={`course-${key}`}
        labelInfo={opts.required ? '*' : undefined}
        intent={errors[key] ? 'danger' : undefined}
        helperText={errors[key] ?? opts.help}
      >
        {input}
      </FormGroup>
    );
  };
  const text = (key: 'name' | 'coverUrl', maxLength: number, placeholder?: string) => (
    <InputGroup
      id={`course-${key}`}
      value={f[key]}
      maxLength={maxLength}
      placeholder={placeholder}
      intent={errors[key] ? 'danger' : undefined}
      onChange={(e) => set({ [key]: e.currentTarget.value })}
    />
  );
  const dict = (key: 'type' | 'recruitmentType', label: string, type: string, allLabel: string) => (
    <DictSelect id={`course-${key}`} label={label} type={type} allLabel={allLabel} value={f[key]} onChange={(v) => set({ [key]: v })} />
  );
  const num = (key: CourseQuotaField | 'fee' | 'replyDeadlineHours') => (
    <InputGroup
      id={`course-${key}`}
      value={f[key]}
      inputMode={key === 'fee' ? 'decimal' : 'numeric'}
      intent={errors[key] ? 'danger' : undefined}
      rightElement={key === 'fee' ? <Tag minimal>元</Tag> : undefined}
      onChange={(e) => set({ [key]: e.currentTarget.value })}
    />
  );
  const date = (key: CourseTimeField, label: string) =>
    field(key, label, <DateField id={`course-${key}`} label={label} withTime value={f[key]} onChange={(v) => set({ [key]: v })} />, {
      required: true,
    });
  const setSession = (i: number, patch: Partial<SessionFormValues>) =>
    set({ sessions: f.sessions.map((s, j) => (j === i ? { ...s, ...patch } : s)) });

  return (
    <AppDialog
      isOpen={isOpen}
      title={course ? `修改课程：${course.name}` : '新增课程'}
      onClose={() => !busy && onClose()}
      canEscapeKeyClose={!busy}
      className="dha-dialog-wide"
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate(f);
        }}
        noValidate
      >
        <div className={Classes.DIALOG_BODY} style={{ maxHeight: '70vh', overflowY: 'auto' }}>
          {Object.keys(errors).length > 0 && (
            <Callout intent="danger" style={{ marginBottom: 12 }}>
              请检查标红的字段
            </Callout>
          )}
          <div className="dha-form-grid">
            {field('name', '课程名称', text('name', 100), { required: true })}
            {field('type', '课程类型', dict('type', '课程类型', DictTypeCode.COURSE_TYPE, '请选择'), { required: true })}
            {field(
              'code',
              '课程编号',
              <InputGroup
                id="course-code"
                value={f.code}
                maxLength={50}
                intent={errors.code ? 'danger' : undefined}
                onChange={(e) => set({ code: e.currentTarget.value })}
                rightElement={
                  <Button
                    variant="minimal"
                    text="取号"
                    title={typeOfForm ? '按课程类型的编号规则生成下一个编号' : '请先选择已配置编号规则的课程类型'}
                    disabled={!typeOfForm || nextCode.isPending}
                    loading={nextCode.isPending}
                    onClick={() => typeOfForm && nextCode.mutate(typeOfForm.id)}
                  />
                }
              />,
              { required: true, help: '字母、数字、- 和 _；可按课程类型的编号规则「取号」' },
            )}
            {field('recruitmentType', '招生类型', dict('recruitmentType', '招生类型', DictTypeCode.COURSE_RECRUITMENT_TYPE, '未设置'))}
            {field(
              'locationId',
              '上课地点',
              <AppSelect
                id="course-locationId"
                value={f.locationId}
                onChange={(e) => set({ locationId: e.currentTarget.value })}
                options={[
                  { value: '', label: locations.isLoading ? '加载中…' : '未设置' },
                  ...(locations.data ?? []).map((l) => ({ value: String(l.id), label: l.name })),
                ]}
              />,
            )}
            {field(
              'deptId',
              '归属部门',
              <DeptSelect
                id="course-deptId"
                value={f.deptId}
                onChange={(deptId) => set({ deptId })}
                depts={depts.data ?? []}
                emptyLabel={f.id ? '（不变）' : '（我的部门）'}
              />,
              { help: '部门数据权限按课程的归属部门划分；只能选择你的数据范围内的部门' },
            )}
            {field(
              'status',
              '开课状态',
              <AppSelect
                id="course-status"
                value={f.status}
                onChange={(e) => set({ status: Number(e.currentTarget.value) as ClassStatusValue })}
                options={statusOptions.map((s) => ({ value: s, label: ClassStatusLabel[s] }))}
              />,
            )}
            {field(
              'teacherIds',
              '授课老师',
              <UserSelect
                id="course-teacherIds"
                label="授课老师"
                multiple
                max={MAX_TEACHERS}
                roleCodes={TEACHER_ROLES}
                value={f.teacherIds}
                known={[...(course?.teachers ?? []), ...knownTeachers]}
                onChange={(teacherIds) => set({ teacherIds })}
                placeholder="输入姓名、昵称或账号搜索课程老师、其他老师"
                emptyText="未指定老师（老师可在「课程认领」中认领）"
                intent={errors.teacherIds ? 'danger' : undefined}
              />,
              {
                span: true,
              },
            )}
            {date('startTime', '开课时间')}
            {date('endTime', '结课时间')}
            {date('signupStartTime', '报名开始时间')}
            {date('signupEndTime', '报名截止时间')}
            {field('formalStudentQuota', '学员正式名额', num('formalStudentQuota'), { required: true })}
            {field('candidateStudentQuota', '学员候补名额', num('candidateStudentQuota'), { required: true })}
            {field('formalVolunteerQuota', '服务正式名额', num('formalVolunteerQuota'), { required: true })}
            {field('candidateVolunteerQuota', '服务候补名额', num('candidateVolunteerQuota'), { required: true })}
            {field('fee', '费用', num('fee'), { required: true, help: '0 为免费' })}
            {field('replyDeadlineHours', '录取回复时限（小时）', num('replyDeadlineHours'), {
              required: true,
              help: '学员须在此时间内确认录取',
            })}
            {field(
              'needTeacherAudit',
              '老师审核',
              <Switch
                checked={f.needTeacherAudit}
                label="报名需经老师审核"
                onChange={(e) => set({ needTeacherAudit: e.currentTarget.checked })}
              />,
            )}
            {field(
              'published',
              '发布',
              <Switch checked={f.published} label="发布到课程列表" onChange={(e) => set({ published: e.currentTarget.checked })} />,
            )}
            {field(
              'coverUrl',
              '封面图片',
              <div className="dha-toolbar">
                {text('coverUrl', 500, '上传图片，或填 /admin-api/infra/file/… 或 FILE_BASE_URLS 下的地址')}
                <UploadButton text="上传封面" directory="course" onUploaded={(url) => set({ coverUrl: url })} />
                {f.coverUrl && <img src={f.coverUrl} alt="封面预览" style={{ maxHeight: 48, maxWidth: 96 }} />}
              </div>,
              { span: true },
            )}
            {field(
              'description',
              '课程介绍（HTML）',
              <TextArea
                id="course-description"
                fill
                rows={6}
                value={f.description}
                onChange={(e) => set({ description: e.currentTarget.value })}
                placeholder="<p>课程介绍…</p>"
              />,
              {
                span: true,
                help: (
                  <span>
                    支持 HTML；图片只能用本站上传的文件，保存时服务器会清理不安全的内容和外部图片。{' '}
                    <UploadButton
                      text="插入图片"
                      icon="media"
                      directory="course"
                      onUploaded={(url, file) =>
                        set({
                          description: `${f.description}${f.description && !f.description.endsWith('\n') ? '\n' : ''}<p><img src="${url}" alt="${file.name.replace(/["<>&]/g, '')}" /></p>`,
                        })
                      }
                    />
                  </span>
                ),
              },
            )}
            <FormGroup className="dha-span-2" label="课节安排">
              {f.sessions.map((s, i) => (
                <FormGroup key={i} intent={errors[`sessions.${i}`] ? 'danger' : undefined} helperText={errors[`sessions.${i}`]}>
                  <div className="dha-session-row">
                    <InputGroup
                      aria-label={`课节${i + 1}名称`}
                      placeholder="课节名称"
                      value={s.title}
                      maxLength={100}
                      onChange={(e) => setSession(i, { title: e.currentTarget.value })}
                    />
                    <DateField
                      withTime
                      id={`session-${i}-start`}
                      label={`课节${i + 1}开始`}
                      value={s.startTime}
                      onChange={(v) => setSession(i, { startTime: v })}
                    />
                    <span>至</span>
                    <DateField
                      withTime
                      id={`session-${i}-end`}
                      label={`课节${i + 1}结束`}
                      value={s.endTime}
                      onChange={(v) => setSession(i, { endTime: v })}
                    />
                    <Button
                      icon="trash"
                      variant="minimal"
                      intent="danger"
                      aria-label="删除课节"
                      onClick={() => set({ sessions: f.sessions.filter((_, j) => j !== i) })}
                    />
                  </div>
                </FormGroup>
              ))}
              <Button
                icon="add"
                text="添加课节"
                variant="outlined"
                onClick={() => set({ sessions: [...f.sessions, { title: '', startTime: '', endTime: '' }] })}
              />
            </FormGroup>
          </div>
        </div>
        <div className={Classes.DIALOG_FOOTER}>
          <div className={Classes.DIALOG_FOOTER_ACTIONS}>
            <Button text="取消" disabled={busy} onClick={onClose} />
            <Button type="submit" intent="primary" text="保存" loading={busy} disabled={busy} />
          </div>
        </div>
      </form>
    </AppDialog>
  );
}
