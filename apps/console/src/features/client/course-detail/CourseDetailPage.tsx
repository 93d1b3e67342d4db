import { Button, Intent } from '@blueprintjs/core';
import type { ClientCourseVO, CourseSeatsVO } from '@dha/contracts';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { hasToken } from '../../../auth/session';
import { useClientCourse, useMyCourseSignup, useSeats } from '../queries';
import { signupAvailability } from '../shared/format';
import { COURSE_LIST_PATH, courseSignUrl } from '../shared/redirect';
import { PageError, PageLoading } from '../shared/states';
import { useLiveSeats } from '../useLiveSeats';
import { CourseDetail, CourseWithSignup } from './CourseDetail';
import { EndedSignupNote, SignedUpNotice } from './SignedUpNotice';

/**
 * `/client/course-list?courseId=`: a course's detail, open to everyone. Beside it: my signup when I
 * already have one, else 报名 (the form asks for a login first).
 */
export function CourseDetailPage({ courseId }: { courseId: number }) {
  const navigate = useNavigate();
  const location = useLocation();
  const course = useClientCourse(courseId);
  const ids = useMemo(() => [courseId], [courseId]);
  const { byId } = useSeats(ids);
  useLiveSeats(ids);

  // back to the list as it was (its filters are in its address), or to the list itself when opened directly
  const back = () => (location.key === 'default' ? navigate(COURSE_LIST_PATH) : navigate(-1));

  return (
    <>
      <div className="dha-client-back">
        <Button variant="minimal" icon="arrow-left" text="返回课程列表" onClick={back} />
      </div>
      {course.isPending ? (
        <PageLoading />
      ) : course.isError ? (
        <PageError message={course.error.message} onRetry={() => void course.refetch()} />
      ) : (
        <CourseWithSignup
          detail={<CourseDetail course={course.data} seats={byId.get(courseId)} />}
          signup={<SignupAction course={course.data} seats={byId.get(courseId)} />}
        />
      )}
    </>
  );
}

function SignupAction({ course, seats }: { course: ClientCourseVO; seats: CourseSeatsVO | undefined }) {
  const navigate = useNavigate();
  const loggedIn = hasToken();
  const mine = useMyCourseSignup(course.id, loggedIn);
  if (mine.query.isLoading) return <PageLoading text="正在查询报名情况…" />;
  if (mine.current) return <SignedUpNotice signup={mine.current} />;
  const availability = signupAvailability(course, seats);
  return (
    <div className="dha-client-signup-action">
      {mine.ended && <EndedSignupNote signup={mine.ended} />}
      <Button
        size="large"
        fill
        intent={availability.canSignUp ? Intent.PRIMARY : Intent.NONE}
        disabled={!availability.canSignUp}
        icon={availability.canSignUp ? 'edit' : undefined}
        text={availability.canSignUp ? (loggedIn ? '立即报名' : '登录后报名') : availability.label}
        onClick={() => navigate(courseSignUrl(course.id))}
      />
      {!availability.canSignUp && <div className="dha-client-muted">该课程当前不可报名</div>}
    </div>
  );
}
