import type { AuthLoginReq, AuthLoginResp, AuthRegisterReq } from '@dha/contracts';
import { api } from '../api/http';

/** Auth calls of spec §7 (shapes: @dha/contracts auth.ts). */
export const authApi = {
  login: (req: AuthLoginReq) => api.post<AuthLoginResp>('/system/auth/login', { ...req, username: req.username.trim() }),
  register: (req: AuthRegisterReq) => api.post<AuthLoginResp>('/system/auth/register', { ...req, username: req.username.trim() }),
};
