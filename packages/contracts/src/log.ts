/** Operation and login logs (`/system/operate-log/*`, `/system/login-log/*`). */

/** What an operation did (the upstream's OperateTypeEnum), derived from the request. */
export const OperateType = { OTHER: 0, GET: 1, CREATE: 2, UPDATE: 3, DELETE: 4, EXPORT: 5, IMPORT: 6 } as const;
export const OPERATE_TYPE_LABELS: Record<number, string> = { 0: '其它', 1: '查询', 2: '新增', 3: '修改', 4: '删除', 5: '导出', 6: '导入' };

/**
 * `GET /system/operate-log/page` rows: upstream's current shape (traceId, userType, type, subType,
 * bizId, action, extra) beside ours (module, name, operateType, targetIds, the request summary and
 * the result). Times are epoch ms.
 */
export interface OperateLogVO {
  id: number;
  /** one per request */
  traceId: string;
  userId: number | null;
  /** upstream's UserTypeEnum: 1 member (our client area), 2 admin (staff routes), 0 no login */
  userType: number;
  userName: string;
  /** upstream's: the module's name, e.g. 系统管理 */
  type: string;
  /** upstream's: the operation, e.g. 修改用户 */
  subType: string;
  /** upstream's: the one id written, when known */
  bizId: number | null;
  /** upstream's: a short description, e.g. 修改用户【编号 5】 */
  action: string;
  /** upstream's: JSON of what else is known (the ids acted on, the outcome) */
  extra: string;
  module: string;
  name: string;
  /** the kind of operation (OperateType) */
  operateType: number;
  /** the id or ids acted on, comma separated ('' when none) */
  targetIds: string;
  requestMethod: string;
  requestUrl: string;
  /** the request's query and body as JSON, secrets masked, long values cut */
  requestSummary: string;
  resultCode: number;
  resultMsg: string;
  duration: number;
  userIp: string;
  userAgent: string;
  createTime: number;
}

/** Sign-in, sign-out and lock events (the upstream's LoginLogTypeEnum, plus the lock). */
export const LoginLogType = { LOGIN_USERNAME: 100, LOGIN_SOCIAL: 101, LOGIN_MOBILE: 103, LOGOUT_SELF: 200, LOCK: 300 } as const;
export const LOGIN_LOG_TYPE_LABELS: Record<number, string> = {
  100: '账号登录',
  101: '社交登录',
  103: '短信登录',
  200: '主动登出',
  300: '账号锁定',
};

/** The outcome of a sign-in (the upstream's LoginResultEnum, plus lock and tenant outcomes). */
export const LoginResult = {
  SUCCESS: 0,
  BAD_CREDENTIALS: 10,
  USER_DISABLED: 20,
  CAPTCHA_NOT_FOUND: 30,
  CAPTCHA_CODE_ERROR: 31,
  LOCKED: 40,
  TENANT_DISABLED: 50,
  INVALID_REQUEST: 60,
  /** a social or WeChat account no user is bound to (the console then offers to bind it) */
  SOCIAL_NOT_BOUND: 70,
  UNKNOWN: 100,
} as const;
export const LOGIN_RESULT_LABELS: Record<number, string> = {
  0: '成功',
  10: '账号或密码不正确',
  20: '用户被禁用',
  30: '验证码不存在',
  31: '验证码不正确',
  40: '账号已锁定',
  50: '租户不可用',
  60: '请求参数不正确',
  70: '社交账号未绑定',
  100: '未知异常',
};

/** `GET /system/login-log/page` rows. */
export interface LoginLogVO {
  id: number;
  logType: number;
  userId: number | null;
  username: string;
  result: number;
  /** why it failed ('' on success) */
  reason: string;
  userIp: string;
  userAgent: string;
  createTime: number;
}
