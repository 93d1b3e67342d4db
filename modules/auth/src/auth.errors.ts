import type { ErrorCode } from '@dha/contracts';

/** Business codes of accounts and access control (system 1_002_xxx_xxx, as the upstream platform numbers them). */
export const AuthErrors = {
  LOGIN_BAD_CREDENTIALS: { code: 1_002_000_000, msg: '登录失败，账号密码不正确' },
  LOGIN_USER_DISABLED: { code: 1_002_000_001, msg: '登录失败，账号被禁用' },
  LOGIN_CAPTCHA_CODE_ERROR: { code: 1_002_000_004, msg: '验证码不正确，原因：{}' },
  LOGIN_LOCKED: { code: 429, msg: '密码错误次数过多，账号已被锁定，请 {} 分钟后再试' },
  USER_USERNAME_EXISTS: { code: 1_002_003_000, msg: '用户账号已经存在' },
  USER_NOT_EXISTS: { code: 1_002_003_003, msg: '用户不存在' },
  USER_PASSWORD_FAILED: { code: 1_002_003_005, msg: '用户密码校验失败' },
  TENANT_NOT_EXISTS: { code: 1_002_015_000, msg: '租户不存在' },
  TENANT_DISABLE: { code: 1_002_015_001, msg: '名字为【{}】的租户已被禁用' },
  TENANT_EXPIRE: { code: 1_002_015_002, msg: '名字为【{}】的租户已过期' },
  TENANT_MISMATCH: { code: 403, msg: '您无权访问该租户的数据' },
  TENANT_HEADER_INVALID: { code: 400, msg: '请求参数不正确:tenant-id 租户编号格式不正确' },
  REFRESH_TOKEN_INVALID: { code: 400, msg: '无效的刷新令牌' },
  REFRESH_TOKEN_EXPIRED: { code: 401, msg: '刷新令牌已过期' },
} as const satisfies Record<string, ErrorCode>;
