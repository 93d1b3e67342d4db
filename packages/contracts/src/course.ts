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

export interface CourseSaveReq {
  id?: number;
  name: string;
  code: string;
  type: string;
  recruitmentType?: string | null;
  description?: string;
  coverUrl?: string;
  locationId?: number | null;
  teacherIds?: number[];
  startTime: number;
  endTime: number;
  sessions?: CourseSessionVO[];
  signupStartTime: number;
  signupEndTime: number;
  formalStudentQuota: number;
  candidateStudentQuota: number;
  formalVolunteerQuota: number;
  candidateVolunteerQuota: number;
  fee: number;
  needTeacherAudit?: boolean;
  /** default: config `signup.offer.reply-deadline-hours`, else 72 */
  replyDeadlineHours?: number;
  /** class status; default 10 on create; on update a change follows the transitions */
  status?: ClassStatusValue;
  published?: boolean;
}

export interface CourseVO {
  id: number;
  name: string;
  code: string;
  type: string;
  recruitmentType: string | null;
  description: string;
  coverUrl: string;
  locationId: number | null;
  locationName: string | null;
  teacherIds: number[];
  teachers: CourseTeacherVO[];
  startTime: number;
  endTime: number;
  sessions: CourseSessionVO[];
  signupStartTime: number;
  signupEndTime: number;
  formalStudentQuota: number;
  candidateStudentQuota: number;
  formalVolunteerQuota: number;
  candidateVolunteerQuota: number;
  fee: number;
  needTeacherAudit: boolean;
  replyDeadlineHours: number;
  status: ClassStatusValue;
  /** the status a paused course returns to */
  pausedFrom: ClassStatusValue | null;
  published: boolean;
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
export interface ClientCourseVO {
  id: number;
  name: string;
  code: string;
  type: string;
  recruitmentType: string | null;
  coverUrl: string;
  /** only in `/client/course/get` (empty in pages) */
  description: string;
  locationId: number | null;
  locationName: string | null;
  locationAddress: string | null;
  teachers: CourseTeacherVO[];
  teacherNames: string[];
  startTime: number;
  endTime: number;
  sessions: CourseSessionVO[];
  signupStartTime: number;
  signupEndTime: number;
  formalStudentQuota: number;
  candidateStudentQuota: number;
  formalVolunteerQuota: number;
  candidateVolunteerQuota: number;
  fee: number;
  needTeacherAudit: boolean;
  status: ClassStatusValue;
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
