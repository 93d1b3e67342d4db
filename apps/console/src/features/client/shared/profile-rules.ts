import type { MyProfileInfo, ProfileFields } from '@dha/contracts';
import { ID_CARD_TYPE, isValidIdCardNo, MOBILE_PATTERN, OTHER_CERTIFICATE_PATTERN, PHONE_PATTERN } from '@dha/contracts';

/** The format rules themselves live in @dha/contracts, shared with the server; here: the form around them. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The form's state: every field a string (the way inputs hold them). */
export interface ProfileForm {
  realName: string;
  sex: string;
  /** `YYYY-MM-DD` */
  birthday: string;
  certificateType: string;
  certificateNo: string;
  mobile: string;
  education: string;
  email: string;
  identity: string;
  workplace: string;
  address: string;
  emergencyContact: string;
  emergencyPhone: string;
}
export type ProfileField = keyof ProfileForm;
export type ProfileErrors = Partial<Record<ProfileField, string>>;

export const REQUIRED_FIELDS: readonly ProfileField[] = [
  'realName',
  'sex',
  'birthday',
  'certificateType',
  'certificateNo',
  'mobile',
  'education',
];
export const PROFILE_FIELDS: readonly ProfileField[] = [
  ...REQUIRED_FIELDS,
  'email',
  'identity',
  'workplace',
  'address',
  'emergencyContact',
  'emergencyPhone',
];

export const FIELD_LABELS: Record<ProfileField, string> = {
  realName: '真实姓名',
  sex: '性别',
  birthday: '出生日期',
  certificateType: '证件类型',
  certificateNo: '证件号码',
  mobile: '手机号码',
  education: '学历',
  email: '电子邮箱',
  identity: '身份',
  workplace: '工作单位',
  address: '联系地址',
  emergencyContact: '紧急联系人',
  emergencyPhone: '紧急联系电话',
};

export const MAX_LENGTHS: Partial<Record<ProfileField, number>> = {
  realName: 30,
  certificateNo: 30,
  mobile: 11,
  email: 50,
  workplace: 100,
  address: 200,
  emergencyContact: 30,
  emergencyPhone: 20,
};

const pad = (n: number) => String(n).padStart(2, '0');

/** epoch ms (UTC midnight) → `YYYY-MM-DD`; '' when empty. Birthdays are calendar dates: read in UTC. */
export function epochToDateInput(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms)) return '';
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** `YYYY-MM-DD` → epoch ms at UTC midnight; null when empty or not a real date. */
export function dateInputToEpoch(value: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(y, mo - 1, d);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return null;
  return ms;
}

export function profileToForm(p: Partial<MyProfileInfo> | null | undefined): ProfileForm {
  const s = (v: unknown) => (v === null || v === undefined ? '' : String(v));
  return {
    realName: s(p?.realName),
    sex: s(p?.sex),
    birthday: epochToDateInput(p?.birthday),
    certificateType: s(p?.certificateType),
    certificateNo: s(p?.certificateNo),
    mobile: s(p?.mobile),
    education: s(p?.education),
    email: s(p?.email),
    identity: s(p?.identity),
    workplace: s(p?.workplace),
    address: s(p?.address),
    emergencyContact: s(p?.emergencyContact),
    emergencyPhone: s(p?.emergencyPhone),
  };
}

/** Client-side checks mirroring the server; an empty object when the form may be sent. */
export function validateProfile(f: ProfileForm, now = Date.now()): ProfileErrors {
  const e: ProfileErrors = {};
  for (const key of REQUIRED_FIELDS) {
    if (!f[key].trim())
      e[key] =
        `请${key === 'sex' || key === 'certificateType' || key === 'education' || key === 'birthday' ? '选择' : '输入'}${FIELD_LABELS[key]}`;
  }
  for (const [key, max] of Object.entries(MAX_LENGTHS) as Array<[ProfileField, number]>) {
    if (!e[key] && f[key].trim().length > max) e[key] = `${FIELD_LABELS[key]}不能超过 ${max} 个字符`;
  }
  if (!e.birthday) {
    const ms = dateInputToEpoch(f.birthday);
    if (ms === null) e.birthday = '出生日期格式不正确';
    else if (ms < Date.UTC(1900, 0, 1) || ms >= now) e.birthday = '出生日期必须早于今天';
  }
  if (!e.mobile && !MOBILE_PATTERN.test(f.mobile.trim())) e.mobile = '手机号码格式不正确';
  if (!e.certificateNo && !e.certificateType) {
    const no = f.certificateNo.trim().toUpperCase();
    if (f.certificateType === ID_CARD_TYPE) {
      if (!isValidIdCardNo(no, now)) e.certificateNo = '身份证号码不正确（18 位，含校验位）';
    } else if (!OTHER_CERTIFICATE_PATTERN.test(no)) {
      e.certificateNo = '证件号码格式不正确（5-20 位字母或数字）';
    }
  }
  if (!e.email && f.email.trim() && !EMAIL_PATTERN.test(f.email.trim())) e.email = '邮箱格式不正确';
  if (!e.emergencyPhone && f.emergencyPhone.trim() && !PHONE_PATTERN.test(f.emergencyPhone.trim())) e.emergencyPhone = '电话号码格式不正确';
  return e;
}

/** The `PUT /system/user/updateMyProfileInfo` body: trimmed strings, '' → null, sex as a number, birthday as epoch ms. */
export function formToUpdate(f: ProfileForm): ProfileFields {
  const t = (v: string) => (v.trim() === '' ? null : v.trim());
  return {
    realName: t(f.realName),
    sex: f.sex.trim() === '' ? null : Number(f.sex),
    birthday: dateInputToEpoch(f.birthday),
    certificateType: t(f.certificateType),
    certificateNo: t(f.certificateNo)?.toUpperCase() ?? null,
    mobile: t(f.mobile),
    education: t(f.education),
    email: t(f.email),
    identity: t(f.identity),
    workplace: t(f.workplace),
    address: t(f.address),
    emergencyContact: t(f.emergencyContact),
    emergencyPhone: t(f.emergencyPhone),
  };
}

/**
 * A server 400 names the field (`请求参数不正确:mobile 手机号码格式不正确`): map it to that field's
 * error text, or null when no form field is named.
 */
export function serverFieldError(message: string): { field: ProfileField; text: string } | null {
  const detail = message.includes(':') ? message.slice(message.indexOf(':') + 1) : message;
  const m = /^\s*([A-Za-z]+)\s*(.*)$/.exec(detail);
  if (!m) return null;
  const field = m[1] as ProfileField;
  if (!PROFILE_FIELDS.includes(field)) return null;
  return { field, text: m[2]?.trim() || detail.trim() };
}

/** The length of an SMS code (the server's update-mobile rule). */
export const SMS_CODE_PATTERN = /^\d{4,6}$/;
/** USER_MOBILE_EXISTS (modules/auth auth.errors.ts): the number is another account's. */
export const MOBILE_EXISTS_CODE = 1_002_003_001;

/**
 * A stored mobile changes only through a code texted to the new number; a first mobile (none stored)
 * is set by the profile update itself.
 */
export function mobileNeedsCode(stored: string | null | undefined, entered: string): boolean {
  return !!stored && entered.trim() !== stored;
}

/**
 * Where a refusal of sending the code or of the mobile change shows: on the mobile field when it is
 * about the number (taken, malformed), else on the code field (wrong, expired, used, too many sends).
 */
export function mobileChangeError(err: { code: number; message: string }): { field: 'mobile' | 'mobileCode'; text: string } {
  if (err.code === MOBILE_EXISTS_CODE) return { field: 'mobile', text: err.message };
  const named = serverFieldError(err.message);
  if (named?.field === 'mobile') return { field: 'mobile', text: named.text };
  const detail = err.message.includes(':') ? err.message.slice(err.message.indexOf(':') + 1).trim() : err.message;
  const code = /^code\s+(.*)$/.exec(detail);
  return { field: 'mobileCode', text: code?.[1] || detail };
}

/** A certificate number for display: the first 3 and last 4 characters, the middle starred. */
export function maskCertificateNo(no: string | null | undefined): string {
  if (!no) return '-';
  if (no.length <= 7) return no.replace(/.(?=.{2})/g, '*');
  return `${no.slice(0, 3)}${'*'.repeat(no.length - 7)}${no.slice(-4)}`;
}
