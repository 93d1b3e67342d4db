import type { OfferName, PageResult, SignupBatchItemResult, SignupCreateForReq, SignupRespVO } from '@dha/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { saveBlob } from '../../api/http';
import { useLiveEvent } from '../live';
import { formatDateTime } from '../../ui/format';
import { signupApi } from './api';
import { signupFilterToParams, signupPageParams, type SignupFilterValues } from './shared/signup-filter';
import type { StaffAction } from './shared/staff-actions';

/** The staff signup lists (review queue, signup board, course record, query, completion). */
export type StaffSignupList = 'review' | 'manager' | 'record' | 'query' | 'completereg';

/** The query keys of the staff signup screens: one place, so live updates and invalidation agree. */
export const signupKeys = {
  /** everything about signups: invalidated after any staff action */
  all: ['signup'] as const,
  /** every paged staff signup list: the live updates patch them all */
  pages: ['signup', 'page'] as const,
  page: (list: StaffSignupList, filter: SignupFilterValues, pageNo: number, pageSize: number) =>
    ['signup', 'page', list, filter, pageNo, pageSize] as const,
  /** counts and seats of one course (the signup record board) */
  stats: (courseId: number) => ['signup', 'stats', courseId] as const,
  detail: (id: number) => ['signup', 'detail', id] as const,
};

/** A poll that stops after an error (403 / not found) instead of toasting it every period. */
const pollUntilError =
  (ms: number) =>
  (q: { state: { status: string } }): number | false =>
    q.state.status === 'error' ? false : ms;

/** One page of a staff signup list; the previous page stays on screen while the next loads. */
export function useSignupPage(
  list: StaffSignupList,
  paging: { filter: SignupFilterValues; pageNo: number; pageSize: number },
  opts: { enabled?: boolean; refreshMs?: number } = {},
) {
  const { filter, pageNo, pageSize } = paging;
  return useQuery({
    queryKey: signupKeys.page(list, filter, pageNo, pageSize),
    queryFn: () => signupApi.page(signupPageParams(filter, pageNo, pageSize)),
    enabled: opts.enabled,
    refetchInterval: opts.refreshMs ? pollUntilError(opts.refreshMs) : undefined,
    placeholderData: keepPreviousData,
  });
}

/** Counts per status and kind and the seats of a course; with `refreshMs`, always fresh and polled. */
export function useSignupStats(courseId: number, opts: { refreshMs?: number } = {}) {
  return useQuery({
    queryKey: signupKeys.stats(courseId),
    queryFn: () => signupApi.stats(courseId),
    enabled: courseId > 0,
    ...(opts.refreshMs ? { refetchInterval: pollUntilError(opts.refreshMs), staleTime: 0 } : {}),
  });
}

/** One signup with its history. */
/**
 * One signup with its history, kept current: a live `signup.changed` newer than what is shown (a
 * colleague acted, the applicant answered, the deadline passed) reads it again.
 */
export function useSignupDetail(id: number) {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: signupKeys.detail(id), queryFn: () => signupApi.get(id), enabled: id > 0 });
  const shown = query.data?.version;
  useLiveEvent('signup.changed', (e) => {
    if (e.id === id && shown !== undefined && e.version > shown) void queryClient.invalidateQueries({ queryKey: signupKeys.detail(id) });
  });
  return query;
}

/** The signups of the filter as an Excel file, saved under a timestamped name. */
export function useExportSignups(filter: SignupFilterValues) {
  return useMutation({
    mutationFn: () => signupApi.exportExcel(signupFilterToParams(filter)),
    onSuccess: (blob) => saveBlob(blob, `报名记录-${formatDateTime(Date.now()).replace(/[: ]/g, '')}.xlsx`),
  });
}

/** What a staff action does to the cached signups afterwards. */
export function useSignupCache() {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      /** every signup query is read again */
      refetchAll: () => void queryClient.invalidateQueries({ queryKey: signupKeys.all }),
      /** rows that left a list filtered by status go at once (optimistic), before the refetch */
      dropFromPages: (ids: ReadonlySet<number>) =>
        queryClient.setQueriesData<PageResult<SignupRespVO>>({ queryKey: signupKeys.pages }, (old) =>
          old
            ? { list: old.list.filter((r) => !ids.has(r.id)), total: Math.max(0, old.total - old.list.filter((r) => ids.has(r.id)).length) }
            : old,
        ),
    }),
    [queryClient],
  );
}

/** A staff review decision or cancellation, for one signup or a batch. */
export interface ReviewRequest {
  action: StaffAction;
  rows: ReadonlyArray<{ id: number; version: number }>;
  /** the offer of 通过 / 录取 (ignored by 拒绝 and 取消) */
  offer: OfferName;
  remark?: string;
}

/**
 * One signup goes through `review`/`cancel` (an error is toasted by the API client); several go
 * through `batch-review` and every id gets its own answer. A single success answers `[{id, ok:true}]`.
 */
export function useReviewSignup(onSuccess: (results: SignupBatchItemResult[], req: ReviewRequest) => void) {
  return useMutation({
    mutationFn: async ({ action, rows, offer, remark }: ReviewRequest): Promise<SignupBatchItemResult[]> => {
      const withOffer = action === 'APPROVE' || action === 'PASS' ? { offer } : {};
      if (action === 'CANCEL') {
        const [row] = rows;
        await signupApi.cancel({ id: row!.id, version: row!.version, remark });
        return [{ id: row!.id, ok: true, code: 0, msg: '' }];
      }
      if (rows.length === 1) {
        const [row] = rows;
        await signupApi.review({ id: row!.id, version: row!.version, action, ...withOffer, remark });
        return [{ id: row!.id, ok: true, code: 0, msg: '' }];
      }
      return signupApi.batchReview({ ids: rows.map((r) => ({ id: r.id, version: r.version })), action, ...withOffer, remark });
    },
    onSuccess,
  });
}

/** Completion (正式录取 → 已完成) of chosen signups of a course. */
export function useCompleteSignups(courseId: number, on: { success: (results: SignupBatchItemResult[]) => void; error: () => void }) {
  const cache = useSignupCache();
  return useMutation({
    mutationFn: (ids: number[]) => signupApi.complete({ courseId, ids }),
    onSuccess: (results) => {
      on.success(results);
      cache.refetchAll();
    },
    onError: on.error,
  });
}

/** A supplementary signup made by staff for a user; answers the new signup's id. */
export function useCreateSignupFor(onSuccess: (id: number) => void) {
  const cache = useSignupCache();
  return useMutation({
    mutationFn: (req: SignupCreateForReq) => signupApi.createFor(req),
    onSuccess: (id) => {
      onSuccess(id);
      cache.refetchAll();
    },
  });
}
