import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../../auth/session';
import { courseApi, qk } from '../api';
import { isCourseTeacher, isSignupAdmin } from '../signup/staff-actions';

/**
 * Courses for the selects of the signup screens (first 200 by id, the page limit of the server).
 * A teacher who is not a signup admin is offered their own courses only.
 */
export function useCourseOptions(enabled = true) {
  const session = useSession();
  const teacherOnly = !isSignupAdmin(session) && isCourseTeacher(session);
  return useQuery({
    queryKey: [...qk.courses, 'options', teacherOnly ? session.user?.id : 'all'],
    queryFn: () => courseApi.page({ pageNo: 1, pageSize: 200, teacherId: teacherOnly ? session.user?.id : undefined }),
    select: (page) => page.list.map((c) => ({ id: c.id, name: c.name, code: c.code, status: c.status })),
    enabled,
    staleTime: 60_000,
  });
}
