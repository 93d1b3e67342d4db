import { Button, Card, Elevation, NonIdealState, Spinner } from '@blueprintjs/core';
import { DictTypeCode, SignupStatusLabels, type SignupHistoryVO } from '@dha/contracts';
import { useSearchParams } from 'react-router-dom';
import { useSession } from '../../../auth/session';
import { DictTag } from '../../../dict';
import { formatDateTime } from '../../../ui/format';
import { LinkButton } from '../../../ui/LinkButton';
import { PageFrame } from '../../../ui/PageFrame';
import { PaymentTag } from '../../pay/PaymentTag';
import { useSignupDetail } from '../queries';
import { applicantName } from '../shared/signup-columns';
import { STAFF_ACTION_LABELS, staffActions } from '../shared/staff-actions';
import { useSignupActionFlow } from '../shared/useSignupActionFlow';

const ACTION_LABELS: Record<string, string> = {
  submit: '提交报名',
  pass: '审核通过',
  reject: '拒绝',
  approve: '录取',
  confirm: '确认录取',
  decline: '放弃录取',
  expire: '逾期未回复',
  promote: '候补转正',
  complete: '完成登记',
  withdraw: '撤回报名',
  cancel: '取消报名',
};

const statusLabel = (s: number) => SignupStatusLabels[s as keyof typeof SignupStatusLabels] ?? '未知';

function Timeline({ history }: { history: readonly SignupHistoryVO[] }) {
  if (!history.length) return <NonIdealState icon="history" title="暂无记录" />;
  return (
    <ol className="dha-timeline" aria-label="状态记录">
      {history.map((h) => (
        <li key={h.id}>
          <div>
            <strong>{ACTION_LABELS[h.action] ?? h.action}</strong>：{statusLabel(h.fromStatus)} → {statusLabel(h.toStatus)}
          </div>
          <div className="dha-timeline-meta">
            {formatDateTime(h.createTime)} · {h.operatorName ?? (h.operatorId === null ? '系统' : `用户 #${h.operatorId}`)}
          </div>
          {h.remark && <div>备注：{h.remark}</div>}
        </li>
      ))}
    </ol>
  );
}

/** `/course/detail?id=`: one signup with the applicant's fields, the history timeline and the staff actions. */
export default function SignupDetailPage() {
  const [params] = useSearchParams();
  const raw = params.get('id') ?? '';
  const id = /^\d+$/.test(raw) ? Number(raw) : 0;
  const session = useSession();
  const query = useSignupDetail(id);
  const flow = useSignupActionFlow({ rows: query.data ? [query.data] : [] });

  if (!id) return <NonIdealState icon="search" title="缺少报名编号" description="请从报名列表进入详情" />;
  if (query.isLoading) return <Spinner size={30} />;
  const s = query.data;
  if (!s) return <NonIdealState icon="error" title="报名记录不存在或无权查看" />;
  const actions = staffActions(s.status, session);
  const history = [...s.history].sort((a, b) => a.createTime - b.createTime || a.id - b.id);
  return (
    <PageFrame
      title={`报名详情 #${s.id}`}
      actions={
        <>
          <LinkButton
            to={`/course/signuprecord/${s.courseId}`}
            text="课程报名情况"
            icon="chart"
            minimal={false}
            small={false}
            intent="none"
          />
          <Button icon="refresh" text="刷新" loading={query.isFetching} onClick={() => void query.refetch()} />
        </>
      }
    >
      <Card elevation={Elevation.ONE}>
        <dl className="dha-detail-grid">
          <dt>报名人</dt>
          <dd>{applicantName(s)}</dd>
          <dt>用户名</dt>
          <dd>{s.username}</dd>
          <dt>手机</dt>
          <dd>{s.mobile ?? '—'}</dd>
          <dt>课程</dt>
          <dd>{s.courseName}</dd>
          <dt>参与类型</dt>
          <dd>
            <DictTag type={DictTypeCode.SIGNUP_PARTICIPANT_KIND} value={s.participantKind} minimal />
          </dd>
          <dt>报名身份</dt>
          <dd>
            <DictTag type={DictTypeCode.SIGNUP_IDENTITY} value={s.identity} minimal />
          </dd>
          <dt>报名状态</dt>
          <dd>
            <DictTag type={DictTypeCode.SIGNUP_STATUS} value={s.status} />
          </dd>
          <dt>录取类型</dt>
          <dd>{s.offerType === null ? '—' : <DictTag type={DictTypeCode.SIGNUP_OFFER_TYPE} value={s.offerType} minimal />}</dd>
          <dt>提交时间</dt>
          <dd>{formatDateTime(s.submittedAt) || '—'}</dd>
          <dt>回复截止</dt>
          <dd>{formatDateTime(s.offerDeadline) || '—'}</dd>
          <dt>课程缴费</dt>
          <dd>{s.payment ? <PaymentTag payment={s.payment} /> : '—'}</dd>
          <dt>候补顺位</dt>
          <dd>{s.priority}</dd>
          <dt>版本</dt>
          <dd>{s.version}</dd>
          <dt>报名备注</dt>
          <dd style={{ gridColumn: 'span 3' }}>{s.remark || '—'}</dd>
        </dl>
        {actions.length > 0 && (
          <div className="dha-toolbar" style={{ marginTop: 12 }}>
            {actions.map((a) => (
              <Button
                key={a}
                intent={a === 'REJECT' || a === 'CANCEL' ? 'danger' : 'primary'}
                text={STAFF_ACTION_LABELS[a]}
                onClick={() => flow.open({ action: a, rows: [s] })}
              />
            ))}
          </div>
        )}
      </Card>
      <Card elevation={Elevation.ONE}>
        <h3 className="bp6-heading">状态记录</h3>
        <Timeline history={history} />
      </Card>
      {flow.dialogs}
    </PageFrame>
  );
}
