import type { CourseSeatsVO } from '@dha/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { clientApi, clientKeys, SEATS_REFRESH_MS } from './client-api';

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
