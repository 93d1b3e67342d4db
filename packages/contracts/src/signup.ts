// Wire shapes of the signup calls (request and response DTO types shared with the console).
import type { OfferTypeValue, ParticipantKindValue, SignupStatusValue } from './enums';
import { SignupStatus } from './enums';
import type { CourseSeatsLeft } from './course';
import type { SignupPaymentVO } from './pay';

/** Chinese labels of the application status (spec §3). */
export const SignupStatusLabels: Record<SignupStatusValue, string> = {
  [SignupStatus.INIT]: '初始化',
  [SignupStatus.WAIT_AUDIT]: '待审核',
  [SignupStatus.WAIT_TEACHER_AUDIT]: '待老师审核',
  [SignupStatus.WAIT_STUDENT_AUDIT]: '待学员回复',
  [SignupStatus.FORMAL_ACCEPT]: '正式录取',
  [SignupStatus.CANDIDATE_ACCEPT]: '候补录取',
  [SignupStatus.UNACCEPTED]: '未录取',
  [SignupStatus.CANCELLED]: '已取消',
  [SignupStatus.FINISHED]: '已完成',
};
export const OfferTypeLabels: Record<OfferTypeValue, string> = { 0: '正式', 1: '候补' };
export const ParticipantKindLabels: Record<ParticipantKindValue, string> = { 0: '学员', 1: '服务' };

/** Actions of the state machine (architecture §3), as recorded in the history and the events. */
export type SignupAction =
  'submit' | 'pass' | 'reject' | 'approve' | 'confirm' | 'decline' | 'expire' | 'promote' | 'complete' | 'withdraw' | 'cancel';

/** What an applicant may do on one of their signups (client/my-page `allowedActions`). */
export type ApplicantAction = 'confirm' | 'decline' | 'withdraw';

/** Staff review actions: PASS (reviewer), REJECT (reviewer or teacher), APPROVE with an offer (teacher). */
export type ReviewAction = 'PASS' | 'REJECT' | 'APPROVE';
export type OfferName = 'FORMAL' | 'CANDIDATE';

export interface SignupCreateReq {
  courseId: number;
  participantKind: ParticipantKindValue;
  /** value of dict `signup_identity` */
  identity: string;
  remark?: string;
}

export interface SignupCreateForReq extends SignupCreateReq {
  userId: number;
}

/** confirm / decline / withdraw / cancel */
export interface SignupVersionReq {
  id: number;
  version: number;
  remark?: string;
}

export interface SignupReviewReq {
  id: number;
  version: number;
  action: ReviewAction;
  /** required for APPROVE; for PASS on a course without teacher review (default FORMAL) */
  offer?: OfferName;
  remark?: string;
}

export interface SignupBatchReviewReq {
  ids: Array<{ id: number; version: number }>;
  action: ReviewAction;
  offer?: OfferName;
  remark?: string;
}

/** One answer of a batch call: done, or the error code and message why not. */
export interface SignupBatchItemResult {
  id: number;
  ok: boolean;
  code: number;
  msg: string;
}

export interface SignupCompleteReq {
  courseId: number;
  ids: number[];
}

/** Staff page filters (GET query). `submittedTime[0]`/`[1]` are epoch ms. */
export interface SignupPageReq {
  pageNo: number;
  pageSize: number;
  courseId?: number;
  status?: SignupStatusValue;
  participantKind?: ParticipantKindValue;
  identity?: string;
  /** applicant name or username (contains), or mobile (contains; the whole number for callers who see it masked) */
  keyword?: string;
  submittedTime?: [number, number];
}

export interface SignupRespVO {
  id: number;
  courseId: number;
  courseName: string;
  userId: number;
  username: string;
  realName: string | null;
  /** whole for the signup-rep roles (admins, signup_admin); masked (`139****5678`) for teachers */
  mobile: string | null;
  participantKind: ParticipantKindValue;
  identity: string;
  remark: string | null;
  status: SignupStatusValue;
  offerType: OfferTypeValue | null;
  priority: number;
  /** epoch ms */
  submittedAt: number | null;
  offerDeadline: number | null;
  version: number;
  createTime: number;
  updateTime: number;
  createdBy: number | null;
  /** the course fee's payment and refund state; null when the signup has no pay order */
  payment: SignupPaymentVO | null;
}

export interface SignupHistoryVO {
  id: number;
  fromStatus: SignupStatusValue;
  toStatus: SignupStatusValue;
  action: SignupAction;
  operatorId: number | null;
  operatorName: string | null;
  remark: string | null;
  createTime: number;
}

export interface SignupDetailVO extends SignupRespVO {
  history: SignupHistoryVO[];
}

/** The applicant's own signups, with course facts and what they may do now. */
export interface MySignupVO {
  id: number;
  courseId: number;
  courseName: string;
  courseCode: string;
  startTime: number | null;
  endTime: number | null;
  participantKind: ParticipantKindValue;
  identity: string;
  remark: string | null;
  status: SignupStatusValue;
  offerType: OfferTypeValue | null;
  offerDeadline: number | null;
  submittedAt: number | null;
  version: number;
  allowedActions: ApplicantAction[];
  /** the course fee in cents (0 = free); a formal offer with a fee is confirmed by paying it (volunteers pay nothing) */
  fee: number;
  /** whether confirming opens the pay step (a formal offer of a student on a course with a fee) */
  confirmByPaying: boolean;
  /** the fee's payment and refund state; null when not asked to pay yet */
  payment: SignupPaymentVO | null;
}

export type MyCourseVO = MySignupVO;

export interface SeatCountVO {
  participantKind: ParticipantKindValue;
  offerType: OfferTypeValue;
  quota: number;
  held: number;
  left: number;
}

/** Seats left for one course (public, for the course list). */
export interface CourseSeatsVO extends CourseSeatsLeft {
  courseId: number;
}

export interface SignupStatsVO {
  courseId: number;
  courseName: string;
  total: number;
  /** status value → count */
  byStatus: Record<string, number>;
  /** participant kind → status value → count */
  byKind: Record<string, Record<string, number>>;
  seats: SeatCountVO[];
}

/** Days of the staff dashboard's signups-per-day chart: default and most. */
export const DASHBOARD_DAYS_DEFAULT = 14;
export const DASHBOARD_DAYS_MAX = 90;

/** A course on the staff home: its class status and the signups waiting at each review stage. */
export interface DashboardCourseVO {
  id: number;
  name: string;
  /** class status (spec §3) */
  status: number;
  /** the caller teaches it */
  teaching: boolean;
  waitAudit: number;
  waitTeacherAudit: number;
}

/** `GET /signup/signup/dashboard`: the staff home, over the courses the caller may see (the review list's scope). */
export interface StaffDashboardVO {
  days: number;
  /** open signups per review stage: WAIT_AUDIT 10 and WAIT_TEACHER_AUDIT 20 → count */
  waiting: Record<string, number>;
  /** signups submitted per day, oldest first, one entry per day of the window (`YYYY-MM-DD`, server time zone) */
  perDay: Array<{ date: string; count: number }>;
  /** courses per class status (10/11/12/20/40) → count */
  coursesByStatus: Record<string, number>;
  /** the courses the caller teaches, then those with the most signups waiting (at most 20) */
  courses: DashboardCourseVO[];
}
