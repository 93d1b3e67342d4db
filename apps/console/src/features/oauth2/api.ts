import type { OAuth2AuthorizeInfoResp, OAuth2ClientSaveReq, OAuth2ClientSecretResp, OAuth2ClientVO, PageResult } from '@dha/contracts';
import { api, type QueryParams } from '../../api/http';

/** What the /sso page passes on from the client's authorization request. */
export interface AuthorizeParams {
  responseType: string;
  clientId: string;
  redirectUri: string;
  state: string;
  codeChallenge: string;
  codeChallengeMethod: string;
}

export const oauth2Api = {
  authorizeInfo: (clientId: string) => api.get<OAuth2AuthorizeInfoResp>('/system/oauth2/authorize', { clientId }),
  /** As the upstream console sends it: query parameters; `scope` a JSON map scope → approved. Null: not pre-approved. */
  authorize: (p: AuthorizeParams, scopes: Record<string, boolean>, autoApprove: boolean) =>
    api.post<string | null>('/system/oauth2/authorize', undefined, {
      response_type: p.responseType,
      client_id: p.clientId,
      redirect_uri: p.redirectUri,
      state: p.state || undefined,
      code_challenge: p.codeChallenge || undefined,
      code_challenge_method: p.codeChallengeMethod || undefined,
      scope: JSON.stringify(scopes),
      auto_approve: autoApprove,
    }),
};

export const oauth2ClientApi = {
  page: (params: QueryParams) => api.get<PageResult<OAuth2ClientVO>>('/system/oauth2-client/page', params),
  create: (body: OAuth2ClientSaveReq) => api.post<OAuth2ClientSecretResp>('/system/oauth2-client/create', body),
  /** true, or with `resetSecret` the new secret */
  update: (body: OAuth2ClientSaveReq) => api.put<true | OAuth2ClientSecretResp>('/system/oauth2-client/update', body),
  delete: (id: number) => api.delete<boolean>('/system/oauth2-client/delete', { id }),
};
