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
} from '@dha/contracts';
import { api } from '../../../api/http';
import { actionUrl } from './signup-actions';

/** Business code of "complete your profile first" (modules/signup signup.errors.ts PROFILE_INCOMPLETE). */
export const PROFILE_INCOMPLETE_CODE = 1_031_000_001;
/** Page size of the client lists ("load more"). */
export const CLIENT_PAGE_SIZE = 10;
/** The seats endpoint takes at most 100 ids. */
export const SEATS_BATCH = 100;
export const SEATS_REFRESH_MS = 30_000;

/** react-query keys of the client area (invalidate by prefix). */
export const clientKeys = {
  courses: (filter: { type?: string; keyword?: string }) => ['client', 'courses', filter] as const,
  course: (id: number) => ['client', 'course', id] as const,
  seats: (ids: readonly number[]) => ['client', 'seats', [...ids]] as const,
  seatsAll: ['client', 'seats'] as const,
  mySignups: ['client', 'my-signups'] as const,
  myCourses: ['client', 'my-courses'] as const,
  profile: ['client', 'profile'] as const,
  locations: ['client', 'locations'] as const,
};

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
  respond: (action: ApplicantAction, id: number, version: number) => api.post<boolean>(actionUrl(action), { id, version }),
  myCourses: (pageNo: number, signal?: AbortSignal) =>
    api.get<PageResult<MyCourseVO>>('/client/course/my-page', { pageNo, pageSize: CLIENT_PAGE_SIZE }, { signal }),
  profile: (signal?: AbortSignal) => api.get<MyProfileInfo>('/system/user/getMyProfileInfo', undefined, { signal }),
  updateProfile: (body: ProfileFields) => api.put<boolean>('/system/user/updateMyProfileInfo', body),
  locations: (signal?: AbortSignal) => api.get<LocationVO[]>('/client/location/list', undefined, { signal }),
};

/** pageParam for `useInfiniteQuery` over `{list,total}` pages. */
export function nextPageParam<T>(last: PageResult<T>, all: PageResult<T>[]): number | undefined {
  const loaded = all.reduce((n, p) => n + (p.list?.length ?? 0), 0);
  return loaded < (last.total ?? 0) && (last.list?.length ?? 0) > 0 ? all.length + 1 : undefined;
}
