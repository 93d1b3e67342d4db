import { Button, Callout, Card, Elevation, FormGroup, Radio, RadioGroup, TextArea } from '@blueprintjs/core';
import { DictTypeCode, isOnlyCommon, type UserSimpleVO } from '@dha/contracts';
import { useState, type FormEvent } from 'react';
import { toast } from '../../../api/toaster';
import { DictSelect } from '../../../ui/DictSelect';
import { LinkButton } from '../../../ui/LinkButton';
import { PageFrame } from '../../../ui/PageFrame';
import { UserSelect } from '../../../ui/UserSelect';
import { CourseSelect } from '../../course/shared/CourseSelect';
import { useCreateSignupFor } from '../queries';
import { emptySignupRep, signupRepToRequest, type SignupRepValues } from './signup-rep-form';

/** Staff sign up visitor accounts only (the server refuses a staff account). */
const visitorsOnly = (u: UserSimpleVO): string | null => (isOnlyCommon(u.roles) ? null : '工作人员账号，不能代为报名');

/**
 * `/course/signup-rep`: a supplementary signup made by staff for a user, picked through the user
 * lookup (name, nickname, account or whole mobile).
 */
export default function SignupRepPage() {
  const [v, setV] = useState<SignupRepValues>(emptySignupRep);
  const [errors, setErrors] = useState<Partial<Record<keyof SignupRepValues, string>>>({});
  const [created, setCreated] = useState<number | null>(null);
  const set = (patch: Partial<SignupRepValues>) => setV((prev) => ({ ...prev, ...patch }));
  const mutation = useCreateSignupFor((id) => {
    toast.success('补录成功');
    setCreated(id);
    setV((prev) => ({ ...emptySignupRep(), courseId: prev.courseId }));
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const r = signupRepToRequest(v);
    if (!r.ok) {
      setErrors(r.errors);
      return;
    }
    setErrors({});
    setCreated(null);
    mutation.mutate(r.req);
  };
  const intent = (k: keyof SignupRepValues) => (errors[k] ? 'danger' : undefined);
  return (
    <PageFrame title="补录报名">
      <Card elevation={Elevation.ONE} style={{ maxWidth: 640 }}>
        <form onSubmit={submit} noValidate>
          <FormGroup label="课程" labelFor="rep-course" labelInfo="（必填）" helperText={errors.courseId} intent={intent('courseId')}>
            <CourseSelect id="rep-course" allLabel="请选择课程" value={v.courseId} onChange={(courseId) => set({ courseId })} />
          </FormGroup>
          <FormGroup
            label="报名人"
            labelFor="rep-user"
            labelInfo="（必填）"
            helperText={errors.userId ?? '按姓名、昵称、账号或完整手机号搜索'}
            intent={intent('userId')}
          >
            <UserSelect
              id="rep-user"
              label="报名人"
              value={v.userId ? [Number(v.userId)] : []}
              onChange={(ids) => set({ userId: ids.length ? String(ids[0]) : '' })}
              unavailable={visitorsOnly}
              intent={intent('userId')}
            />
          </FormGroup>
          <FormGroup label="参与类型" helperText={errors.participantKind} intent={intent('participantKind')}>
            <RadioGroup inline selectedValue={v.participantKind} onChange={(e) => set({ participantKind: e.currentTarget.value })}>
              <Radio label="学员" value="0" />
              <Radio label="服务" value="1" />
            </RadioGroup>
          </FormGroup>
          <FormGroup label="报名身份" labelFor="rep-identity" labelInfo="（必填）" helperText={errors.identity} intent={intent('identity')}>
            <DictSelect
              id="rep-identity"
              label="报名身份"
              type={DictTypeCode.SIGNUP_IDENTITY}
              allLabel="请选择"
              value={v.identity}
              onChange={(identity) => set({ identity })}
            />
          </FormGroup>
          <FormGroup label="备注" labelFor="rep-remark" helperText={errors.remark} intent={intent('remark')}>
            <TextArea
              id="rep-remark"
              fill
              rows={3}
              maxLength={500}
              value={v.remark}
              onChange={(e) => set({ remark: e.currentTarget.value })}
            />
          </FormGroup>
          <Button type="submit" intent="primary" text="提交补录" loading={mutation.isPending} disabled={mutation.isPending} />
        </form>
      </Card>
      {created !== null && (
        <Callout intent="success" title={`已补录，报名编号 ${created}`} style={{ maxWidth: 640 }}>
          <LinkButton to={`/course/detail?id=${created}`} text="查看报名详情" icon="eye-open" />
        </Callout>
      )}
    </PageFrame>
  );
}
