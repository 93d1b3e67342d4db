import { Button, Callout, Card, Intent, Tag } from '@blueprintjs/core';
import { PayOrderStatus, PayRefundStatus, SignupStatus, signupPaymentLabel, type ApplicantAction, type MySignupVO } from '@dha/contracts';
import { Link } from 'react-router-dom';
import { centsToYuan } from '../../../ui/format';
import { ClientDictTag, useClientDictLabel } from '../shared/ClientDictTag';
import { formatDateRange, formatDateTime } from '../shared/format';
import { ACTION_SPECS, allowedActions } from '../shared/signup-actions';

/** The visitor's pay step of a pay order, coming back to my signups. */
export const payStepOf = (payOrderId: number): string =>
  `/client/pay?id=${payOrderId}&returnUrl=${encodeURIComponent('/client/my-signup')}`;

const paymentIntent = (p: NonNullable<MySignupVO['payment']>): Intent =>
  p.refundStatus === PayRefundStatus.FAILURE
    ? Intent.DANGER
    : p.status === PayOrderStatus.SUCCESS
      ? Intent.SUCCESS
      : p.status === PayOrderStatus.WAITING
        ? Intent.WARNING
        : Intent.NONE;

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
        {signup.fee > 0 && (
          <>
            <dt>课程费用</dt>
            <dd>
              ￥{centsToYuan(signup.fee)}{' '}
              {signup.payment && (
                <Tag minimal intent={paymentIntent(signup.payment)} data-testid={`payment-${signup.id}`}>
                  {signupPaymentLabel(signup.payment)}
                </Tag>
              )}
            </dd>
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
          您已获得<strong>{offerLabel(signup.offerType)}</strong>录取，请在 <strong>{formatDateTime(signup.offerDeadline)}</strong> 前
          {signup.confirmByPaying ? `支付课程费用 ￥${centsToYuan(signup.fee)} 完成确认` : '确认'}，逾期将自动取消。
        </Callout>
      )}
      {signup.status === SignupStatus.FORMAL_ACCEPT && signup.payment?.status === PayOrderStatus.WAITING && (
        <Callout className="dha-client-offer" intent={Intent.WARNING} icon="credit-card">
          候补转为正式录取，请在 <strong>{formatDateTime(signup.payment.expireTime)}</strong> 前支付课程费用，逾期名额将释放。{' '}
          <Link to={payStepOf(signup.payment.payOrderId)}>去支付</Link>
        </Callout>
      )}
      {actions.length > 0 && (
        <div className="dha-client-card-actions">
          {actions.map((a) => (
            <Button
              key={a}
              intent={ACTION_SPECS[a].intent}
              variant={a === 'withdraw' ? 'outlined' : undefined}
              text={a === 'confirm' && signup.confirmByPaying ? '支付并确认' : ACTION_SPECS[a].label}
              disabled={busy}
              onClick={() => onAction?.(signup, a)}
            />
          ))}
        </div>
      )}
    </Card>
  );
}
