// Wire shapes of the notify calls and of the live channel (Socket.IO), shared by server and console.
import type { OfferTypeValue, SignupStatusValue } from './enums';

/** 1 member (visitor), 2 admin: the upstream platform's user types; our messages are all userType 2. */
export const NotifyUserType = { MEMBER: 1, ADMIN: 2 } as const;

/** Dictionary system_notify_template_type. */
export const NotifyTemplateType = { NOTICE: 1, SYSTEM: 2 } as const;
export type NotifyTemplateTypeValue = (typeof NotifyTemplateType)[keyof typeof NotifyTemplateType];

/** A message of `/system/notify-message/*` (contract §5). Dates are epoch ms. */
export interface NotifyMessageVO {
  id: number;
  userId: number;
  userType: number;
  templateId: number;
  templateCode: string;
  templateNickname: string;
  templateContent: string;
  templateType: number;
  templateParams: Record<string, unknown>;
  readStatus: boolean;
  readTime: number | null;
  createTime: number;
}

/** A template of `/system/notify-template/*`. */
export interface NotifyTemplateVO {
  id: number;
  name: string;
  code: string;
  type: number;
  nickname: string;
  content: string;
  /** placeholder names parsed from content (`{name}`) */
  params: string[];
  status: number;
  remark: string | null;
  createTime: number;
}

export interface NotifyTemplateSaveReq {
  id?: number;
  name: string;
  code: string;
  type: number;
  nickname: string;
  content: string;
  status: number;
  remark?: string | null;
}

/** `/system/notify-template/simple-list`. */
export interface NotifyTemplateSimpleVO {
  id: number;
  name: string;
  code: string;
}

/** Codes of the seeded templates (the notify module renders them; other modules may name them, e.g. reminders). */
export const NotifyTemplateCode = {
  SIGNUP_SUBMITTED: 'signup-submitted',
  SIGNUP_PASSED: 'signup-passed',
  SIGNUP_OFFER_FORMAL: 'signup-offer-formal',
  SIGNUP_OFFER_CANDIDATE: 'signup-offer-candidate',
  SIGNUP_ACCEPTED_FORMAL: 'signup-accepted-formal',
  SIGNUP_ACCEPTED_CANDIDATE: 'signup-accepted-candidate',
  SIGNUP_PROMOTED: 'signup-promoted',
  SIGNUP_REJECTED: 'signup-rejected',
  SIGNUP_DECLINED: 'signup-declined',
  SIGNUP_OFFER_EXPIRED: 'signup-offer-expired',
  SIGNUP_CANCELLED: 'signup-cancelled',
  SIGNUP_WITHDRAWN: 'signup-withdrawn',
  SIGNUP_FINISHED: 'signup-finished',
  /** to the course's teachers: a signup waits for their audit */
  TEACHER_AUDIT_REQUEST: 'signup-teacher-audit',
  /** to reviewers: a new signup waits for review */
  REVIEW_NEW_SIGNUP: 'signup-review-new',
  /** to reviewers: an applicant withdrew */
  REVIEW_WITHDRAWN: 'signup-review-withdrawn',
  /** params {courseName, deadline} */
  OFFER_REMINDER: 'signup-offer-reminder',
  COURSE_TIME_CHANGED: 'course-time-changed',
  COURSE_PLACE_CHANGED: 'course-place-changed',
  COURSE_STATUS_CHANGED: 'course-status-changed',
  COURSE_PAUSED: 'course-paused',
} as const;
export type NotifyTemplateCodeValue = (typeof NotifyTemplateCode)[keyof typeof NotifyTemplateCode];

export interface NotifySendReq {
  userId: number;
  userType: number;
  templateCode: string;
  templateParams?: Record<string, unknown>;
}

/** Kinds of message a user may also receive by mail (profile opt-in, per kind). */
export const NotifyMailKind = {
  /** status changes of one's own signups */
  SIGNUP_STATUS: 'signup-status',
  /** reply-deadline reminders of offers */
  OFFER_REMINDER: 'offer-reminder',
  /** reviewer and teacher alerts (new signups, teacher audit requests) */
  REVIEW_ALERT: 'review-alert',
  /** changes of courses one takes part in */
  COURSE_CHANGE: 'course-change',
} as const;
export type NotifyMailKindValue = (typeof NotifyMailKind)[keyof typeof NotifyMailKind];

// ---- live channel (Socket.IO on the API port, path /socket.io) ----

/** `notify`: a new message for the connected user, with their unread count after it. */
export interface LiveNotifyEvent {
  message: NotifyMessageVO;
  unreadCount: number;
}

/** `signup.changed`: a signup moved; to the course's reviewers and to the applicant. */
export interface LiveSignupChangedEvent {
  id: number;
  courseId: number;
  userId: number;
  from: SignupStatusValue;
  to: SignupStatusValue;
  offerType: OfferTypeValue | null;
  /** the signup's version after the change: a client ignores an event older than what it holds */
  version: number;
  /** epoch ms of the commit */
  at: number;
}

/** `course.places`: places held and left per participant kind and offer, to everyone watching the course. */
export interface LiveCoursePlacesEvent {
  courseId: number;
  formalStudentLeft: number;
  candidateStudentLeft: number;
  formalVolunteerLeft: number;
  candidateVolunteerLeft: number;
}

/** `session`: the answer to the handshake. Anonymous sockets may only watch courses. */
export interface LiveSessionEvent {
  authenticated: boolean;
  userId?: number;
}

/**
 * `dict.changed` / `config.changed`: an admin changed the dictionaries or the configuration (shared
 * by every tenant), to every socket; no values: a console reloads what it shows.
 */
export interface LiveReferenceDataChangedEvent {
  /** epoch ms of the commit */
  at: number;
}

/** Events the server sends. */
export interface LiveServerEvents {
  session: (state: LiveSessionEvent) => void;
  notify: (event: LiveNotifyEvent) => void;
  'signup.changed': (event: LiveSignupChangedEvent) => void;
  'course.places': (event: LiveCoursePlacesEvent) => void;
  'dict.changed': (event: LiveReferenceDataChangedEvent) => void;
  'config.changed': (event: LiveReferenceDataChangedEvent) => void;
}

/** Events a browser sends: start or stop watching a course's places (client course pages). */
export interface LiveClientEvents {
  'course.watch': (courseId: number) => void;
  'course.unwatch': (courseId: number) => void;
}

/** Socket.IO room names, one place for the server and the tests. */
export const LiveRooms = {
  user: (userId: number): string => `user:${userId}`,
  tenant: (tenantId: number): string => `tenant:${tenantId}`,
  /** every reviewer of a tenant whose data scope covers all its courses */
  tenantReviewers: (tenantId: number): string => `reviewers:${tenantId}`,
  /** the reviewers of one course (its teachers, and reviewers whose scope covers it) */
  courseReviewers: (courseId: number): string => `course-reviewers:${courseId}`,
  /** anyone viewing a course page (anonymous visitors included) */
  courseViewers: (courseId: number): string => `course:${courseId}`,
  /** one access token's sockets: dropped when that session ends */
  session: (sessionKey: string): string => `session:${sessionKey}`,
} as const;
