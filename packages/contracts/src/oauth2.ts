import type { UserProfileResp } from './auth';

// ---------- OAuth2 authorization server: /system/oauth2/*, /system/oauth2-client/* ----------

/** The console's own client: every password, SMS and social sign-in is a token of it. Not a row of the client table. */
export const OAUTH2_DEFAULT_CLIENT_ID = 'default';

/** The grant types a client may be allowed (`implicit` is the `token` response type of the authorize call). */
export const OAuth2GrantType = {
  AUTHORIZATION_CODE: 'authorization_code',
  IMPLICIT: 'implicit',
  PASSWORD: 'password',
  CLIENT_CREDENTIALS: 'client_credentials',
  REFRESH_TOKEN: 'refresh_token',
} as const;
export type OAuth2GrantTypeValue = (typeof OAuth2GrantType)[keyof typeof OAuth2GrantType];

/** The scopes the open API knows: `/system/oauth2/user/get` needs `user.read`, `/user/update` needs `user.write`. */
export const OAuth2Scope = { USER_READ: 'user.read', USER_WRITE: 'user.write' } as const;

/**
 * What `get` and `page` answer in place of a client's secret (kept as its hash, never readable): the
 * upstream console's form requires a secret and sends this back unchanged, which keeps the stored one.
 */
export const OAUTH2_SECRET_PLACEHOLDER = '******';

/** The shortest secret an administrator may choose (a machine's credential: nobody types it). */
export const OAUTH2_SECRET_MIN_LENGTH = 16;

/** An OAuth2 client as the admin page shows it (the secret is never sent back). */
export interface OAuth2ClientVO {
  id: number;
  clientId: string;
  /** always OAUTH2_SECRET_PLACEHOLDER: the secret cannot be read back */
  secret: string;
  /** whether the client has a secret (false: a public client, which must use PKCE) */
  hasSecret: boolean;
  name: string;
  logo: string;
  description: string | null;
  status: number;
  accessTokenValiditySeconds: number;
  refreshTokenValiditySeconds: number;
  redirectUris: string[];
  authorizedGrantTypes: string[];
  scopes: string[];
  autoApproveScopes: string[];
  /** upstream's Spring Security authorities and resource ids: stored and answered, not enforced */
  authorities: string[];
  resourceIds: string[];
  /** a JSON object or array, as text (upstream's `additionalInformation`) */
  additionalInformation: string | null;
  createTime: number;
}

/** `POST /system/oauth2-client/create` and `PUT /update` (+ `id`). */
export interface OAuth2ClientSaveReq {
  id?: number;
  clientId: string;
  name: string;
  logo?: string;
  description?: string | null;
  status: number;
  accessTokenValiditySeconds: number;
  refreshTokenValiditySeconds: number;
  redirectUris: string[];
  authorizedGrantTypes: string[];
  scopes?: string[];
  autoApproveScopes?: string[];
  authorities?: string[];
  resourceIds?: string[];
  /** a JSON object or array as text; empty: none */
  additionalInformation?: string | null;
  /**
   * create: the secret chosen (at least OAUTH2_SECRET_MIN_LENGTH printable characters); absent or
   * empty: a generated one, answered once. Update: absent, empty or OAUTH2_SECRET_PLACEHOLDER keeps
   * the stored secret; another value replaces it. Stored as its hash either way.
   */
  secret?: string;
  /** create only: false makes a public client (no secret; it must use PKCE). Default true */
  withSecret?: boolean;
  /** update only: true replaces the secret with a new one (answered once) */
  resetSecret?: boolean;
}

/** What create (and update with a new secret) answers: the secret, shown this once. */
export interface OAuth2ClientSecretResp {
  id: number;
  clientId: string;
  /** null: a public client, or an update that kept the secret */
  secret: string | null;
}

/** `GET /system/oauth2/authorize?clientId=`: the consent page's client and its scopes (value: already approved). */
export interface OAuth2AuthorizeInfoResp {
  client: { name: string; logo: string };
  scopes: Array<{ key: string; value: boolean }>;
}

/** `POST /system/oauth2/token` (snake_case, as the open API answers). */
export interface OAuth2TokenResp {
  access_token: string;
  refresh_token?: string;
  token_type: 'bearer';
  expires_in: number;
  scope: string;
}

/** `POST /system/oauth2/check-token`. */
export interface OAuth2CheckTokenResp {
  user_id: number | null;
  user_type: number;
  tenant_id: number;
  client_id: string;
  scopes: string[];
  access_token: string;
  /** epoch seconds */
  exp: number;
}

/** `GET /system/oauth2/user/get` (scope user.read): the profile's identity fields, department and posts. */
export interface OAuth2UserInfoResp extends Pick<UserProfileResp, 'id' | 'username' | 'nickname' | 'email' | 'mobile' | 'sex' | 'avatar'> {
  dept: { id: number; name: string } | null;
  posts: Array<{ id: number; name: string }>;
}
