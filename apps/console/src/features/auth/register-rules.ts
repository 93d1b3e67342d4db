import { isPasswordLengthOk, PASSWORD_LENGTH_MESSAGE } from '@dha/contracts';

/** Register form rules (username 4–30 letters/digits, password 8–128; the server also refuses common passwords). */
export interface RegisterForm {
  username: string;
  nickname: string;
  password: string;
  confirmPassword: string;
}

export type RegisterErrors = Partial<Record<keyof RegisterForm, string>>;

export function validateRegister(form: RegisterForm): RegisterErrors {
  const errors: RegisterErrors = {};
  const username = form.username.trim();
  if (!username) errors.username = '请输入用户名';
  else if (!/^[a-zA-Z0-9]{4,30}$/.test(username)) errors.username = '用户名为 4-30 位字母或数字';
  if (!form.nickname.trim()) errors.nickname = '请输入昵称';
  else if (form.nickname.trim().length > 30) errors.nickname = '昵称不能超过 30 个字符';
  if (!form.password) errors.password = '请输入密码';
  else if (!isPasswordLengthOk(form.password)) errors.password = PASSWORD_LENGTH_MESSAGE;
  if (!form.confirmPassword) errors.confirmPassword = '请再次输入密码';
  else if (form.confirmPassword !== form.password) errors.confirmPassword = '两次输入的密码不一致';
  return errors;
}
