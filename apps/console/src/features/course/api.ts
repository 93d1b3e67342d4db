import type {
  CourseClaimVO,
  CourseCodeNextResp,
  CourseCodeSeriesSaveReq,
  CourseCodeSeriesVO,
  CourseSaveReq,
  CourseTypeSaveReq,
  CourseTypeVO,
  CourseUpdateStatusReq,
  CourseVO,
  LocationSaveReq,
  LocationSimpleVO,
  LocationVO,
  PageResult,
} from '@dha/contracts';
import { api, type QueryParams } from '../../api/http';

/** The calls of the course screens (modules/course controllers). */
export const courseApi = {
  page: (params: QueryParams) => api.get<PageResult<CourseVO>>('/course/course/page', params),
  get: (id: number) => api.get<CourseVO>('/course/course/get', { id }),
  create: (body: CourseSaveReq) => api.post<number>('/course/course/create', body),
  update: (body: CourseSaveReq & { id: number }) => api.put<boolean>('/course/course/update', body),
  updateStatus: (body: CourseUpdateStatusReq) => api.put<boolean>('/course/course/update-status', body),
  delete: (id: number) => api.delete<boolean>('/course/course/delete', { id }),
};

export const courseTypeApi = {
  page: (params: QueryParams) => api.get<PageResult<CourseTypeVO>>('/course/type/page', params),
  listAllSimple: () => api.get<CourseTypeVO[]>('/course/type/list-all-simple'),
  create: (body: CourseTypeSaveReq) => api.post<number>('/course/type/create', body),
  update: (body: CourseTypeSaveReq) => api.put<boolean>('/course/type/update', body),
  delete: (id: number) => api.delete<boolean>('/course/type/delete', { id }),
};

export const courseCodeApi = {
  page: (params: QueryParams) => api.get<PageResult<CourseCodeSeriesVO>>('/course/code/page', params),
  create: (body: CourseCodeSeriesSaveReq) => api.post<number>('/course/code/create', body),
  update: (body: CourseCodeSeriesSaveReq) => api.put<boolean>('/course/code/update', body),
  delete: (id: number) => api.delete<boolean>('/course/code/delete', { id }),
  /** reserves the next code of the type's series (never handed out twice) */
  next: (typeId: number) => api.post<CourseCodeNextResp>('/course/code/next', undefined, { typeId }),
};

export const locationApi = {
  page: (params: QueryParams) => api.get<PageResult<LocationVO>>('/course/location/page', params),
  listAllSimple: () => api.get<LocationSimpleVO[]>('/course/location/list-all-simple'),
  create: (body: LocationSaveReq) => api.post<number>('/course/location/create', body),
  update: (body: LocationSaveReq) => api.put<boolean>('/course/location/update', body),
  delete: (id: number) => api.delete<boolean>('/course/location/delete', { id }),
};

export const claimApi = {
  page: (params: QueryParams) => api.get<PageResult<CourseClaimVO>>('/course/claim/page', params),
  coursePage: (params: QueryParams) => api.get<PageResult<CourseVO>>('/course/claim/course-page', params),
  create: (courseId: number) => api.post<number>('/course/claim/create', { courseId }),
  updateStatus: (id: number, status: number) => api.put<boolean>('/course/claim/update-status', { id, status }),
};
