import { Button } from '@blueprintjs/core';
import { DictTypeCode, type SignupRespVO } from '@dha/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { DictTag } from '../../../dict';
import { ClampedText, type Column } from '../../../ui/DataTable';
import { LinkButton } from '../../../ui/LinkButton';
import { formatDateTime } from '../../../ui/format';
import { PaymentTag } from '../../pay/PaymentTag';
import { STAFF_ACTION_LABELS, staffActions, type StaffAction, type StaffUser } from './staff-actions';

export const applicantName = (r: Pick<SignupRespVO, 'realName' | 'username'>): string => r.realName || r.username;

/** The columns every staff signup list shows; `actions` adds the row actions (detail + allowed staff actions). */
export function signupColumns(opts: {
  showCourse?: boolean;
  user?: StaffUser;
  onAction?: (action: StaffAction, row: SignupRespVO) => void;
  extraLinks?: (row: SignupRespVO) => ReactNode;
}): Column<SignupRespVO>[] {
  const cols: Column<SignupRespVO>[] = [
    { key: 'id', title: '编号', render: (r) => r.id, width: 56 },
    {
      key: 'name',
      title: '报名人',
      // a long account name wraps under the real name rather than widening every row
      wrap: true,
      minWidth: 80,
      maxWidth: 130,
      render: (r) => (
        <>
          <div>{applicantName(r)}</div>
          {r.realName && <div className="dha-muted">{r.username}</div>}
        </>
      ),
    },
    { key: 'mobile', title: '手机', render: (r) => r.mobile ?? '' },
  ];
  if (opts.showCourse !== false) {
    cols.push({
      key: 'course',
      title: '课程',
      wrap: true,
      maxWidth: 220,
      render: (r) => (
        <Link to={`/course/signuprecord/${r.courseId}`}>
          <ClampedText text={r.courseName} />
        </Link>
      ),
    });
  }
  cols.push(
    {
      // two short tags stacked in one column: the table keeps to 1366 px with its actions and times whole
      key: 'kind',
      title: '参与 / 身份',
      render: (r) => (
        <div className="dha-cell-tags">
          <DictTag type={DictTypeCode.SIGNUP_PARTICIPANT_KIND} value={r.participantKind} minimal />
          <DictTag type={DictTypeCode.SIGNUP_IDENTITY} value={r.identity} minimal />
        </div>
      ),
    },
    { key: 'status', title: '状态', render: (r) => <DictTag type={DictTypeCode.SIGNUP_STATUS} value={r.status} /> },
    {
      key: 'offer',
      title: '录取类型',
      render: (r) => (r.offerType === null ? '' : <DictTag type={DictTypeCode.SIGNUP_OFFER_TYPE} value={r.offerType} minimal />),
    },
    { key: 'payment', title: '缴费', render: (r) => <PaymentTag payment={r.payment} /> },
    { key: 'submittedAt', title: '提交时间', render: (r) => formatDateTime(r.submittedAt) },
  );
  if (opts.user) {
    const user = opts.user;
    cols.push({
      key: 'actions',
      title: '操作',
      render: (r) => (
        <div className="dha-row-actions">
          <LinkButton to={`/course/detail?id=${r.id}`} text="详情" />
          {opts.onAction &&
            staffActions(r.status, user).map((a) => (
              <Button
                key={a}
                size="small"
                variant="minimal"
                intent={a === 'REJECT' || a === 'CANCEL' ? 'danger' : 'primary'}
                text={STAFF_ACTION_LABELS[a]}
                onClick={() => opts.onAction?.(a, r)}
              />
            ))}
          {opts.extraLinks?.(r)}
        </div>
      ),
    });
  }
  return cols;
}
