import { isValidIdCardNo } from '@dha/contracts';
import {
  dateInputToEpoch,
  epochToDateInput,
  formToUpdate,
  maskCertificateNo,
  profileToForm,
  serverFieldError,
  validateProfile,
  type ProfileForm,
} from './profile-rules';

const VALID_ID = '110105199003071239';
const complete = (over: Partial<ProfileForm> = {}): ProfileForm => ({
  ...profileToForm(null),
  realName: '张小明',
  sex: '1',
  birthday: '1990-03-07',
  certificateType: '1',
  certificateNo: VALID_ID,
  mobile: '13800138000',
  education: '6',
  ...over,
});

describe('identity card numbers', () => {
  it('accepts a number with the right checksum, X included', () => {
    expect(isValidIdCardNo(VALID_ID)).toBe(true);
    expect(isValidIdCardNo('11010519491231002X')).toBe(true);
  });
  it('refuses a wrong checksum, length, date or letter', () => {
    expect(isValidIdCardNo('110105199003071238')).toBe(false);
    expect(isValidIdCardNo('11010519900307123')).toBe(false);
    expect(isValidIdCardNo('110105199002301234')).toBe(false);
    expect(isValidIdCardNo('11010519900307123x')).toBe(false);
  });
});

describe('validateProfile', () => {
  it('passes a complete profile', () => {
    expect(validateProfile(complete())).toEqual({});
  });
  it('names every missing required field', () => {
    const e = validateProfile(profileToForm(null));
    expect(Object.keys(e).sort()).toEqual(
      ['birthday', 'certificateNo', 'certificateType', 'education', 'mobile', 'realName', 'sex'].sort(),
    );
    expect(e.sex).toBe('请选择性别');
    expect(e.realName).toBe('请输入真实姓名');
  });
  it('checks the mobile pattern', () => {
    expect(validateProfile(complete({ mobile: '12800138000' })).mobile).toBe('手机号码格式不正确');
    expect(validateProfile(complete({ mobile: '1380013800' })).mobile).toBe('手机号码格式不正确');
  });
  it('checks the ID card checksum only for 居民身份证', () => {
    expect(validateProfile(complete({ certificateNo: '110105199003071238' })).certificateNo).toMatch(/身份证号码不正确/);
    expect(validateProfile(complete({ certificateType: '2', certificateNo: 'E12345678' }))).toEqual({});
    expect(validateProfile(complete({ certificateType: '2', certificateNo: 'E1' })).certificateNo).toMatch(/5-20/);
  });
  it('refuses a future birthday and optional fields in a bad format', () => {
    expect(validateProfile(complete({ birthday: '2999-01-01' })).birthday).toBe('出生日期必须早于今天');
    expect(validateProfile(complete({ birthday: '1990-02-30' })).birthday).toBe('出生日期格式不正确');
    expect(validateProfile(complete({ email: 'not-mail' })).email).toBe('邮箱格式不正确');
    expect(validateProfile(complete({ emergencyPhone: 'abc' })).emergencyPhone).toBe('电话号码格式不正确');
    expect(validateProfile(complete({ address: 'x'.repeat(201) })).address).toMatch(/200/);
  });
});

describe('wire conversion', () => {
  it('birthday: YYYY-MM-DD ↔ epoch ms at UTC midnight', () => {
    expect(dateInputToEpoch('1990-03-07')).toBe(Date.UTC(1990, 2, 7));
    expect(epochToDateInput(Date.UTC(1990, 2, 7))).toBe('1990-03-07');
    expect(dateInputToEpoch('')).toBeNull();
    expect(epochToDateInput(null)).toBe('');
  });
  it('builds the update body: trimmed, empty → null, sex a number, upper-case certificate', () => {
    const body = formToUpdate(complete({ realName: ' 张小明 ', certificateNo: '11010519491231002x', email: ' ' }));
    expect(body).toMatchObject({
      realName: '张小明',
      sex: 1,
      birthday: Date.UTC(1990, 2, 7),
      certificateNo: '11010519491231002X',
      email: null,
    });
  });
  it('maps a server 400 message to its field', () => {
    expect(serverFieldError('请求参数不正确:certificateNo 身份证号码不正确')).toEqual({ field: 'certificateNo', text: '身份证号码不正确' });
    expect(serverFieldError('请求参数不正确:mobile 手机号码格式不正确')).toEqual({ field: 'mobile', text: '手机号码格式不正确' });
    expect(serverFieldError('请求参数不正确:nickname 长度为 1-30 个字符')).toBeNull();
    expect(serverFieldError('系统未知错误')).toBeNull();
  });
  it('masks certificate numbers for display', () => {
    expect(maskCertificateNo(VALID_ID)).toBe('110***********1239');
    expect(maskCertificateNo(null)).toBe('-');
  });
});
