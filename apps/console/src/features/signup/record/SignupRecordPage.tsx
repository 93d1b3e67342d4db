import { Button, Card, Elevation, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { COURSE_ROUTE_ROLES, DictTypeCode, OfferTypeLabels, ParticipantKindLabels, SignupStatus, type SignupStatsVO } from '@dha/contracts';
import { useParams } from 'react-router-dom';
import { useSession } from '../../../auth/session';
import { useHasRole } from '../../access';
import { getDictLabel, useDict } from '../../../dict';
import { DataTable } from '../../../ui/DataTable';
import { formatDateTime } from '../../../ui/format';
import { LinkButton } from '../../../ui/LinkButton';
import { PageFrame } from '../../../ui/PageFrame';
import { Pager } from '../../../ui/Pager';
import { usePaging } from '../../../ui/usePaging';
import { useSignupPage, useSignupStats } from '../queries';
import { signupColumns } from '../shared/signup-columns';
import { emptySignupFilter } from '../shared/signup-filter';
import { SignupFilterBar } from '../shared/SignupFilterBar';
import { useLiveSignupLists } from '../useLiveSignupLists';

/** Board refresh period (the brief: every 15 s). */
export const STATS_REFRESH_MS = 15_000;

const STATUS_ORDER = Object.values(SignupStatus).filter((s) => s !== SignupStatus.INIT);

function StatsBoard({ stats }: { stats: SignupStatsVO }) {
  useDict(DictTypeCode.SIGNUP_STATUS);
  const kinds = Object.keys(ParticipantKindLabels).map(Number) as Array<keyof typeof ParticipantKindLabels>;
  return (
    <>
      <div className="dha-stat-cards">
        <Card className="dha-stat-card" elevation={Elevation.ONE}>
          <div className="dha-stat-value">{stats.total}</div>
          <div className="dha-stat-label">报名总数</div>
        </Card>
        {STATUS_ORDER.map((s) => (
          <Card key={s} className="dha-stat-card" elevation={Elevation.ONE}>
            <div className="dha-stat-value">{stats.byStatus[s] ?? 0}</div>
            <div className="dha-stat-label">{getDictLabel(DictTypeCode.SIGNUP_STATUS, s)}</div>
          </Card>
        ))}
      </div>
      <div className="dha-form-grid">
        <div className="dha-table-wrap">
          <HTMLTable compact striped className="dha-table" aria-label="名额">
            <thead>
              <tr>
                <th>参与类型</th>
                <th>录取类型</th>
                <th>名额</th>
                <th>已占用</th>
                <th>剩余</th>
              </tr>
            </thead>
            <tbody>
              {stats.seats.map((seat) => (
                <tr key={`${seat.participantKind}-${seat.offerType}`}>
                  <td>{ParticipantKindLabels[seat.participantKind]}</td>
                  <td>{OfferTypeLabels[seat.offerType]}</td>
                  <td>{seat.quota}</td>
                  <td>{seat.held}</td>
                  <td>
                    <strong style={{ color: seat.left === 0 && seat.quota > 0 ? '#cd4246' : undefined }}>{seat.left}</strong>
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
        <div className="dha-table-wrap">
          <HTMLTable compact striped className="dha-table" aria-label="按参与类型统计">
            <thead>
              <tr>
                <th>状态</th>
                {kinds.map((k) => (
                  <th key={k}>{ParticipantKindLabels[k]}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {STATUS_ORDER.map((s) => (
                <tr key={s}>
                  <td>{getDictLabel(DictTypeCode.SIGNUP_STATUS, s)}</td>
                  {kinds.map((k) => (
                    <td key={k}>{stats.byKind[k]?.[s] ?? 0}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      </div>
    </>
  );
}

/** `/course/signuprecord/:courseId`: counts per status and kind, seats, auto refresh, and the course's signups. */
export default function SignupRecordPage() {
  const { courseId: raw = '' } = useParams();
  const courseId = /^\d+$/.test(raw) ? Number(raw) : 0;
  const session = useSession();
  // other_teacher may open the board but not the signup list (server: signup-query roles)
  const canList = useHasRole(COURSE_ROUTE_ROLES['signup-query']);
  const stats = useSignupStats(courseId, { refreshMs: STATS_REFRESH_MS });
  // live: the counts and the list move as signups change (the 15 s poll stays as a fallback)
  useLiveSignupLists();
  const defaults = emptySignupFilter({ courseId: String(courseId) });
  const paging = usePaging(defaults);
  const list = useSignupPage(
    'record',
    { ...paging, filter: { ...paging.filter, courseId: String(courseId) } },
    { enabled: courseId > 0 && canList, refreshMs: STATS_REFRESH_MS },
  );

  if (!courseId) return <NonIdealState icon="search" title="缺少课程编号" />;
  const refreshing = stats.isFetching || list.isFetching;
  return (
    <PageFrame
      title={`报名状态${stats.data ? `：${stats.data.courseName}` : ''}`}
      actions={
        <>
          <span className="dha-muted">{stats.dataUpdatedAt ? `更新于 ${formatDateTime(stats.dataUpdatedAt)}，每 15 秒自动刷新` : ''}</span>
          {canList && (
            <LinkButton to={`/course/review?courseId=${courseId}`} text="审核" icon="search" minimal={false} small={false} intent="none" />
          )}
          {canList && (
            <LinkButton
              to={`/course/completereg/${courseId}`}
              text="完成登记"
              icon="tick-circle"
              minimal={false}
              small={false}
              intent="none"
            />
          )}
          <Button
            icon="refresh"
            text="刷新"
            loading={refreshing}
            onClick={() => {
              void stats.refetch();
              if (canList) void list.refetch();
            }}
          />
        </>
      }
    >
      {stats.isLoading ? (
        <Spinner size={30} />
      ) : stats.data ? (
        <StatsBoard stats={stats.data} />
      ) : (
        <NonIdealState icon="error" title="无法获取报名统计" description="课程不存在，或您无权查看该课程" />
      )}
      {canList && (
        <>
          <h3 className="bp6-heading">报名列表</h3>
          <SignupFilterBar hideCourse initial={paging.filter} defaults={defaults} onSearch={paging.search} />
          <DataTable columns={signupColumns({ showCourse: false, user: session })} rows={list.data?.list} loading={list.isLoading} />
          <Pager pageNo={paging.pageNo} pageSize={paging.pageSize} total={list.data?.total ?? 0} onChange={paging.changePage} />
        </>
      )}
    </PageFrame>
  );
}
