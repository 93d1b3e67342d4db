import { Button, Callout, Card, Intent } from '@blueprintjs/core';
import { SignupStatus, type ApplicantAction, type MySignupVO } from '@dha/contracts';
import { ClientDictTag, useClientDictLabel } from '../shared/ClientDictTag';
import { formatDateRange, formatDateTime } from '../shared/format';
import { ACTION_SPECS, allowedActions } from '../shared/signup-actions';

/** One of my signups (also my courses): course, status tag, kind, identity, the offer and its reply deadline, the allowed actions. */
export function SignupCard({
  signup,
  busy,
  onAction,
}: {
  signup: MySignupVO;
  /** an action on this signup is in flight */
  busy?: boolean;
  /** omitted: no action buttons (my courses) */
  onAction?: (signup: MySignupVO, action: ApplicantAction) => void;
}) {
  const identityLabel = useClientDictLabel('signup_identity');
  const kindLabel = useClientDictLabel('signup_participant_kind');
  const offerLabel = useClientDictLabel('signup_offer_type');
  const actions = onAction ? allowedActions(signup) : [];
  const waitingReply = signup.status === SignupStatus.WAIT_STUDENT_AUDIT;
  return (
    <Card className="dha-client-card" data-testid={`signup-${signup.id}`}>
      <div className="dha-client-card-head">
        <h3 className="dha-client-card-title">{signup.courseName || `课程 #${signup.courseId}`}</h3>
        <ClientDictTag type="signup_status" value={signup.status} />
      </div>
      <dl className="dha-client-facts">
        {signup.courseCode && (
          <>
            <dt>课程编号</dt>
            <dd>{signup.courseCode}</dd>
          </>
        )}
        <dt>上课时间</dt>
        <dd>{formatDateRange(signup.startTime, signup.endTime)}</dd>
        <dt>参与类型</dt>
        <dd>{kindLabel(signup.participantKind)}</dd>
        <dt>身份</dt>
        <dd>{identityLabel(signup.identity)}</dd>
        {signup.offerType !== null && signup.offerType !== undefined && (
          <>
            <dt>录取类型</dt>
            <dd>{offerLabel(signup.offerType)}</dd>
          </>
        )}
        <dt>提交时间</dt>
        <dd>{formatDateTime(signup.submittedAt)}</dd>
        {signup.remark && (
          <>
            <dt>备注</dt>
            <dd>{signup.remark}</dd>
          </>
        )}
      </dl>
      {waitingReply && (
        <Callout className="dha-client-offer" intent={Intent.PRIMARY} icon="notifications">
          您已获得<strong>{offerLabel(signup.offerType)}</strong>录取，请在 <strong>{formatDateTime(signup.offerDeadline)}</strong>{' '}
          前确认，逾期将自动取消。
        </Callout>
      )}
      {actions.length > 0 && (
        <div className="dha-client-card-actions">
          {actions.map((a) => (
            <Button
              key={a}
              intent={ACTION_SPECS[a].intent}
              variant={a === 'withdraw' ? 'outlined' : undefined}
              text={ACTION_SPECS[a].label}
              disabled={busy}
              onClick={() => onAction?.(signup, a)}
            />
          ))}
        </div>
      )}
    </Card>
  );
}
