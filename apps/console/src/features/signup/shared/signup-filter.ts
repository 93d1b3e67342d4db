import { SignupStatus } from '@dha/contracts';
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

/** The review queue opens on 待审核. */
export const reviewDefaultFilter = (): SignupFilterValues => emptySignupFilter({ status: String(SignupStatus.WAIT_AUDIT) });

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
