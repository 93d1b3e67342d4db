import type {
  ApplicantAction,
  CourseSeatsVO,
  MySignupVO,
  PageResult,
  PublicConfig,
  UpdateMobileReq,
  UpdateMyProfileReq,
} from '@dha/contracts';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../api/http';
import { notifyKeys } from '../notify/keys';
import { CLIENT_PAGE_SIZE, clientApi, SEATS_REFRESH_MS } from './api';
import { holdsPlace } from './shared/signup-actions';

type CourseFilter = { type?: string; keyword?: string };

/** The query keys of the client area: one place, so live updates and invalidation agree. */
export const clientKeys = {
  /** everything of the signed-in visitor: dropped at logout */
  all: ['client'] as const,
  /** every course list (the list by filter and the sign-up choice) */
  coursesAll: ['client', 'courses'] as const,
  courses: (filter: CourseFilter) => ['client', 'courses', filter] as const,
  courseChoice: ['client', 'courses', 'choice'] as const,
  course: (id: number) => ['client', 'course', id] as const,
  seats: (ids: readonly number[]) => ['client', 'seats', [...ids]] as const,
  seatsAll: ['client', 'seats'] as const,
  mySignups: ['client', 'my-signups'] as const,
  /** my signups for one course: under `mySignups`, so whatever refreshes or moves those moves these */
  courseSignups: (courseId: number) => ['client', 'my-signups', 'course', courseId] as const,
  myCourses: ['client', 'my-courses'] as const,
  profile: ['client', 'profile'] as const,
  locations: ['client', 'locations'] as const,
  /** GET /infra/config/public: the same cache entry as config/org.ts (org name) */
  publicConfig: ['infra-config', 'public'] as const,
};

/** pageParam for `useInfiniteQuery` over `{list,total}` pages. */
function nextPageParam<T>(last: PageResult<T>, all: PageResult<T>[]): number | undefined {
  const loaded = all.reduce((n, p) => n + (p.list?.length ?? 0), 0);
  return loaded < (last.total ?? 0) && (last.list?.length ?? 0) > 0 ? all.length + 1 : undefined;
}

/** A "load more" list: the infinite query, its rows so far and the total. */
function useClientList<T>(queryKey: QueryKey, fetchPage: (pageNo: number, signal: AbortSignal) => Promise<PageResult<T>>) {
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });
  const items = useMemo(() => query.data?.pages.flatMap((p) => p.list ?? []) ?? [], [query.data]);
  const total = query.data?.pages[query.data.pages.length - 1]?.total ?? 0;
  return { query, items, total };
}

export type ClientList<T> = ReturnType<typeof useClientList<T>>;

/** Published courses by type and keyword. */
export function useClientCourses(filter: CourseFilter) {
  return useClientList(clientKeys.courses(filter), (pageNo, signal) =>
    clientApi.coursePage({ pageNo, pageSize: CLIENT_PAGE_SIZE, ...filter }, signal),
  );
}

/** My signups, newest first. */
export function useMySignups() {
  return useClientList(clientKeys.mySignups, clientApi.mySignups);
}

/** The courses I was accepted for (formal or waiting list) and finished. */
export function useMyCourses() {
  return useClientList(clientKeys.myCourses, clientApi.myCourses);
}

/** The first 100 courses, for choosing one to sign up for. */
export function useCourseChoice() {
  return useQuery({
    queryKey: clientKeys.courseChoice,
    queryFn: ({ signal }) => clientApi.coursePage({ pageNo: 1, pageSize: 100 }, signal),
  });
}

export function useClientCourse(courseId: number) {
  return useQuery({ queryKey: clientKeys.course(courseId), queryFn: ({ signal }) => clientApi.course(courseId, signal) });
}

/**
 * My signup for a course (signed in only): `current` still holds my place (I cannot sign up again),
 * `ended` is the latest one that was rejected or cancelled (I may sign up again).
 */
export function useMyCourseSignup(courseId: number, enabled: boolean) {
  const query = useQuery({
    queryKey: clientKeys.courseSignups(courseId),
    queryFn: ({ signal }) => clientApi.myCourseSignups(courseId, signal),
    enabled,
  });
  const list = query.data?.list ?? [];
  return { query, current: list.find(holdsPlace) ?? null, ended: list.find((s) => !holdsPlace(s)) ?? null };
}

/** Seats left for the given courses, refreshed every 30 s (and whenever `clientKeys.seatsAll` is invalidated). */
export function useSeats(ids: readonly number[]): { byId: Map<number, CourseSeatsVO>; fetching: boolean } {
  const { data, isFetching } = useQuery({
    queryKey: clientKeys.seats(ids),
    queryFn: ({ signal }) => clientApi.seats(ids, signal),
    enabled: ids.length > 0,
    refetchInterval: SEATS_REFRESH_MS,
    staleTime: 0,
    placeholderData: (prev) => prev,
  });
  const byId = useMemo(() => new Map((data ?? []).map((s) => [s.courseId, s])), [data]);
  return { byId, fetching: isFetching };
}

/** The centres with their traffic directions. */
export function useLocations() {
  return useQuery({ queryKey: clientKeys.locations, queryFn: ({ signal }) => clientApi.locations(signal), staleTime: 5 * 60_000 });
}

/** The public config with its errors (the about page shows them; config/org.ts swallows them). */
export function usePublicConfigQuery() {
  return useQuery({
    queryKey: clientKeys.publicConfig,
    queryFn: () => api.get<PublicConfig>('/infra/config/public', undefined, { quiet: true }),
    staleTime: 10 * 60_000,
    retry: false,
  });
}

export function useProfile() {
  return useQuery({ queryKey: clientKeys.profile, queryFn: ({ signal }) => clientApi.profile(signal) });
}

/** Saves my profile; every view of it is read again. */
export function useSaveProfile(on: { success: () => void; error: (err: Error) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateMyProfileReq) => clientApi.updateProfile(body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: clientKeys.profile });
      on.success();
    },
    onError: on.error,
  });
}

/** Changes my stored mobile with the code texted to the new number; the profile is read again. */
export function useChangeMobile(on: { error: (err: Error) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (req: UpdateMobileReq) => clientApi.updateMobile(req),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: clientKeys.profile }),
    onError: on.error,
  });
}

/**
 * Signs me up for a course. A success moves the seats, my signups and the course lists; a refusal
 * the form shows (`error` answers true) re-reads the seats and my signups for the course.
 */
export function useCreateSignup(on: { success: () => void; error: (err: Error) => boolean }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clientApi.createSignup,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: clientKeys.seatsAll });
      void queryClient.invalidateQueries({ queryKey: clientKeys.mySignups });
      void queryClient.invalidateQueries({ queryKey: clientKeys.coursesAll });
      on.success();
    },
    onError: (err, req) => {
      if (!on.error(err)) return;
      void queryClient.invalidateQueries({ queryKey: clientKeys.seatsAll });
      // refused as a second signup: the page then shows the one I have
      void queryClient.invalidateQueries({ queryKey: clientKeys.courseSignups(req.courseId) });
    },
  });
}

/** My answer to an offer (confirm / decline) or my withdrawal; afterwards my lists and the seats are read again. */
export function useRespondToSignup(on: { success: (action: ApplicantAction, result: boolean | number) => void; settled: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ signup, action }: { signup: MySignupVO; action: ApplicantAction }) =>
      clientApi.respond(action, signup.id, signup.version),
    onSuccess: (result, { action }) => on.success(action, result),
    onSettled: () => {
      on.settled();
      void queryClient.invalidateQueries({ queryKey: clientKeys.mySignups });
      void queryClient.invalidateQueries({ queryKey: clientKeys.myCourses });
      void queryClient.invalidateQueries({ queryKey: clientKeys.seatsAll });
    },
  });
}

/** After the pay step: my signups and courses are read again (the payment changed them). */
export function useRefreshAfterPayment() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: clientKeys.mySignups });
    void queryClient.invalidateQueries({ queryKey: clientKeys.myCourses });
  };
}

/** At logout: the next user of this tab must see nothing of this one's (client data, unread messages). */
export function useForgetVisitor() {
  const queryClient = useQueryClient();
  return () => {
    queryClient.removeQueries({ queryKey: clientKeys.all });
    queryClient.removeQueries({ queryKey: notifyKeys.messages });
  };
}
