import type { ClientCourseVO, CourseSeatsVO } from '@dha/contracts';
import { useMemo, useState, type ReactNode } from 'react';
import { CourseCard } from '../course-list/CourseCard';
import { formatSessionTime } from '../shared/format';
import { RichText } from '../shared/RichText';

/** The cover, left out when the course has none or the image does not load (no broken-image icon). */
function CourseCover({ url, name }: { url: string; name: string }) {
  const [failed, setFailed] = useState(false);
  if (!url || failed) return null;
  return <img className="dha-client-cover" src={url} alt={`${name} 封面`} onError={() => setFailed(true)} />;
}

/** A course as a visitor decides on it: cover, facts and seats, description, session schedule. */
export function CourseDetail({ course, seats }: { course: ClientCourseVO; seats: CourseSeatsVO | undefined }) {
  const sessions = useMemo(() => [...(course.sessions ?? [])].sort((a, b) => a.startTime - b.startTime), [course.sessions]);
  return (
    <article className="dha-client-course-detail" aria-label="课程详情">
      <CourseCover url={course.coverUrl} name={course.name} />
      <CourseCard course={course} seats={seats}>
        <section className="dha-client-section" aria-label="课程介绍">
          <h4 className="dha-client-section-title">课程介绍</h4>
          {course.description ? <RichText html={course.description} /> : <div className="dha-client-muted">暂无介绍</div>}
        </section>
        <section className="dha-client-section" aria-label="课程安排">
          <h4 className="dha-client-section-title">课程安排</h4>
          {sessions.length ? (
            <ol className="dha-client-sessions">
              {sessions.map((s, i) => (
                <li key={s.id ?? i}>
                  <span className="dha-client-session-title">{s.title || `第 ${i + 1} 次课`}</span>
                  <span className="dha-client-session-time">{formatSessionTime(s.startTime, s.endTime)}</span>
                </li>
              ))}
            </ol>
          ) : (
            <div className="dha-client-muted">具体安排待定，上课时间见上方</div>
          )}
        </section>
      </CourseCard>
    </article>
  );
}

/** The detail with the signup part beside it on a desktop, under it on a phone. */
export function CourseWithSignup({ detail, signup }: { detail: ReactNode; signup: ReactNode }) {
  return (
    <div className="dha-client-course">
      <div className="dha-client-course-main">{detail}</div>
      <aside className="dha-client-course-side" aria-label="报名">
        {signup}
      </aside>
    </div>
  );
}
