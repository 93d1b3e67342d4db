import { Button, Card, Elevation, H4, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { DictTypeCode, SignupStatusLabels, type SignupStatusValue, type StaffDashboardVO } from '@dha/contracts';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { DictTag, getDictLabel, useDict } from '../../dict';
import { LinkButton } from '../../ui/LinkButton';
import '../../ui/staff.css';
import { useClaimableCourses } from '../course/queries';
import { useStaffDashboard } from './queries';
import { claimsCourses, mayOpen, reviewLink, stagesFor } from './home-links';

// the chart library is big: only the home loads it, after the figures
const DashboardCharts = lazy(() => import('./DashboardCharts'));

/** The class statuses of spec §3, in their order. */
export const CLASS_STATUSES = ['10', '11', '12', '20', '40'] as const;

/** Open signups per review stage, the user's own stage first; each opens the queue on that stage. */
function Waiting({ roles, waiting }: { roles: readonly string[]; waiting: StaffDashboardVO['waiting'] }) {
  const [own, ...others] = stagesFor(roles);
  return (
    <div className="dha-stat-cards">
      {[own!, ...others].map((stage) => (
        <Link
          key={stage}
          to={reviewLink(stage)}
          className={`dha-stat-card dha-home-stage${stage === own ? ' dha-home-stage-own' : ''}`}
          aria-label={`${SignupStatusLabels[stage as SignupStatusValue]} ${waiting[stage] ?? 0} 条`}
        >
          <span className="dha-stat-value">{waiting[stage] ?? 0}</span>
          <span className="dha-stat-label">
            {SignupStatusLabels[stage as SignupStatusValue]}
            {stage === own ? '（待我处理）' : ''}
          </span>
        </Link>
      ))}
    </div>
  );
}

/** The courses the user teaches, then those with most signups waiting, with links to their signup status. */
function Courses({ roles, courses }: { roles: readonly string[]; courses: StaffDashboardVO['courses'] }) {
  const [own] = stagesFor(roles);
  const reviews = mayOpen(roles, 'review');
  if (!courses.length) return <p className="dha-muted">暂无课程</p>;
  return (
    <div className="dha-table-wrap">
      <HTMLTable compact striped className="dha-table" aria-label="我的课程">
        <thead>
          <tr>
            <th>课程</th>
            <th>开课状态</th>
            <th>待审核</th>
            <th>待老师审核</th>
            <th>操作</th>
          </tr>
        </thead>
        <tbody>
          {courses.map((c) => (
            <tr key={c.id}>
              <td className="dha-home-course-name">
                {c.name}
                {c.teaching && <span className="dha-muted">（我授课）</span>}
              </td>
              <td>
                <DictTag type={DictTypeCode.COURSE_CLASS_STATUS} value={c.status} minimal />
              </td>
              <td>{c.waitAudit}</td>
              <td>{c.waitTeacherAudit}</td>
              <td className="dha-home-actions">
                <LinkButton to={`/course/signuprecord/${c.id}`} text="报名状态" icon="chart" />
                {reviews && <LinkButton to={reviewLink(own!, c.id)} text="审核" icon="search" />}
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}

/** Courses still without a teacher (the first few), and the way to the claim page. */
function ToClaim() {
  const page = useClaimableCourses({ pageNo: 1, pageSize: 5 });
  return (
    <Card elevation={Elevation.ONE}>
      <div className="dha-toolbar">
        <H4>待认领课程</H4>
        <span className="dha-toolbar-spacer" />
        <LinkButton to="/course/claim" text="去认领课程" icon="people" minimal={false} small={false} />
      </div>
      {page.data?.list.length ? (
        <ul className="dha-home-list">
          {page.data.list.map((c) => (
            <li key={c.id}>{c.name}</li>
          ))}
        </ul>
      ) : (
        <p className="dha-muted">{page.isLoading ? '加载中…' : '暂无待认领的课程'}</p>
      )}
    </Card>
  );
}

/** The staff part of the home: what waits for the user, their courses, courses to claim, figures. */
export function StaffDashboard({ roles }: { roles: readonly string[] }) {
  useDict(DictTypeCode.COURSE_CLASS_STATUS);
  const dashboard = useStaffDashboard(true);
  const d = dashboard.data;
  return (
    <>
      {mayOpen(roles, 'review') && (
        <Card elevation={Elevation.ONE}>
          <H4>待处理报名</H4>
          {d ? <Waiting roles={roles} waiting={d.waiting} /> : <Spinner size={24} />}
        </Card>
      )}
      <Card elevation={Elevation.ONE}>
        <H4>我的课程</H4>
        {d ? (
          <Courses roles={roles} courses={d.courses} />
        ) : dashboard.isError ? (
          <NonIdealState icon="error" title="加载失败" />
        ) : (
          <Spinner size={24} />
        )}
      </Card>
      {claimsCourses(roles) && <ToClaim />}
      {d && (
        <Card elevation={Elevation.ONE}>
          <div className="dha-toolbar">
            <H4>报名概况</H4>
            <span className="dha-toolbar-spacer" />
            <Button icon="refresh" text="刷新" loading={dashboard.isFetching} onClick={() => void dashboard.refetch()} />
          </div>
          <Suspense fallback={<Spinner size={24} />}>
            <DashboardCharts
              perDay={d.perDay}
              coursesByStatus={CLASS_STATUSES.map((s) => ({
                label: getDictLabel(DictTypeCode.COURSE_CLASS_STATUS, s),
                count: d.coursesByStatus[s] ?? 0,
              }))}
            />
          </Suspense>
        </Card>
      )}
    </>
  );
}
