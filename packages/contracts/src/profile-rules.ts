/**
 * Format rules of the signup profile, shared by the server's validation and the console's forms so
 * both sides accept exactly the same input.
 */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
/** landline or mobile, e.g. 010-12345678, +86 13800138000 */
export const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{4,19}$/;
/** the dictionary value of 居民身份证 in system_certificate_type */
export const ID_CARD_TYPE = '1';
/** passports and other travel documents: letters and digits */
export const OTHER_CERTIFICATE_PATTERN = /^[A-Za-z0-9]{5,20}$/;

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CODES = '10X98765432';

/** A mainland resident identity card number (GB 11643-1999): 18 characters, a real birth date, the checksum. */
export function isValidIdCardNo(value: string, now = Date.now()): boolean {
  if (!/^\d{17}[\dX]$/.test(value)) return false;
  const year = Number(value.slice(6, 10));
  const month = Number(value.slice(10, 12));
  const day = Number(value.slice(12, 14));
  const birth = new Date(Date.UTC(year, month - 1, day));
  if (year < 1900 || birth.getUTCMonth() !== month - 1 || birth.getUTCDate() !== day || birth.getTime() > now) return false;
  const sum = WEIGHTS.reduce((acc, w, i) => acc + w * Number(value[i]), 0);
  return CHECK_CODES[sum % 11] === value[17];
}

/** Whether a certificate number fits its certificate type. */
export function isValidCertificateNo(type: string, no: string, now = Date.now()): boolean {
  return type === ID_CARD_TYPE ? isValidIdCardNo(no, now) : OTHER_CERTIFICATE_PATTERN.test(no);
}
