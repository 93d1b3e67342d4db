import { Button, Callout, Card, Intent, Tag } from '@blueprintjs/core';
import type { MyProfileInfo } from '@dha/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useProfile } from '../queries';
import { useClientDictLabel } from '../shared/ClientDictTag';
import { epochToDateInput, FIELD_LABELS, maskCertificateNo, PROFILE_FIELDS, type ProfileField } from '../shared/profile-rules';
import { prefectProfileUrl } from '../shared/redirect';
import { PageError, PageLoading } from '../shared/states';
import { mailNotifyText } from './mail-notify';
import { ProfileForm } from './ProfileForm';

/** `/client/my-profile`: my profile, then edit in place. */
export function MyProfilePage() {
  const [editing, setEditing] = useState(false);
  const profile = useProfile();
  if (profile.isPending) return <PageLoading />;
  if (profile.isError) return <PageError message={profile.error.message} onRetry={() => void profile.refetch()} />;
  if (editing) return <ProfileForm profile={profile.data} onSaved={() => setEditing(false)} onCancel={() => setEditing(false)} />;
  return <ProfileView profile={profile.data} onEdit={() => setEditing(true)} />;
}

function ProfileView({ profile, onEdit }: { profile: MyProfileInfo; onEdit: () => void }) {
  const labels: Partial<Record<ProfileField, (v: unknown) => string>> = {
    sex: useClientDictLabel('system_user_sex'),
    certificateType: useClientDictLabel('system_certificate_type'),
    education: useClientDictLabel('signup_education'),
    identity: useClientDictLabel('signup_identity'),
  };
  const show = (key: ProfileField): string => {
    const raw = (profile as unknown as Record<string, unknown>)[key];
    if (key === 'birthday') return epochToDateInput(raw as number | null) || '-';
    if (key === 'certificateNo') return maskCertificateNo(raw as string | null);
    const label = labels[key];
    if (label) return label(raw);
    return raw === null || raw === undefined || raw === '' ? '-' : String(raw);
  };
  return (
    <div className="dha-client-list">
      {!profile.profileComplete && (
        <Callout intent={Intent.WARNING} icon="warning-sign">
          资料尚未完善，完善后才能报名课程。<Link to={prefectProfileUrl('/client/my-profile')}>去完善</Link>
        </Callout>
      )}
      <Card className="dha-client-card">
        <div className="dha-client-card-head">
          <h3 className="dha-client-card-title">{profile.nickname || profile.username}</h3>
          {profile.profileComplete ? (
            <Tag intent={Intent.SUCCESS} minimal>
              资料已完善
            </Tag>
          ) : (
            <Tag intent={Intent.WARNING} minimal>
              资料未完善
            </Tag>
          )}
        </div>
        <dl className="dha-client-facts">
          <dt>用户名</dt>
          <dd>{profile.username}</dd>
          {PROFILE_FIELDS.map((key) => (
            <ProfileRow key={key} label={FIELD_LABELS[key]} value={show(key)} />
          ))}
          <ProfileRow label="邮件通知" value={mailNotifyText(profile.mailNotify, !!profile.email)} />
        </dl>
        <div className="dha-client-card-actions">
          <Button intent={Intent.PRIMARY} icon="edit" text="编辑资料" onClick={onEdit} />
        </div>
      </Card>
    </div>
  );
}

function ProfileRow({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}
