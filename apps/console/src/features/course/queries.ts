import type {
  ClassStatusValue,
  CourseCodeSeriesSaveReq,
  CourseCodeSeriesVO,
  CourseSaveReq,
  CourseTypeSaveReq,
  CourseTypeVO,
  CourseVO,
  LocationSaveReq,
  LocationVO,
} from '@dha/contracts';
import { ClaimStatus } from '@dha/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryParams } from '../../api/http';
import { toast } from '../../api/toaster';
import { useSession } from '../../auth/session';
import { useCrudList } from '../../ui/useCrudList';
import { isCourseTeacher, isSignupAdmin } from '../signup/shared/staff-actions';
import { claimApi, courseApi, courseCodeApi, courseTypeApi, locationApi } from './api';
import { courseFilterToParams, courseToRequest, emptyCourseFilter } from './manager/course-form';

/**
 * The query keys of the course screens. Each resource has one root that a change to it invalidates
 * (the pages of a list sit under `[...root, 'page', params]`, built by `useCrudList`).
 */
export const courseKeys = {
  courses: ['course', 'course'] as const,
  courseOptions: (teacherId: number | 'all' | undefined) => ['course', 'course', 'options', teacherId] as const,
  types: ['course', 'type'] as const,
  typeOptions: ['course', 'type', 'simple'] as const,
  codes: ['course', 'code'] as const,
  locations: ['course', 'location'] as const,
  locationOptions: ['course', 'location', 'simple'] as const,
  claims: ['course', 'claim'] as const,
  claimCourses: (params: QueryParams) => ['course', 'claim', 'courses', params] as const,
  claimPage: (params: QueryParams) => ['course', 'claim', 'page', params] as const,
};

/** how long the option lists of the selects are kept before they are read again */
const OPTIONS_STALE_MS = 60_000;

// ---- courses ----

/** 课程信息: the filtered course pages and the delete; the course dialog saves by itself. */
export function useCourseList() {
  return useCrudList<CourseVO, CourseSaveReq, ReturnType<typeof emptyCourseFilter>>({
    queryKey: courseKeys.courses,
    filter: emptyCourseFilter(),
    api: { page: courseApi.page, delete: courseApi.delete },
    params: (f, at) => courseFilterToParams(f, at.pageNo, at.pageSize),
  });
}

/** Publishes or unpublishes a course, the rest of it unchanged. */
export function usePublishCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (c: CourseVO) => courseApi.update({ ...courseToRequest(c), published: !c.published }),
    onSuccess: (_r, c) => {
      toast.success(c.published ? '已取消发布' : '已发布');
      void queryClient.invalidateQueries({ queryKey: courseKeys.courses });
    },
  });
}

export function useUpdateCourseStatus(courseId: number | undefined, onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: ClassStatusValue) => courseApi.updateStatus({ id: courseId!, status }),
    onSuccess: () => {
      toast.success('状态已更新');
      void queryClient.invalidateQueries({ queryKey: courseKeys.courses });
      onDone();
    },
  });
}

/**
 * Courses for the selects of the signup screens (first 200 by id, the page limit of the server).
 * A teacher who is not a signup admin is offered their own courses only.
 */
export function useCourseOptions(enabled = true) {
  const session = useSession();
  const teacherOnly = !isSignupAdmin(session) && isCourseTeacher(session);
  return useQuery({
    queryKey: courseKeys.courseOptions(teacherOnly ? session.user?.id : 'all'),
    queryFn: () => courseApi.page({ pageNo: 1, pageSize: 200, teacherId: teacherOnly ? session.user?.id : undefined }),
    select: (page) => page.list.map((c) => ({ id: c.id, name: c.name, code: c.code, status: c.status })),
    enabled,
    staleTime: OPTIONS_STALE_MS,
  });
}

// ---- course types, code series, locations ----

/** 课程类型, searched by name. */
export function useCourseTypeList() {
  return useCrudList<CourseTypeVO, CourseTypeSaveReq, { name: string }>({
    queryKey: courseKeys.types,
    filter: { name: '' },
    api: courseTypeApi,
  });
}

/** Every course type, for selects. */
export function useCourseTypeOptions() {
  return useQuery({ queryKey: courseKeys.typeOptions, queryFn: courseTypeApi.listAllSimple, staleTime: OPTIONS_STALE_MS });
}

/** 课程代码: the code series, filtered by course type. */
export function useCodeSeriesList() {
  return useCrudList<CourseCodeSeriesVO, CourseCodeSeriesSaveReq, { typeId: string }>({
    queryKey: courseKeys.codes,
    filter: { typeId: '' },
    api: courseCodeApi,
  });
}

/** 取号: reserves the next code of a type's series; the series' next number moves on. */
export function useReserveCode(onReserved: (code: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: courseCodeApi.next,
    onSuccess: (r) => {
      onReserved(r.code);
      void queryClient.invalidateQueries({ queryKey: courseKeys.codes });
    },
  });
}

/** 上课地点, searched by name. */
export function useLocationList() {
  return useCrudList<LocationVO, LocationSaveReq, { name: string }>({
    queryKey: courseKeys.locations,
    filter: { name: '' },
    api: locationApi,
  });
}

/** Every location, for selects. */
export function useLocationOptions() {
  return useQuery({ queryKey: courseKeys.locationOptions, queryFn: locationApi.listAllSimple, staleTime: OPTIONS_STALE_MS });
}

// ---- claims ----

/** A claim changes the courses too (a confirmed one gives the course its teacher). */
function useClaimMutation<V>(fn: (v: V) => Promise<unknown>, success: (v: V) => string, onDone?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (_r, v) => {
      toast.success(success(v));
      onDone?.();
      void queryClient.invalidateQueries({ queryKey: courseKeys.claims });
      void queryClient.invalidateQueries({ queryKey: courseKeys.courses });
    },
  });
}

/** The courses without a teacher, open to a claim. */
export function useClaimableCourses(params: QueryParams) {
  return useQuery({
    queryKey: courseKeys.claimCourses(params),
    queryFn: () => claimApi.coursePage(params),
    placeholderData: keepPreviousData,
  });
}

export function useClaimPage(params: QueryParams) {
  return useQuery({
    queryKey: courseKeys.claimPage(params),
    queryFn: () => claimApi.page(params),
    placeholderData: keepPreviousData,
  });
}

export function useClaimCourse(onDone: () => void) {
  return useClaimMutation(
    (courseId: number) => claimApi.create(courseId),
    () => '已提交认领，等待管理员确认',
    onDone,
  );
}

export function useDecideClaim() {
  return useClaimMutation(
    ({ id, status }: { id: number; status: number }) => claimApi.updateStatus(id, status),
    (v) => (v.status === ClaimStatus.DONE ? '已确认认领' : '已忽略'),
  );
}
