import type {
  PageResult,
  SignupBatchItemResult,
  SignupBatchReviewReq,
  SignupCompleteReq,
  SignupCreateForReq,
  SignupDetailVO,
  SignupRespVO,
  SignupReviewReq,
  SignupStatsVO,
  SignupVersionReq,
} from '@dha/contracts';
import { api, type QueryParams } from '../../api/http';

/** The calls of the staff signup screens (modules/signup controllers). */
export const signupApi = {
  page: (params: QueryParams) => api.get<PageResult<SignupRespVO>>('/signup/signup/page', params),
  get: (id: number) => api.get<SignupDetailVO>('/signup/signup/get', { id }),
  review: (body: SignupReviewReq) => api.post<boolean>('/signup/signup/review', body),
  batchReview: (body: SignupBatchReviewReq) => api.post<SignupBatchItemResult[]>('/signup/signup/batch-review', body),
  cancel: (body: SignupVersionReq) => api.post<boolean>('/signup/signup/cancel', body),
  createFor: (body: SignupCreateForReq) => api.post<number>('/signup/signup/create-for', body),
  stats: (courseId: number) => api.get<SignupStatsVO>('/signup/signup/stats', { courseId }),
  complete: (body: SignupCompleteReq) => api.post<SignupBatchItemResult[]>('/signup/signup/complete', body),
  exportExcel: (params: QueryParams) => api.download('/signup/signup/export-excel', params),
};
