import { MOBILE_PATTERN, type UserSaveReq, type UserVO, isPasswordLengthOk, PASSWORD_LENGTH_MESSAGE } from '@dha/contracts';
import type { QueryParams } from '../../../api/http';
import { dateRangeParams } from '../../../ui/format';
import { checkRemark, formResult, type FormResult } from '../../../ui/form-result';

export interface UserForm {
  id?: number;
  username: string;
  nickname: string;
  password: string;
  deptId: string;
  postIds: number[];
  roleIds: number[];
  email: string;
  mobile: string;
  sex: string;
  remark: string;
}

export const userToForm = (u: UserVO | null): UserForm =>
  u
    ? {
        id: u.id,
        username: u.username,
        nickname: u.nickname,
        password: '',
        deptId: u.deptId ? String(u.deptId) : '',
        postIds: u.postIds,
        roleIds: [],
        email: u.email ?? '',
        mobile: u.mobile ?? '',
        sex: u.sex === null ? '' : String(u.sex),
        remark: u.remark ?? '',
      }
    : { username: '', nickname: '', password: '', deptId: '', postIds: [], roleIds: [], email: '', mobile: '', sex: '', remark: '' };

const USERNAME = /^[a-zA-Z0-9]{4,30}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The server's rules, checked before saving: a new account has a password and may get roles; an edit has neither. */
export function userToRequest(f: UserForm): FormResult<UserSaveReq> {
  const errors: Record<string, string> = {};
  const username = f.username.trim();
  const nickname = f.nickname.trim();
  const email = f.email.trim();
  const mobile = f.mobile.trim();
  if (!USERNAME.test(username)) errors.username = '用户名称为 4–30 位字母或数字';
  if (!nickname || nickname.length > 30) errors.nickname = '请输入 1–30 个字的用户昵称';
  if (!f.id && !isPasswordLengthOk(f.password)) errors.password = PASSWORD_LENGTH_MESSAGE;
  if (email && (email.length > 50 || !EMAIL.test(email))) errors.email = '邮箱格式不正确';
  if (mobile && !MOBILE_PATTERN.test(mobile)) errors.mobile = '手机号码格式不正确';
  checkRemark(errors, f.remark);
  return formResult(errors, () => ({
    ...(f.id ? { id: f.id } : { password: f.password, roleIds: f.roleIds }),
    username,
    nickname,
    deptId: f.deptId ? Number(f.deptId) : null,
    postIds: f.postIds,
    email: email || null,
    mobile: mobile || null,
    sex: f.sex === '' ? null : Number(f.sex),
    remark: f.remark.trim() || null,
  }));
}

export interface UserFilter {
  username: string;
  mobile: string;
  status: string;
  createdFrom: string;
  createdTo: string;
  /** the department picked in the tree ('' = all) */
  deptId: string;
}

export const EMPTY_USER_FILTER: UserFilter = { username: '', mobile: '', status: '', createdFrom: '', createdTo: '', deptId: '' };

/** The list's query params: trimmed texts, the department, and the creation days as the contract's range. */
export function userFilterToParams(f: UserFilter): QueryParams {
  return {
    username: f.username.trim(),
    mobile: f.mobile.trim(),
    status: f.status,
    deptId: f.deptId,
    ...dateRangeParams('createTime', f.createdFrom, f.createdTo),
  };
}
