import { Alert, Intent } from '@blueprintjs/core';
import type { ApplicantAction, MySignupVO } from '@dha/contracts';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from '../../../api/toaster';
import { centsToYuan } from '../../../ui/format';
import { useMySignups, useRespondToSignup } from '../queries';
import { ClientPagedList } from '../shared/ClientPagedList';
import { ACTION_SPECS } from '../shared/signup-actions';
import { PageEmpty } from '../shared/states';
import { SignupCard, payStepOf } from './SignupCard';
import { useLiveMySignups } from '../useLiveMySignups';

/** `/client/my-signup`: my signups, newest first, with confirm / decline / withdraw behind a confirmation. */
export function MySignupPage() {
  const list = useMySignups();
  // reviewers' decisions show up without a reload
  useLiveMySignups();
  const [pending, setPending] = useState<{ signup: MySignupVO; action: ApplicantAction } | null>(null);
  const navigate = useNavigate();
  const respond = useRespondToSignup({
    // a formal offer with a fee is confirmed by paying: on to the pay step with its order
    success: (action, result) => (typeof result === 'number' ? navigate(payStepOf(result)) : toast.success(ACTION_SPECS[action].done)),
    settled: () => setPending(null),
  });

  const spec = pending ? ACTION_SPECS[pending.action] : null;
  const confirm = (
    <Alert
      isOpen={!!pending}
      intent={spec?.intent === 'danger' ? Intent.DANGER : Intent.PRIMARY}
      icon="help"
      confirmButtonText={spec?.label ?? '确定'}
      cancelButtonText="取消"
      loading={respond.isPending}
      canEscapeKeyCancel={!respond.isPending}
      // spec: dialogs never close on a backdrop click
      canOutsideClickCancel={false}
      onCancel={() => setPending(null)}
      onConfirm={() => pending && respond.mutate(pending)}
    >
      <p>
        <strong>{pending?.signup.courseName}</strong>
      </p>
      <p>
        {pending?.action === 'confirm' && pending.signup.confirmByPaying
          ? `确认录取需支付课程费用 ￥${centsToYuan(pending.signup.fee)}，现在去支付吗？`
          : spec?.confirm}
      </p>
    </Alert>
  );
  return (
    <ClientPagedList
      list={list}
      empty={
        <PageEmpty
          icon="clipboard"
          title="还没有报名记录"
          description="去课程列表挑选感兴趣的课程吧"
          action={<Link to="/client/course-list">浏览课程</Link>}
        />
      }
      after={confirm}
    >
      {(s) => (
        <SignupCard
          signup={s}
          busy={respond.isPending && respond.variables?.signup.id === s.id}
          onAction={(signup, action) => setPending({ signup, action })}
        />
      )}
    </ClientPagedList>
  );
}
