import type { CourseSeatsVO, LiveCoursePlacesEvent } from '@dha/contracts';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useLiveConnection, useLiveEvent } from '../live';
import { useEffect } from 'react';
import { clientKeys } from './queries';

/** Puts the places left of the event into every cached seats answer that holds the course. */
export function applyCoursePlaces(queryClient: QueryClient, e: LiveCoursePlacesEvent): number {
  let patched = 0;
  for (const [key, data] of queryClient.getQueriesData<CourseSeatsVO[]>({ queryKey: clientKeys.seatsAll })) {
    if (!Array.isArray(data) || !data.some((s) => s.courseId === e.courseId)) continue;
    const next: CourseSeatsVO = {
      courseId: e.courseId,
      formalStudentLeft: e.formalStudentLeft,
      candidateStudentLeft: e.candidateStudentLeft,
      formalVolunteerLeft: e.formalVolunteerLeft,
      candidateVolunteerLeft: e.candidateVolunteerLeft,
    };
    queryClient.setQueryData<CourseSeatsVO[]>(key, (old) => old?.map((s) => (s.courseId === e.courseId ? { ...s, ...next } : s)));
    patched++;
  }
  return patched;
}

/** Watches the courses on screen and keeps their places left current (anonymous visitors too). */
export function useLiveSeats(courseIds: readonly number[]): void {
  const queryClient = useQueryClient();
  const connection = useLiveConnection();
  const idsKey = courseIds.join(',');
  useEffect(() => {
    if (!connection || !idsKey) return;
    const stops = idsKey.split(',').map((id) => connection.watchCourse(Number(id)));
    return () => stops.forEach((stop) => stop());
  }, [connection, idsKey]);
  useLiveEvent('course.places', (e) => void applyCoursePlaces(queryClient, e));
}
