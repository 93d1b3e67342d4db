import { Button, Card } from '@blueprintjs/core';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useCourseChoice } from '../queries';
import { formatDateRange, formatFee } from '../shared/format';
import { courseSignUrl, parseId } from '../shared/redirect';
import { PageEmpty, PageError, PageLoading } from '../shared/states';
import { SignupForm } from './SignupForm';

/** `/client/course-sign?courseId=`: the sign-up form for a chosen course. */
export function CourseSignPage() {
  const [params] = useSearchParams();
  const courseId = parseId(params.get('courseId'));
  return courseId === null ? (
    <PageEmpty
      icon="search"
      title="未指定课程"
      description="请先在课程列表中选择课程"
      action={<Link to="/client/course-list">去选课程</Link>}
    />
  ) : (
    <SignupForm key={courseId} courseId={courseId} />
  );
}

/** `/client/signup`: with `courseId` the form, else a choice among the courses open for sign-up. */
export function SignupPage() {
  const [params] = useSearchParams();
  const courseId = parseId(params.get('courseId'));
  return courseId === null ? <CourseChoice /> : <SignupForm key={courseId} courseId={courseId} />;
}

function CourseChoice() {
  const navigate = useNavigate();
  const query = useCourseChoice();
  if (query.isPending) return <PageLoading />;
  if (query.isError) return <PageError message={query.error.message} onRetry={() => void query.refetch()} />;
  const open = (query.data.list ?? []).filter((c) => c.signupOpen);
  if (!open.length) return <PageEmpty icon="calendar" title="暂无可报名的课程" description="请稍后再来看看" />;
  return (
    <div className="dha-client-list">
      <div className="dha-client-muted">请选择要报名的课程：</div>
      {open.map((c) => (
        <Card key={c.id} className="dha-client-card" interactive onClick={() => navigate(courseSignUrl(c.id))}>
          <div className="dha-client-card-head">
            <h3 className="dha-client-card-title">{c.name}</h3>
            <Button intent="primary" text="选择" />
          </div>
          <div className="dha-client-muted">
            {formatDateRange(c.startTime, c.endTime)} · {formatFee(c.fee)}
          </div>
        </Card>
      ))}
      <Link to="/client/course-list">查看全部课程</Link>
    </div>
  );
}
