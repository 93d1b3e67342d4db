import { Callout, Intent } from '@blueprintjs/core';
import type { MySignupVO } from '@dha/contracts';
import { Link } from 'react-router-dom';
import { useLiveMySignups } from '../useLiveMySignups';
import { ClientDictTag, useClientDictLabel } from '../shared/ClientDictTag';
import { formatDateTime } from '../shared/format';
import { MY_SIGNUP_PATH } from '../shared/redirect';

/** A course I already signed up for: its status and the way to my signups, instead of a form the server would refuse. */
export function SignedUpNotice({ signup }: { signup: MySignupVO }) {
  // a reviewer's decision shows here without a reload
  useLiveMySignups();
  return (
    <Callout intent={Intent.SUCCESS} icon="tick-circle" title="您已报名该课程" className="dha-client-signed-up" data-testid="signed-up">
      <div className="dha-client-signed-up-row">
        报名状态：
        <ClientDictTag type="signup_status" value={signup.status} />
      </div>
      {signup.submittedAt !== null && <div className="dha-client-muted">提交时间：{formatDateTime(signup.submittedAt)}</div>}
      <div className="dha-client-signed-up-row">
        <Link to={MY_SIGNUP_PATH}>查看我的报名</Link>
      </div>
    </Callout>
  );
}

/** My earlier signup of the course ended (rejected or cancelled): I may sign up again. */
export function EndedSignupNote({ signup }: { signup: MySignupVO }) {
  const statusLabel = useClientDictLabel('signup_status');
  return (
    <Callout icon="info-sign" className="dha-client-ended-signup">
      您此前的报名状态为「{statusLabel(signup.status)}」，可以重新报名。
    </Callout>
  );
}
