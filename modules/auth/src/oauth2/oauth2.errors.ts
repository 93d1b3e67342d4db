import { defineErrors } from '@dha/server-core';

/** Business codes of the OAuth2 authorization server (system 1_002_020..022_xxx, the upstream platform's numbers and messages). */
export const OAuth2Errors = defineErrors({
  CLIENT_NOT_EXISTS: [1_002_020_000, 'OAuth2 客户端不存在'],
  CLIENT_EXISTS: [1_002_020_001, 'OAuth2 客户端编号已存在'],
  CLIENT_DISABLE: [1_002_020_002, 'OAuth2 客户端已禁用'],
  CLIENT_AUTHORIZED_GRANT_TYPE_NOT_EXISTS: [1_002_020_003, '不支持该授权类型'],
  CLIENT_SCOPE_OVER: [1_002_020_004, '授权范围过大'],
  CLIENT_REDIRECT_URI_NOT_MATCH: [1_002_020_005, '无效 redirect_uri: {}'],
  CLIENT_CLIENT_SECRET_ERROR: [1_002_020_006, '无效 client_secret: {}'],
  GRANT_CLIENT_ID_MISMATCH: [1_002_021_000, 'client_id 不匹配'],
  GRANT_REDIRECT_URI_MISMATCH: [1_002_021_001, 'redirect_uri 不匹配'],
  GRANT_STATE_MISMATCH: [1_002_021_002, 'state 不匹配'],
  CODE_NOT_EXISTS: [1_002_022_000, 'code 不存在'],
  CODE_EXPIRE: [1_002_022_001, 'code 已过期'],
  // PKCE (RFC 7636), which the upstream lacks: numbered after its code errors
  PKCE_VERIFIER_MISMATCH: [1_002_022_003, 'code_verifier 不正确'],
  PKCE_REQUIRED: [1_002_022_004, '公开客户端必须使用 PKCE（code_challenge_method=S256）'],
  PKCE_METHOD_UNSUPPORTED: [1_002_022_005, 'code_challenge_method 只支持 S256'],
  AUTO_APPROVE_SCOPE_OVER: [1_002_020_007, '自动授权范围必须是授权范围的子集'],
  CLIENT_CREDENTIALS_MISSING: [400, '请求参数不正确:缺少客户端凭据（Basic 认证或 client_id/client_secret）'],
  IMPLICIT_AT_TOKEN_ENDPOINT: [400, '请求参数不正确:implicit 授权请使用 /system/oauth2/authorize（response_type=token）'],
  REFRESH_TOKEN_CLIENT_MISMATCH: [400, '刷新令牌的客户端编号不正确'],
  TOKEN_NOT_ACTIVE: [400, '访问令牌不存在或已失效'],
  SCOPE_DENIED: [403, '没有该操作权限:令牌缺少授权范围 {}'],
});
