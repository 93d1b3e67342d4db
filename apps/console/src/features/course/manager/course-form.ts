import {
  ClassStatus,
  ClassStatusTransitions,
  COURSE_QUOTA_FIELDS,
  COURSE_TIME_FIELDS,
  pickCourseFields,
  type ClassStatusValue,
  type CourseFields,
  type CourseQuotaField,
  type CourseSaveReq,
  type CourseTimeField,
  type CourseVO,
} from '@dha/contracts';
import { centsToYuan, fromDateTimeInput, toDateTimeInput, yuanToCents } from '../../../ui/format';

/** A course session as edited (datetime-local strings). */
export interface SessionFormValues {
  id?: number;
  title: string;
  startTime: string;
  endTime: string;
}

/** What an input holds for a course field: the flags and the class status as they are, everything else as typed text. */
type FormValueOf<V> = V extends boolean ? boolean : V extends ClassStatusValue ? ClassStatusValue : string;

/**
 * The create/edit dialog's state, derived from the contract's course fields: strings for numbers and
 * dates (datetime-local), the fee in yuan; plus the teachers and sessions.
 */
export type CourseFormValues = { [K in keyof CourseFields]: FormValueOf<CourseFields[K]> } & {
  id?: number;
  /** the owning department: '' keeps the creator's on create and the current one on update */
  deptId: string;
  teacherIds: number[];
  sessions: SessionFormValues[];
};

export type CourseFormErrors = Partial<Record<keyof CourseFormValues | `sessions.${number}`, string>>;

export function emptyCourseForm(): CourseFormValues {
  return {
    name: '',
    code: '',
    type: '',
    recruitmentType: '',
    description: '',
    coverUrl: '',
    locationId: '',
    deptId: '',
    teacherIds: [],
    startTime: '',
    endTime: '',
    sessions: [],
    signupStartTime: '',
    signupEndTime: '',
    formalStudentQuota: '0',
    candidateStudentQuota: '0',
    formalVolunteerQuota: '0',
    candidateVolunteerQuota: '0',
    fee: '0',
    needTeacherAudit: true,
    replyDeadlineHours: '72',
    status: ClassStatus.BEFORE_CLASS,
    published: false,
  };
}

/** A course from the server → the dialog's values (cents → yuan, epoch ms → datetime-local). */
export function courseToForm(c: CourseVO): CourseFormValues {
  const text = <K extends CourseTimeField | CourseQuotaField>(keys: readonly K[], show: (v: number) => string) =>
    Object.fromEntries(keys.map((k) => [k, show(c[k])])) as Record<K, string>;
  return {
    id: c.id,
    name: c.name,
    code: c.code,
    type: c.type,
    recruitmentType: c.recruitmentType ?? '',
    description: c.description ?? '',
    coverUrl: c.coverUrl ?? '',
    locationId: c.locationId === null ? '' : String(c.locationId),
    deptId: c.deptId === null ? '' : String(c.deptId),
    teacherIds: [...(c.teacherIds ?? [])],
    ...text(COURSE_TIME_FIELDS, toDateTimeInput),
    sessions: (c.sessions ?? []).map((s) => ({
      id: s.id,
      title: s.title,
      startTime: toDateTimeInput(s.startTime),
      endTime: toDateTimeInput(s.endTime),
    })),
    ...text(COURSE_QUOTA_FIELDS, String),
    fee: centsToYuan(c.fee),
    needTeacherAudit: c.needTeacherAudit,
    replyDeadlineHours: String(c.replyDeadlineHours),
    status: c.status,
    published: c.published,
  };
}

const QUOTA_MAX = 100_000;

function intIn(value: string, min: number, max: number): number | null {
  const s = value.trim();
  if (!/^\d+$/.test(s)) return null;
  const n = Number(s);
  return n >= min && n <= max ? n : null;
}

/**
 * The dialog's values → the create/update body, or the errors per field (Chinese messages).
 * Dates go out as epoch ms, the fee in cents, the location as a number or null.
 */
export function formToRequest(f: CourseFormValues): { ok: true; req: CourseSaveReq } | { ok: false; errors: CourseFormErrors } {
  const errors: CourseFormErrors = {};
  const name = f.name.trim();
  if (!name) errors.name = '请输入课程名称';
  else if (name.length > 100) errors.name = '课程名称最多 100 个字符';
  const code = f.code.trim();
  if (!code) errors.code = '请输入课程编号';
  else if (!/^[A-Za-z0-9_-]{1,50}$/.test(code)) errors.code = '课程编号只能包含字母、数字、- 和 _（最多 50 个）';
  if (!f.type) errors.type = '请选择课程类型';

  const date = (key: CourseTimeField, label: string): number => {
    const ms = fromDateTimeInput(f[key]);
    if (ms === null) errors[key] = `请选择${label}`;
    return ms ?? 0;
  };
  const startTime = date('startTime', '开课时间');
  const endTime = date('endTime', '结课时间');
  const signupStartTime = date('signupStartTime', '报名开始时间');
  const signupEndTime = date('signupEndTime', '报名截止时间');
  if (!errors.startTime && !errors.endTime && endTime < startTime) errors.endTime = '结课时间不能早于开课时间';
  if (!errors.signupStartTime && !errors.signupEndTime && signupEndTime < signupStartTime) {
    errors.signupEndTime = '报名截止时间不能早于报名开始时间';
  }

  const quotas = {} as Record<CourseQuotaField, number>;
  for (const key of COURSE_QUOTA_FIELDS) {
    const n = intIn(f[key], 0, QUOTA_MAX);
    if (n === null) errors[key] = `请输入 0–${QUOTA_MAX} 的整数`;
    quotas[key] = n ?? 0;
  }
  const fee = yuanToCents(f.fee);
  if (fee === null || fee > 100_000_000) errors.fee = '请输入金额（元，最多两位小数）';
  const replyDeadlineHours = intIn(f.replyDeadlineHours, 1, 720);
  if (replyDeadlineHours === null) errors.replyDeadlineHours = '请输入 1–720 的整数';

  const locationId = f.locationId ? Number(f.locationId) : null;
  const coverUrl = f.coverUrl.trim();
  if (coverUrl && !/^(https?:\/\/|\/)[^\s"'<>]*$/.test(coverUrl)) errors.coverUrl = '封面地址须为 http(s) 地址或以 / 开头的路径';

  const sessions = f.sessions.map((s, i) => {
    const st = fromDateTimeInput(s.startTime);
    const et = fromDateTimeInput(s.endTime);
    if (!s.title.trim() || st === null || et === null) errors[`sessions.${i}`] = '请填写课节名称、开始和结束时间';
    else if (et < st) errors[`sessions.${i}`] = '课节结束时间不能早于开始时间';
    return { ...(s.id ? { id: s.id } : {}), title: s.title.trim(), startTime: st ?? 0, endTime: et ?? 0 };
  });

  if (Object.keys(errors).length) return { ok: false, errors };
  const req: CourseSaveReq = {
    ...(f.id ? { id: f.id } : {}),
    name,
    code,
    type: f.type,
    recruitmentType: f.recruitmentType || null,
    description: f.description,
    coverUrl,
    locationId,
    ...(f.deptId ? { deptId: Number(f.deptId) } : {}),
    teacherIds: [...new Set(f.teacherIds)],
    startTime,
    endTime,
    sessions,
    signupStartTime,
    signupEndTime,
    ...quotas,
    fee: fee!,
    needTeacherAudit: f.needTeacherAudit,
    replyDeadlineHours: replyDeadlineHours!,
    status: f.status,
    published: f.published,
  };
  return { ok: true, req };
}

/**
 * Class statuses a course may move to from `status` (contracts' table; the server enforces it):
 * forward only, pause from 10/11/12, and a paused course back to where it was paused from.
 */
export function nextClassStatuses(status: ClassStatusValue, pausedFrom: ClassStatusValue | null = null): readonly ClassStatusValue[] {
  if (status === ClassStatus.PAUSED) return pausedFrom === null ? [] : [pausedFrom];
  return ClassStatusTransitions[status] ?? [];
}

/** A course as the server sent it → an update body unchanged (publish/unpublish flips only `published`). */
export function courseToRequest(c: CourseVO): CourseSaveReq & { id: number } {
  return {
    id: c.id,
    ...pickCourseFields(c),
    description: c.description ?? '',
    coverUrl: c.coverUrl ?? '',
    teacherIds: [...(c.teacherIds ?? [])],
    sessions: (c.sessions ?? []).map((s) => ({
      ...(s.id ? { id: s.id } : {}),
      title: s.title,
      startTime: s.startTime,
      endTime: s.endTime,
    })),
  };
}

/** Course manager filters → `GET /course/course/page` params. */
export interface CourseFilterValues {
  name: string;
  type: string;
  status: string;
  /** '' any, 'true', 'false' */
  published: string;
}

export const emptyCourseFilter = (): CourseFilterValues => ({ name: '', type: '', status: '', published: '' });

export function courseFilterToParams(f: CourseFilterValues, pageNo: number, pageSize: number) {
  return {
    pageNo,
    pageSize,
    name: f.name.trim() || undefined,
    type: f.type || undefined,
    status: f.status === '' ? undefined : Number(f.status),
    published: f.published === '' ? undefined : f.published === 'true',
  };
}
