import { SignupStatus, type SignupStatusValue } from '@dha/contracts';
import { isCourseTeacher, isSignupAdmin } from './staff-actions';
import type { QueryParams } from '../../../api/http';
import { dateRangeToMs } from '../../../ui/format';

/** The staff signup filters (review queue, query, manager), as the inputs hold them. */
export interface SignupFilterValues {
  courseId: string;
  status: string;
  participantKind: string;
  identity: string;
  keyword: string;
  /** `YYYY-MM-DD` of the submitted-time range */
  submittedFrom: string;
  submittedTo: string;
}

export const emptySignupFilter = (over: Partial<SignupFilterValues> = {}): SignupFilterValues => ({
  courseId: '',
  status: '',
  participantKind: '',
  identity: '',
  keyword: '',
  submittedFrom: '',
  submittedTo: '',
  ...over,
});

/**
 * The review stage that waits for this user's action: 待老师审核 for a course teacher, 待审核 for
 * the signup admins (and super admin, who act on every course, teachers' stage included).
 */
export function reviewStageOf(roles: readonly string[]): SignupStatusValue {
  const user = { roles, permissions: [] };
  if (!isSignupAdmin(user) && isCourseTeacher(user)) return SignupStatus.WAIT_TEACHER_AUDIT;
  return SignupStatus.WAIT_AUDIT;
}

/** The review queue opens on the caller's own stage (待审核 when no roles are given). */
export const reviewDefaultFilter = (roles: readonly string[] = []): SignupFilterValues =>
  emptySignupFilter({ status: String(reviewStageOf(roles)) });

/**
 * Filters → GET params of `/signup/signup/page` and `/export-excel` (without paging). The submitted
 * range goes as `submittedTime[0]` / `submittedTime[1]` epoch ms (begin 00:00:00, end 23:59:59).
 */
export function signupFilterToParams(f: SignupFilterValues): QueryParams {
  const [from, to] = dateRangeToMs(f.submittedFrom, f.submittedTo);
  const int = (v: string) => (v === '' ? undefined : Number(v));
  return {
    courseId: int(f.courseId),
    status: int(f.status),
    participantKind: int(f.participantKind),
    identity: f.identity || undefined,
    keyword: f.keyword.trim() || undefined,
    'submittedTime[0]': from,
    'submittedTime[1]': to,
  };
}

export function signupPageParams(f: SignupFilterValues, pageNo: number, pageSize: number): QueryParams {
  return { pageNo, pageSize, ...signupFilterToParams(f) };
}
