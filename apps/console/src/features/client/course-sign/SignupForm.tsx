import { Button, Callout, FormGroup, Intent, Radio, RadioGroup, TextArea } from '@blueprintjs/core';
import { AppSelect } from '../../../ui/AppSelect';
import type { ClientCourseVO, ParticipantKindValue } from '@dha/contracts';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { ApiError } from '../../../api/http';
import { toast } from '../../../api/toaster';
import { hasToken } from '../../../auth/session';
import { CourseDetail, CourseWithSignup } from '../course-detail/CourseDetail';
import { EndedSignupNote, SignedUpNotice } from '../course-detail/SignedUpNotice';
import { useLiveSeats } from '../useLiveSeats';
import { PROFILE_INCOMPLETE_CODE } from '../api';
import { useClientCourse, useCreateSignup, useMyCourseSignup, useProfile, useSeats } from '../queries';
import { useClientDictOptions } from '../shared/ClientDictTag';
import { kindLeft, seatsByKind, signupAvailability } from '../shared/format';
import { clientLoginUrl, MY_SIGNUP_PATH, prefectProfileUrl } from '../shared/redirect';
import { PageEmpty, PageError, PageLoading } from '../shared/states';

export const REMARK_MAX = 500;

/**
 * The sign-up page of one course: its detail, then the form (participant kind, identity, remark →
 * POST /client/signup/create), or my signup when I already have one for it.
 */
export function SignupForm({ courseId }: { courseId: number }) {
  const navigate = useNavigate();
  const location = useLocation();
  const here = location.pathname + location.search;

  const course = useClientCourse(courseId);
  const profile = useProfile();
  const ids = useMemo(() => [courseId], [courseId]);
  const { byId } = useSeats(ids);
  useLiveSeats(ids);
  const seats = byId.get(courseId);
  const identities = useClientDictOptions('signup_identity');
  const mine = useMyCourseSignup(courseId, hasToken());

  const [kind, setKind] = useState<ParticipantKindValue | null>(null);
  const [identity, setIdentity] = useState('');
  const [remark, setRemark] = useState('');
  const [error, setError] = useState<string | null>(null);

  const kinds = course.data ? seatsByKind(course.data, seats) : [];
  // default choices: the first kind with a seat left, the identity of the profile
  useEffect(() => {
    if (kind === null && kinds.length) setKind((kinds.find((k) => kindLeft(k) !== 0) ?? kinds[0]!).value);
  }, [kind, kinds]);
  useEffect(() => {
    if (!identity && profile.data?.identity) setIdentity(profile.data.identity);
  }, [identity, profile.data?.identity]);

  const submit = useCreateSignup({
    success: () => {
      toast.success('报名成功，请等待审核');
      navigate(MY_SIGNUP_PATH);
    },
    error: (err) => {
      if (err instanceof ApiError && err.code === PROFILE_INCOMPLETE_CODE) {
        navigate(prefectProfileUrl(here));
        return false;
      }
      if (err instanceof ApiError && err.code === 401 && !hasToken()) {
        navigate(clientLoginUrl(here));
        return false;
      }
      setError(err instanceof Error ? err.message : '报名失败');
      return true;
    },
  });

  if (course.isPending) return <PageLoading />;
  if (course.isError) return <PageError message={course.error.message} onRetry={() => void course.refetch()} />;
  const c: ClientCourseVO = course.data;
  const availability = signupAvailability(c, seats);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!hasToken()) return navigate(clientLoginUrl(here));
    if (kind === null) return setError('请选择参与类型');
    if (!identity) return setError('请选择身份');
    if (remark.length > REMARK_MAX) return setError(`备注不能超过 ${REMARK_MAX} 个字`);
    setError(null);
    submit.mutate({ courseId, participantKind: kind, identity, remark: remark.trim() || undefined });
  };

  const side = mine.query.isLoading ? (
    <PageLoading text="正在查询报名情况…" />
  ) : mine.current ? (
    <SignedUpNotice signup={mine.current} />
  ) : !availability.canSignUp ? (
    <PageEmpty
      icon="disable"
      title={availability.label}
      description="该课程当前不可报名"
      action={<Link to="/client/course-list">返回课程列表</Link>}
    />
  ) : (
    <>
      {mine.ended && <EndedSignupNote signup={mine.ended} />}
      <form className="dha-client-form" onSubmit={onSubmit} noValidate aria-label="报名表">
        {profile.data && !profile.data.profileComplete && (
          <Callout intent={Intent.WARNING} icon="warning-sign" style={{ marginBottom: 12 }}>
            报名前需要先完善个人资料。<Link to={prefectProfileUrl(here)}>去完善</Link>
          </Callout>
        )}
        <FormGroup label="参与类型" labelInfo="（必选）">
          <RadioGroup
            inline
            selectedValue={kind === null ? undefined : String(kind)}
            onChange={(e) => setKind(Number(e.currentTarget.value) as ParticipantKindValue)}
          >
            {kinds.map((k) => (
              <Radio
                key={k.kind}
                value={String(k.value)}
                label={kindLeft(k) === 0 ? `${k.label}（已满）` : k.label}
                disabled={kindLeft(k) === 0}
              />
            ))}
          </RadioGroup>
        </FormGroup>
        <FormGroup label="身份" labelFor="signup-identity" labelInfo="（必选）">
          <AppSelect id="signup-identity" fill value={identity} onChange={(e) => setIdentity(e.currentTarget.value)}>
            <option value="">请选择身份</option>
            {identities.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </AppSelect>
        </FormGroup>
        <FormGroup
          label="备注"
          labelFor="signup-remark"
          labelInfo={<span className="dha-client-counter">{`${remark.length}/${REMARK_MAX}`}</span>}
        >
          <TextArea
            id="signup-remark"
            fill
            rows={3}
            maxLength={REMARK_MAX}
            placeholder="选填，例如想对老师说的话"
            value={remark}
            onChange={(e) => setRemark(e.target.value)}
          />
        </FormGroup>
        {error && (
          <Callout intent={Intent.DANGER} role="alert">
            {error}
          </Callout>
        )}
        <div className="dha-client-form-actions">
          <Button type="submit" intent={Intent.PRIMARY} fill loading={submit.isPending} disabled={submit.isPending} text="提交报名" />
        </div>
      </form>
    </>
  );

  return <CourseWithSignup detail={<CourseDetail course={c} seats={seats} />} signup={side} />;
}
