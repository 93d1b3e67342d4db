/**
 * Wire shapes of the course calls (request and response DTO types shared with the console).
 * Dates are epoch ms; money is in cents; paths are under the API prefix.
 */
import type { ClassStatusValue } from './enums';

/** Class status labels (spec §3). */
export const ClassStatusLabel: Record<ClassStatusValue, string> = {
  10: '正常课前',
  11: '正常课中',
  12: '正常课后',
  20: '已完成',
  40: '已暂停',
};

/**
 * Allowed class-status transitions (the server enforces them; the console offers only these).
 * A paused course (40) returns only to the status it was paused from (`pausedFrom`).
 */
export const ClassStatusTransitions: Record<ClassStatusValue, readonly ClassStatusValue[]> = {
  10: [11, 40],
  11: [12, 40],
  12: [20, 40],
  20: [],
  40: [],
};

// ---------- course type: /course/type/* ----------

export interface CourseTypeVO {
  id: number;
  name: string;
  /** a value of the `course_type` dictionary */
  dictValue: string;
  /** default code prefix suggested for this type's code series */
  codePrefix: string;
  sort: number;
  /** CommonStatus: 0 enabled, 1 disabled */
  status: number;
  createTime: number;
}

export interface CourseTypeSaveReq {
  id?: number;
  name: string;
  dictValue: string;
  codePrefix: string;
  sort?: number;
  status?: number;
}

// ---------- course code series: /course/code/* ----------

export interface CourseCodeSeriesVO {
  id: number;
  typeId: number;
  typeName: string;
  /** e.g. `CT-2026-`; the next code is prefix + number padded to `digits` */
  prefix: string;
  nextNumber: number;
  digits: number;
  status: number;
  remark: string;
  /** the code `POST /course/code/next` would hand out now */
  nextCode: string;
  createTime: number;
}

export interface CourseCodeSeriesSaveReq {
  id?: number;
  typeId: number;
  prefix: string;
  nextNumber?: number;
  digits?: number;
  status?: number;
  remark?: string;
}

/** `POST /course/code/next?typeId=` → the reserved code (never handed out twice). */
export interface CourseCodeNextResp {
  code: string;
  seriesId: number;
}

// ---------- locations (centres): /course/location/*, /client/location/list ----------

export interface LocationVO {
  id: number;
  name: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
  /** sanitised rich text */
  trafficGuide: string;
  sort: number;
  status: number;
  createTime: number;
}

export interface LocationSaveReq {
  id?: number;
  name: string;
  address?: string;
  latitude?: number | null;
  longitude?: number | null;
  trafficGuide?: string;
  sort?: number;
  status?: number;
}

export interface LocationSimpleVO {
  id: number;
  name: string;
}

// ---------- courses: /course/course/* ----------

export interface CourseSessionVO {
  id?: number;
  title: string;
  startTime: number;
  endTime: number;
}

export interface CourseTeacherVO {
  id: number;
  nickname: string;
}

/**
 * The course field list, written once: every course shape (the manager's VO, the visitors' VO, the
 * create/update body, the signup module's view, the console form) is derived from it.
 */
export interface CourseFields {
  name: string;
  code: string;
  /** a value of the `course_type` dictionary */
  type: string;
  /** a value of the `course_recruitment_type` dictionary */
  recruitmentType: string | null;
  /** sanitised rich text */
  description: string;
  coverUrl: string;
  locationId: number | null;
  startTime: number;
  endTime: number;
  signupStartTime: number;
  signupEndTime: number;
  formalStudentQuota: number;
  candidateStudentQuota: number;
  formalVolunteerQuota: number;
  candidateVolunteerQuota: number;
  /** cents; 0 = free */
  fee: number;
  needTeacherAudit: boolean;
  /** hours an applicant has to answer an offer */
  replyDeadlineHours: number;
  status: ClassStatusValue;
  published: boolean;
}

// a record over every key: the compiler refuses a field of CourseFields missing here (or one too many)
const COURSE_FIELD_FLAGS: Record<keyof CourseFields, true> = {
  name: true,
  code: true,
  type: true,
  recruitmentType: true,
  description: true,
  coverUrl: true,
  locationId: true,
  startTime: true,
  endTime: true,
  signupStartTime: true,
  signupEndTime: true,
  formalStudentQuota: true,
  candidateStudentQuota: true,
  formalVolunteerQuota: true,
  candidateVolunteerQuota: true,
  fee: true,
  needTeacherAudit: true,
  replyDeadlineHours: true,
  status: true,
  published: true,
};
export type CourseFieldName = keyof CourseFields;
/** Every name of `CourseFields`, for code that copies the list field by field. */
const COURSE_FIELD_NAMES = Object.keys(COURSE_FIELD_FLAGS) as CourseFieldName[];

/** The course fields of any course-like object (a VO, an entity): a copy with just those keys. */
export function pickCourseFields<T extends Record<CourseFieldName, unknown>>(source: T): Pick<T, CourseFieldName> {
  return Object.fromEntries(COURSE_FIELD_NAMES.map((k) => [k, source[k]])) as Pick<T, CourseFieldName>;
}

/** The date fields of a course (epoch ms on the wire). */
export const COURSE_TIME_FIELDS = ['startTime', 'endTime', 'signupStartTime', 'signupEndTime'] as const;
export type CourseTimeField = (typeof COURSE_TIME_FIELDS)[number];

/** The four seat quotas of a course (participant kind × offer type). */
export const COURSE_QUOTA_FIELDS = [
  'formalStudentQuota',
  'candidateStudentQuota',
  'formalVolunteerQuota',
  'candidateVolunteerQuota',
] as const;
export type CourseQuotaField = (typeof COURSE_QUOTA_FIELDS)[number];

/** Seats left per quota: `formalStudentQuota` → `formalStudentLeft`, … */
export type CourseSeatsLeft = { [K in CourseQuotaField as K extends `${infer P}Quota` ? `${P}Left` : never]: number };

/** The fields a create/update body must send; the others of `CourseFields` are optional. */
type CourseRequiredField = 'name' | 'code' | 'type' | CourseTimeField | CourseQuotaField | 'fee';

/**
 * The create/update body. `replyDeadlineHours` defaults to the config `signup.offer.reply-deadline-hours`,
 * else 72; `status` (class status) defaults to 10 on create, and a change on update follows the transitions.
 */
export interface CourseSaveReq extends Pick<CourseFields, CourseRequiredField>, Partial<Omit<CourseFields, CourseRequiredField>> {
  id?: number;
  /** the owning department (data scopes go by it): one of the caller's scope; defaults to the creator's */
  deptId?: number;
  teacherIds?: number[];
  sessions?: CourseSessionVO[];
}

/** Shape pieces both course VOs add to the fields. */
interface CourseViewFields {
  id: number;
  locationName: string | null;
  teachers: CourseTeacherVO[];
  sessions: CourseSessionVO[];
}

export interface CourseVO extends CourseFields, CourseViewFields {
  teacherIds: number[];
  /** the owning department (null: none, e.g. created by a user without one) */
  deptId: number | null;
  /** the status a paused course returns to */
  pausedFrom: ClassStatusValue | null;
  creator: string;
  createTime: number;
  updateTime: number;
}

/** `GET /course/course/page` filters (plus pageNo/pageSize). `startTime` is a [from, to] epoch-ms range. */
export interface CoursePageReq {
  pageNo: number;
  pageSize: number;
  name?: string;
  code?: string;
  type?: string;
  status?: ClassStatusValue;
  published?: boolean;
  teacherId?: number;
  startTime?: [number, number];
}

export interface CourseUpdateStatusReq {
  id: number;
  status: ClassStatusValue;
}

// ---------- public client: /client/course/page, /client/course/get ----------

/**
 * A published course as visitors see it. Seats left are NOT here: they belong to the signup
 * module, which serves them separately.
 */
export interface ClientCourseVO extends Omit<CourseFields, 'replyDeadlineHours' | 'published'>, CourseViewFields {
  /** only in `/client/course/get` (empty in pages) */
  description: string;
  locationAddress: string | null;
  teacherNames: string[];
  /** published, status 10 and now inside the signup window */
  signupOpen: boolean;
}

export interface ClientCoursePageReq {
  pageNo: number;
  pageSize: number;
  type?: string;
  /** matches name or code */
  keyword?: string;
  status?: ClassStatusValue;
}

// ---------- teacher claims: /course/claim/* ----------

export interface CourseClaimVO {
  id: number;
  courseId: number;
  courseName: string;
  courseCode: string;
  teacherUserId: number;
  teacherNickname: string;
  /** ClaimStatus: INIT 0, DONE 1, IGNORE 2 */
  status: number;
  createTime: number;
  updateTime: number;
}

export interface CourseClaimCreateReq {
  courseId: number;
}

export interface CourseClaimUpdateStatusReq {
  id: number;
  /** DONE 1 (the teacher joins the course; the course's other open claims become IGNORE) or IGNORE 2 */
  status: number;
}
