import type { TenantSimpleVO } from '@dha/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/http';
import { smsApi } from './sms/sms-api';
import { socialApi } from './social/social-api';
import { wechatApi, wechatDevApi } from './wechat/wechat-api';

/** The query keys of the sign-in screens and of the personal centre's bindings. */
export const authKeys = {
  loginTenants: ['auth', 'login-tenants'] as const,
  /** every social binding (DingTalk, WeChat Work, the WeChat official account): one list, one refresh for all */
  socialBindings: ['social-bindings'] as const,
  wechatBindQrCode: ['wechat-bind-qr'] as const,
  devSmsOutbox: ['dev-sms-outbox'] as const,
  devWechatPending: ['dev-wechat-pending'] as const,
};

/** The enabled tenants (public): the login form asks for a tenant only when there is more than one. */
export function useLoginTenants(): TenantSimpleVO[] {
  const query = useQuery({
    queryKey: authKeys.loginTenants,
    queryFn: () => api.get<TenantSimpleVO[] | null>('/system/tenant/simple-list'),
    staleTime: 60_000,
  });
  return Array.isArray(query.data) ? query.data : [];
}

/** The signed-in user's social bindings, shared by the personal centre's binding sections. */
export function useSocialBindings() {
  return useQuery({ queryKey: authKeys.socialBindings, queryFn: socialApi.bindings });
}

/** Reads the bindings again after a bind or an unbind. */
export function useRefreshSocialBindings(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: authKeys.socialBindings });
}

/** A binding QR code of the signed-in user: fetched once per dialog, never reused from the cache. */
export function useWechatBindQrCode() {
  return useQuery({
    queryKey: authKeys.wechatBindQrCode,
    queryFn: wechatApi.bindQrCode,
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
  });
}

/** /dev-sms: the texts of the development outbox, read every 3 s. */
export function useDevSmsOutbox() {
  return useQuery({ queryKey: authKeys.devSmsOutbox, queryFn: smsApi.devOutbox, refetchInterval: 3000, retry: false });
}

/** /dev-wechat: the fake official account's QR codes waiting for a scan, read every 2 s. */
export function useDevWechatPending() {
  return useQuery({ queryKey: authKeys.devWechatPending, queryFn: wechatDevApi.pending, refetchInterval: 2000, retry: false });
}
