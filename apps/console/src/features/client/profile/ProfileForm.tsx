import { Button, Checkbox, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { MOBILE_PATTERN, SmsScene, type MyProfileInfo, type NotifyMailKindValue } from '@dha/contracts';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../../api/http';
import { toast } from '../../../api/toaster';
import { AppSelect } from '../../../ui/AppSelect';
import { DateField } from '../../../ui/DateField';
import { SmsCodeButton, useSmsCode } from '../../auth/sms/SmsCodeButton';
import { useChangeMobile, useSaveProfile } from '../queries';
import { useClientDictOptions } from '../shared/ClientDictTag';
import {
  FIELD_LABELS,
  formToUpdate,
  MAX_LENGTHS,
  mobileChangeError,
  mobileNeedsCode,
  PROFILE_FIELDS,
  profileToForm,
  REQUIRED_FIELDS,
  serverFieldError,
  SMS_CODE_PATTERN,
  validateProfile,
  type ProfileErrors,
  type ProfileField,
  type ProfileForm as Form,
} from '../shared/profile-rules';
import { MAIL_NOTIFY_HINT, MAIL_NOTIFY_NO_EMAIL, MAIL_NOTIFY_OPTIONS, normaliseMailNotify, toggleMailNotify } from './mail-notify';

/** The earliest birthday the picker offers. */
const BIRTHDAY_MIN = new Date(1900, 0, 1);

/**
 * The profile form (completion and edit): client checks mirror the server; a server 400 lands on its field.
 * A changed stored mobile takes a code texted to the new number: saving changes the mobile with it
 * first, then the rest (the profile update refuses a changed mobile).
 */
export function ProfileForm({
  profile,
  submitText = '保存',
  onSaved,
  onCancel,
}: {
  profile: MyProfileInfo;
  submitText?: string;
  onSaved: () => void;
  onCancel?: () => void;
}) {
  const [form, setForm] = useState<Form>(() => profileToForm(profile));
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [mailNotify, setMailNotify] = useState<NotifyMailKindValue[]>(() => normaliseMailNotify(profile.mailNotify));
  const sexes = useClientDictOptions('system_user_sex');
  const certificateTypes = useClientDictOptions('system_certificate_type');
  const educations = useClientDictOptions('signup_education');
  const identities = useClientDictOptions('signup_identity');
  const [mobileCode, setMobileCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const sms = useSmsCode();
  const needsCode = mobileNeedsCode(profile.mobile, form.mobile);

  const save = useSaveProfile({
    success: () => {
      toast.success('个人资料已保存');
      onSaved();
    },
    error: (err) => {
      if (err instanceof ApiError) {
        const fieldError = serverFieldError(err.message);
        if (fieldError) setErrors((e) => ({ ...e, [fieldError.field]: fieldError.text }));
      }
    },
  });

  const showMobileChangeError = (err: Error) => {
    if (!(err instanceof ApiError)) return;
    const at = mobileChangeError(err);
    if (at.field === 'mobile') setErrors((e) => ({ ...e, mobile: at.text }));
    else setCodeError(at.text);
  };
  const changeMobile = useChangeMobile({ error: showMobileChangeError });
  const busy = save.isPending || changeMobile.isPending;

  const sendMobileCode = async () => {
    const mobile = form.mobile.trim();
    if (!MOBILE_PATTERN.test(mobile)) {
      setErrors((e) => ({ ...e, mobile: '手机号码格式不正确' }));
      return;
    }
    setCodeError(undefined);
    try {
      await sms.send(mobile, SmsScene.ADMIN_UPDATE_MOBILE);
    } catch (err) {
      showMobileChangeError(err as Error);
    }
  };

  const set = (key: ProfileField) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setForm((f) => ({ ...f, [key]: value }));
    if (errors[key]) setErrors((x) => ({ ...x, [key]: undefined }));
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateProfile(form);
    setErrors(found);
    if (Object.values(found).some(Boolean)) {
      const first = PROFILE_FIELDS.find((k) => found[k]) ?? 'realName';
      toast.warning(`请检查：${FIELD_LABELS[first]}`);
      document.getElementById(`profile-${first}`)?.focus();
      return;
    }
    if (needsCode && !SMS_CODE_PATTERN.test(mobileCode.trim())) {
      setCodeError('请输入短信验证码');
      toast.warning('请检查：短信验证码');
      document.getElementById('profile-mobileCode')?.focus();
      return;
    }
    // the opt-ins go as the whole list: the server replaces what it holds
    const body = { ...formToUpdate(form), mailNotify };
    if (needsCode) changeMobile.mutate({ mobile: body.mobile ?? '', code: mobileCode.trim() }, { onSuccess: () => save.mutate(body) });
    else save.mutate(body);
  };

  const group = (key: ProfileField, control: React.ReactNode) => (
    <FormGroup
      key={key}
      label={FIELD_LABELS[key]}
      labelFor={`profile-${key}`}
      labelInfo={REQUIRED_FIELDS.includes(key) ? <span className="bp6-text-muted">*</span> : undefined}
      intent={errors[key] ? Intent.DANGER : Intent.NONE}
      helperText={errors[key]}
    >
      {control}
    </FormGroup>
  );
  const input = (key: ProfileField, props: Partial<React.ComponentProps<typeof InputGroup>> = {}) =>
    group(
      key,
      <InputGroup
        id={`profile-${key}`}
        name={key}
        value={form[key]}
        onChange={set(key)}
        maxLength={MAX_LENGTHS[key]}
        intent={errors[key] ? Intent.DANGER : Intent.NONE}
        placeholder={`请输入${FIELD_LABELS[key]}`}
        {...props}
      />,
    );
  const select = (key: ProfileField, options: { value: string; label: string }[]) =>
    group(
      key,
      <AppSelect id={`profile-${key}`} name={key} fill value={form[key]} onChange={set(key)}>
        <option value="">请选择{FIELD_LABELS[key]}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </AppSelect>,
    );

  // opted in, but no address to send to: say so (saving still works, like the server)
  const noEmailForMail = mailNotify.length > 0 && !form.email.trim();

  return (
    <form className="dha-client-form" onSubmit={onSubmit} noValidate aria-label="个人资料">
      <div className="dha-client-form-section">基本信息（必填）</div>
      {input('realName', { autoComplete: 'name' })}
      {select('sex', sexes)}
      {group(
        'birthday',
        <DateField
          id="profile-birthday"
          value={form.birthday}
          onChange={(birthday) => set('birthday')({ currentTarget: { value: birthday } })}
          intent={errors.birthday ? 'danger' : undefined}
          minDate={BIRTHDAY_MIN}
          maxDate={new Date()}
        />,
      )}
      {select('certificateType', certificateTypes)}
      {input('certificateNo', { autoComplete: 'off' })}
      {input('mobile', { type: 'tel', inputMode: 'numeric', autoComplete: 'tel' })}
      {needsCode && (
        <FormGroup
          label="短信验证码"
          labelFor="profile-mobileCode"
          labelInfo={<span className="bp6-text-muted">*</span>}
          intent={codeError ? Intent.DANGER : Intent.NONE}
          helperText={codeError ?? '修改手机号码需验证新号码：验证码将发送到新号码'}
        >
          <InputGroup
            id="profile-mobileCode"
            name="mobileCode"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={mobileCode}
            onChange={(e) => {
              setMobileCode(e.currentTarget.value);
              setCodeError(undefined);
            }}
            intent={codeError ? Intent.DANGER : Intent.NONE}
            placeholder="请输入短信验证码"
            rightElement={<SmsCodeButton sms={sms} text="发送验证码" onClick={() => void sendMobileCode()} />}
          />
        </FormGroup>
      )}
      {select('education', educations)}
      <div className="dha-client-form-section">其他信息（选填）</div>
      {input('email', { type: 'email', autoComplete: 'email' })}
      {select('identity', identities)}
      {input('workplace')}
      {input('address', { autoComplete: 'street-address' })}
      {input('emergencyContact')}
      {input('emergencyPhone', { type: 'tel' })}
      <div className="dha-client-form-section" id="profile-mail-notify">
        邮件通知
      </div>
      <FormGroup
        intent={noEmailForMail ? Intent.WARNING : Intent.NONE}
        helperText={noEmailForMail ? MAIL_NOTIFY_NO_EMAIL : MAIL_NOTIFY_HINT}
      >
        <div role="group" aria-labelledby="profile-mail-notify">
          {MAIL_NOTIFY_OPTIONS.map((o) => (
            <Checkbox
              key={o.kind}
              name="mailNotify"
              value={o.kind}
              label={o.label}
              checked={mailNotify.includes(o.kind)}
              onChange={(e) => {
                const on = e.currentTarget.checked;
                setMailNotify((kinds) => toggleMailNotify(kinds, o.kind, on));
              }}
            />
          ))}
        </div>
      </FormGroup>
      <div className="dha-client-form-actions">
        <Button type="submit" intent={Intent.PRIMARY} fill loading={busy} disabled={busy} text={submitText} />
        {onCancel && <Button fill variant="minimal" text="取消" disabled={busy} onClick={onCancel} style={{ marginTop: 8 }} />}
      </div>
    </form>
  );
}
