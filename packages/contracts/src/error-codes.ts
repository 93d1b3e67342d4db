/** Global codes of the wire contract (0-999). Business codes are 10 digits: 1-SSS-MMM-NNN. */
export interface ErrorCode {
  code: number;
  msg: string;
}

export const GlobalErrorCodes = {
  SUCCESS: { code: 0, msg: '成功' },
  BAD_REQUEST: { code: 400, msg: '请求参数不正确' },
  UNAUTHORIZED: { code: 401, msg: '账号未登录' },
  FORBIDDEN: { code: 403, msg: '没有该操作权限' },
  NOT_FOUND: { code: 404, msg: '请求未找到' },
  METHOD_NOT_ALLOWED: { code: 405, msg: '请求方法不正确' },
  PAYLOAD_TOO_LARGE: { code: 413, msg: '请求体过大' },
  LOCKED: { code: 423, msg: '请求失败，请稍后重试' },
  TOO_MANY_REQUESTS: { code: 429, msg: '请求过于频繁，请稍后重试' },
  INTERNAL_SERVER_ERROR: { code: 500, msg: '系统异常' },
  NOT_IMPLEMENTED: { code: 501, msg: '功能未实现/未开启' },
  REPEATED_REQUESTS: { code: 900, msg: '重复请求，请稍后重试' },
  DEMO_DENY: { code: 901, msg: '演示模式，禁止写操作' },
  UNKNOWN: { code: 999, msg: '未知错误' },
} as const satisfies Record<string, ErrorCode>;
