import { CommonStatus, OAuth2GrantType, type OAuth2ClientSaveReq, type OAuth2ClientVO } from '@dha/contracts';
import { formResult, type FormResult } from '../../ui/form-result';

export interface OAuth2ClientForm {
  id?: number;
  clientId: string;
  name: string;
  logo: string;
  description: string;
  status: string;
  accessTokenValiditySeconds: string;
  refreshTokenValiditySeconds: string;
  /** one per line */
  redirectUris: string;
  authorizedGrantTypes: string[];
  /** separated by spaces or commas */
  scopes: string;
  autoApproveScopes: string;
  /** create: a public client has no secret (PKCE) */
  publicClient: boolean;
  /** update: issue a new secret */
  resetSecret: boolean;
}

const words = (s: string): string[] => [...new Set(s.split(/[\s,，]+/).filter(Boolean))];

export const clientToForm = (c: OAuth2ClientVO | null): OAuth2ClientForm =>
  c
    ? {
        id: c.id,
        clientId: c.clientId,
        name: c.name,
        logo: c.logo,
        description: c.description ?? '',
        status: String(c.status),
        accessTokenValiditySeconds: String(c.accessTokenValiditySeconds),
        refreshTokenValiditySeconds: String(c.refreshTokenValiditySeconds),
        redirectUris: c.redirectUris.join('\n'),
        authorizedGrantTypes: c.authorizedGrantTypes,
        scopes: c.scopes.join(' '),
        autoApproveScopes: c.autoApproveScopes.join(' '),
        publicClient: !c.hasSecret,
        resetSecret: false,
      }
    : {
        clientId: '',
        name: '',
        logo: '',
        description: '',
        status: String(CommonStatus.ENABLE),
        accessTokenValiditySeconds: '1800',
        refreshTokenValiditySeconds: '2592000',
        redirectUris: '',
        authorizedGrantTypes: [OAuth2GrantType.AUTHORIZATION_CODE, OAuth2GrantType.REFRESH_TOKEN],
        scopes: 'user.read user.write',
        autoApproveScopes: '',
        publicClient: false,
        resetSecret: false,
      };

export function clientToRequest(f: OAuth2ClientForm): FormResult<OAuth2ClientSaveReq> {
  const errors: Record<string, string> = {};
  const clientId = f.clientId.trim();
  const redirectUris = words(f.redirectUris.replace(/[,，]/g, ' '));
  const scopes = words(f.scopes);
  const autoApproveScopes = words(f.autoApproveScopes);
  if (!/^[A-Za-z0-9_.-]{1,64}$/.test(clientId) || clientId === 'default')
    errors.clientId = '客户端编号为 1–64 位字母、数字或 _ . -（default 为控制台保留）';
  if (!f.name.trim()) errors.name = '请输入应用名';
  if (!redirectUris.length || redirectUris.some((u) => !/^https?:\/\/[^\s#]+$/.test(u)))
    errors.redirectUris = '每行一个 http(s) 地址，不含 #';
  if (!f.authorizedGrantTypes.length) errors.authorizedGrantTypes = '至少选择一种授权类型';
  for (const key of ['accessTokenValiditySeconds', 'refreshTokenValiditySeconds'] as const)
    if (!/^\d{2,9}$/.test(f[key].trim()) || Number(f[key]) < 60) errors[key] = '请输入不少于 60 的秒数';
  if (autoApproveScopes.some((s) => !scopes.includes(s))) errors.autoApproveScopes = '自动授权范围必须是授权范围的子集';
  return formResult(errors, () => ({
    ...(f.id ? { id: f.id, resetSecret: f.resetSecret } : { withSecret: !f.publicClient }),
    clientId,
    name: f.name.trim(),
    logo: f.logo.trim(),
    description: f.description.trim() || null,
    status: Number(f.status),
    accessTokenValiditySeconds: Number(f.accessTokenValiditySeconds),
    refreshTokenValiditySeconds: Number(f.refreshTokenValiditySeconds),
    redirectUris,
    authorizedGrantTypes: f.authorizedGrantTypes,
    scopes,
    autoApproveScopes,
  }));
}
