import type {
  ApplicantAction,
  ClientCoursePageReq,
  ClientCourseVO,
  CourseSeatsVO,
  LocationVO,
  MyCourseVO,
  MyProfileInfo,
  MySignupVO,
  PageResult,
  ProfileFields,
  SignupCreateReq,
  UpdateMobileReq,
} from '@dha/contracts';
import { PAGE_SIZE_MAX } from '@dha/contracts';
import { api } from '../../api/http';
import { actionUrl } from './shared/signup-actions';

/** Business code of "complete your profile first" (modules/signup signup.errors.ts PROFILE_INCOMPLETE). */
export const PROFILE_INCOMPLETE_CODE = 1_031_000_001;
/** Page size of the client lists ("load more"). */
export const CLIENT_PAGE_SIZE = 10;
/** The seats endpoint takes at most 100 ids. */
export const SEATS_BATCH = 100;
export const SEATS_REFRESH_MS = 30_000;

/** The calls of the client area (modules/course and modules/signup client controllers, the profile). */
export const clientApi = {
  coursePage: (req: ClientCoursePageReq, signal?: AbortSignal) =>
    api.get<PageResult<ClientCourseVO>>('/client/course/page', { ...req }, { signal }),
  course: (id: number, signal?: AbortSignal) => api.get<ClientCourseVO>('/client/course/get', { id }, { signal }),
  /** Seats left for many courses (batched by 100). */
  async seats(ids: readonly number[], signal?: AbortSignal): Promise<CourseSeatsVO[]> {
    const out: CourseSeatsVO[] = [];
    for (let i = 0; i < ids.length; i += SEATS_BATCH) {
      const batch = ids.slice(i, i + SEATS_BATCH);
      out.push(...((await api.get<CourseSeatsVO[]>('/client/course/seats', { ids: batch.join(',') }, { signal })) ?? []));
    }
    return out;
  },
  createSignup: (req: SignupCreateReq) => api.post<number>('/client/signup/create', req),
  mySignups: (pageNo: number, signal?: AbortSignal) =>
    api.get<PageResult<MySignupVO>>('/client/signup/my-page', { pageNo, pageSize: CLIENT_PAGE_SIZE }, { signal }),
  /**
   * My signups for one course, newest first. The server has no per-course call for visitors: my
   * signups are read through at the largest page size (a person has few) and kept for this course.
   */
  async myCourseSignups(courseId: number, signal?: AbortSignal): Promise<PageResult<MySignupVO>> {
    const list: MySignupVO[] = [];
    for (let pageNo = 1, read = 0; ; pageNo++) {
      const page = await api.get<PageResult<MySignupVO>>('/client/signup/my-page', { pageNo, pageSize: PAGE_SIZE_MAX }, { signal });
      const rows = page?.list ?? [];
      list.push(...rows.filter((s) => s.courseId === courseId));
      read += rows.length;
      if (!rows.length || read >= (page?.total ?? 0)) return { list, total: list.length };
    }
  },
  /** true; confirming a formal offer with a fee answers the id of the pay order that confirms it */
  respond: (action: ApplicantAction, id: number, version: number) => api.post<boolean | number>(actionUrl(action), { id, version }),
  myCourses: (pageNo: number, signal?: AbortSignal) =>
    api.get<PageResult<MyCourseVO>>('/client/course/my-page', { pageNo, pageSize: CLIENT_PAGE_SIZE }, { signal }),
  profile: (signal?: AbortSignal) => api.get<MyProfileInfo>('/system/user/getMyProfileInfo', undefined, { signal }),
  updateProfile: (body: ProfileFields) => api.put<boolean>('/system/user/updateMyProfileInfo', body),
  /** A changed mobile, with the code of scene 24 texted to it (the profile update refuses a changed one). */
  updateMobile: (req: UpdateMobileReq) => api.put<boolean>('/system/user/profile/update-mobile', req),
  locations: (signal?: AbortSignal) => api.get<LocationVO[]>('/client/location/list', undefined, { signal }),
};
