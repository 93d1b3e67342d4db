import { ID_CARD_TYPE, isValidCertificateNo, MOBILE_PATTERN } from '@dha/contracts';

/** The certificate number fits its type; the message names what is wrong, or null when fine. */
export function certificateNoProblem(type: string, no: string): string | null {
  if (isValidCertificateNo(type, no)) return null;
  return type === ID_CARD_TYPE ? 'certificateNo 身份证号码不正确' : 'certificateNo 证件号码格式不正确（5-20 位字母或数字）';
}

export interface CompletenessFields {
  realName: string | null;
  sex: number | null;
  birthday: Date | null;
  certificateType: string | null;
  certificateNo: string | null;
  mobile: string | null;
  education: string | null;
}

/** True when every field a signup needs is present and well formed. */
export function isProfileComplete(p: CompletenessFields): boolean {
  return (
    !!p.realName?.trim() &&
    p.sex !== null &&
    p.birthday !== null &&
    p.birthday.getTime() < Date.now() &&
    !!p.certificateType &&
    !!p.certificateNo &&
    certificateNoProblem(p.certificateType, p.certificateNo) === null &&
    !!p.mobile &&
    MOBILE_PATTERN.test(p.mobile) &&
    !!p.education
  );
}
