import type { LiveSignupChangedEvent, MySignupVO } from '@dha/contracts';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useLiveEvent } from '../live';
import { debounce } from '../live/debounce';
import { applySignupChange, SignupEventLedger } from '../live/signup-cache';
import { clientKeys } from './queries';

/** After the in-place move, the lists are re-read for what the event does not carry (offer deadline, my courses). */
export const MY_SIGNUPS_REFETCH_MS = 400;

/** Moves my signup in place in my signups and my courses; true when a cached row moved. */
export function applyMySignupChange(queryClient: QueryClient, e: LiveSignupChangedEvent): boolean {
  const a = applySignupChange<MySignupVO>(queryClient, clientKeys.mySignups, e);
  const b = applySignupChange<MySignupVO>(queryClient, clientKeys.myCourses, e);
  return a.applied + b.applied > 0 || (a.stale === 0 && b.stale === 0);
}

/** The visitor's own signups follow the reviewers' decisions live (my signups, my courses). */
export function useLiveMySignups(): void {
  const queryClient = useQueryClient();
  const refetch = useMemo(
    () =>
      debounce(() => {
        void queryClient.invalidateQueries({ queryKey: clientKeys.mySignups });
        void queryClient.invalidateQueries({ queryKey: clientKeys.myCourses });
      }, MY_SIGNUPS_REFETCH_MS),
    [queryClient],
  );
  useEffect(() => refetch.cancel, [refetch]);
  // a read that answers after a newer event must not bring the older status back
  const ledger = useMemo(() => new SignupEventLedger(), []);
  useEffect(() => ledger.follow(queryClient, [clientKeys.mySignups, clientKeys.myCourses]), [ledger, queryClient]);
  useLiveEvent('signup.changed', (e) => {
    ledger.remember(e);
    // an event older than what the page holds changes nothing (and needs no refetch)
    if (applyMySignupChange(queryClient, e)) refetch();
  });
}
