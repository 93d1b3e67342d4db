import type { AuthLoginResp } from '@dha/contracts';
import { api } from '../../../api/http';
import { BASE_PATH } from '../../../config/base';

/** The social sign-ins of this console (spec: DingTalk 20, source dingtalk; WeChat Work 30, source wechat_enterprise). */
export const SOCIAL_PROVIDERS = [
  { type: 20, name: '钉钉', icon: 'chat' },
  { type: 30, name: '企业微信', icon: 'office' },
] as const;

export const socialName = (type: number): string => SOCIAL_PROVIDERS.find((p) => p.type === type)?.name ?? `社交账号（${type}）`;

/** The server's answer when the social account is bound to nobody (AuthErrors.AUTH_THIRD_LOGIN_NOT_BIND). */
export const SOCIAL_NOT_BOUND = 1_002_000_005;

export interface SocialBindingVO {
  type: number;
  openid: string;
  nickname: string | null;
  avatar: string | null;
  createTime: number;
}

/** The social sign-in calls of spec §7 and the bindings of the personal centre (server: modules/auth social/http). */
export const socialApi = {
  authRedirect: (type: number, redirectUri: string) => api.get<string>('/system/auth/social-auth-redirect', { type, redirectUri }),
  login: (type: number, code: string, state: string) => api.post<AuthLoginResp>('/system/auth/social-login', { type, code, state }),
  bindings: () => api.get<SocialBindingVO[]>('/system/social-user/get-bind-list'),
  unbind: (type: number, openid: string) => api.delete<boolean>('/system/social-user/unbind', { type, openid }),
};

/** Leaves for the provider's sign-in page; it returns to /auth-redirect with the code and state. */
export async function startSocialSignIn(type: number, redirect: string | null): Promise<void> {
  const back = new URL(`${BASE_PATH}/auth-redirect`, window.location.origin);
  back.searchParams.set('type', String(type));
  if (redirect) back.searchParams.set('redirect', redirect);
  window.location.assign(await socialApi.authRedirect(type, back.href));
}
