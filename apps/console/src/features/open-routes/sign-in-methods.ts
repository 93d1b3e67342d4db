/** The sign-in methods of the open routes /sso, /social-login, /auth-redirect and /bind (spec §2). */
export const SIGN_IN_METHODS = {
  sso: '单点登录',
  'social-login': '社交账号登录',
  'auth-redirect': '第三方登录跳转',
  bind: '绑定社交账号',
} as const;
