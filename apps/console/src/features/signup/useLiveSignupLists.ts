import { SignupStatus, type LiveSignupChangedEvent, type SignupRespVO } from '@dha/contracts';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useLiveEvent } from '../live';
import { debounce } from '../live/debounce';
import { applySignupChange, SignupEventLedger, type SignupChangeOutcome } from '../live/signup-cache';
import { signupKeys } from './queries';

/** New signups arriving in a burst refetch the lists once. */
export const NEW_SIGNUP_REFETCH_MS = 500;

export interface StaffSignupLive {
  /** a new signup, not in any cached list yet: refetch the lists (debounced) */
  refetchLists(): void;
  /** the course's counts moved: refetch its board (debounced) */
  refetchStats(courseId: number): void;
}

/**
 * What a `signup.changed` does to the staff lists: the cached row moves in place when the event is
 * newer than it; a new signup (→ 待审核, unknown id) refetches the lists; every change refetches the
 * course's counts.
 */
export function onStaffSignupChanged(queryClient: QueryClient, e: LiveSignupChangedEvent, live: StaffSignupLive): SignupChangeOutcome {
  const outcome = applySignupChange<SignupRespVO>(queryClient, signupKeys.pages, e);
  if (outcome.applied === 0 && outcome.stale === 0 && e.to === SignupStatus.WAIT_AUDIT) live.refetchLists();
  if (outcome.stale === 0) live.refetchStats(e.courseId);
  return outcome;
}

/** Keeps the staff signup lists of the page current from the live channel. */
export function useLiveSignupLists(): void {
  const queryClient = useQueryClient();
  const live = useMemo(() => {
    const lists = debounce(() => void queryClient.invalidateQueries({ queryKey: signupKeys.pages }), NEW_SIGNUP_REFETCH_MS);
    const courses = new Set<number>();
    const stats = debounce(() => {
      for (const id of courses) void queryClient.invalidateQueries({ queryKey: signupKeys.stats(id) });
      courses.clear();
    }, NEW_SIGNUP_REFETCH_MS);
    return {
      refetchLists: lists,
      refetchStats: (courseId: number) => {
        courses.add(courseId);
        stats();
      },
      cancel: () => {
        lists.cancel();
        stats.cancel();
      },
    };
  }, [queryClient]);
  useEffect(() => live.cancel, [live]);
  // a list read that answers after a newer event must not bring the older state back
  const ledger = useMemo(() => new SignupEventLedger(), []);
  useEffect(() => ledger.follow(queryClient, [signupKeys.pages]), [ledger, queryClient]);
  useLiveEvent('signup.changed', (e) => {
    ledger.remember(e);
    onStaffSignupChanged(queryClient, e, live);
  });
}
