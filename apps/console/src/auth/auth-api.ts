import type { AuthLoginReq, AuthLoginResp, AuthRegisterReq, LoginPublicKeyVO } from '@dha/contracts';
import { api } from '../api/http';

/** Auth calls of spec §7 (shapes: @dha/contracts auth.ts). */
export const authApi = {
  login: (req: AuthLoginReq) => api.post<AuthLoginResp>('/system/auth/login', { ...req, username: req.username.trim() }),
  /** the key a remembered password is encrypted with (features/auth/password-cipher.ts) */
  loginPublicKey: () => api.get<LoginPublicKeyVO>('/system/auth/login-public-key'),
  register: (req: AuthRegisterReq) => api.post<AuthLoginResp>('/system/auth/register', { ...req, username: req.username.trim() }),
  /** always true (the server does not tell whether the account exists) */
  forgotPassword: (username: string) => api.post<boolean>('/system/auth/forgot-password', { username: username.trim() }),
  resetPassword: (req: { username: string; code: string; password: string }) =>
    api.post<boolean>('/system/auth/reset-password', { ...req, username: req.username.trim() }),
  /** the own password change (also what lifts the must-change-password hold) */
  updateOwnPassword: (oldPassword: string, newPassword: string) =>
    api.put<boolean>('/system/user/profile/update-password', { oldPassword, newPassword }),
};
