import { isValidCertificateNo, isValidIdCardNo, MOBILE_PATTERN } from './profile-rules';

describe('profile format rules', () => {
  it('accepts an ID card number with a right checksum and birth date, and refuses a wrong one', () => {
    expect(isValidIdCardNo('11010519491231002X')).toBe(true);
    expect(isValidIdCardNo('110105194912310021')).toBe(false); // checksum
    expect(isValidIdCardNo('11010519491331002X')).toBe(false); // month 13
    expect(isValidIdCardNo('110105' + '2999' + '0101' + '0010', Date.UTC(2026, 0, 1))).toBe(false); // born in the future
  });

  it('checks other certificates by pattern and mobiles by the mainland format', () => {
    expect(isValidCertificateNo('2', 'E12345678')).toBe(true);
    expect(isValidCertificateNo('2', 'E1-2345')).toBe(false);
    expect(isValidCertificateNo('1', 'E12345678')).toBe(false);
    expect(MOBILE_PATTERN.test('13800138000')).toBe(true);
    expect(MOBILE_PATTERN.test('12800138000')).toBe(false);
  });
});
