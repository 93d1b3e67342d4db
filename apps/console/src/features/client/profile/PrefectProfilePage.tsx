import { Callout, Intent } from '@blueprintjs/core';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useProfile } from '../queries';
import { afterProfileTarget } from '../shared/redirect';
import { PageError, PageLoading } from '../shared/states';
import { ProfileForm } from './ProfileForm';

/** `/client/prefect-profile?redirect=`: complete the fields a signup needs, then back where the user was going. */
export function PrefectProfilePage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const profile = useProfile();
  if (profile.isPending) return <PageLoading />;
  if (profile.isError) return <PageError message={profile.error.message} onRetry={() => void profile.refetch()} />;
  return (
    <>
      <Callout intent={Intent.PRIMARY} icon="info-sign" style={{ marginBottom: 12 }}>
        {profile.data.profileComplete ? '您的资料已完善，可随时修改。' : '报名课程需要以下资料，请如实填写。带 * 的为必填项。'}
      </Callout>
      <ProfileForm
        profile={profile.data}
        submitText="保存并继续"
        onSaved={() => navigate(afterProfileTarget(params.get('redirect')), { replace: true })}
      />
    </>
  );
}
