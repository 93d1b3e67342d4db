/**
 * Error catalogue of spec §8. The interface is Chinese: each entry shows Chinese text; the spec's
 * English wording is kept next to it (comment) so the two can be checked against each other.
 */
export const REQUEST_TIMEOUT_MS = 30_000;
/** spec §9: error toasts stay 5 s. 0 = persistent (stays until closed). */
export const ERROR_TOAST_MS = 5_000;
export const PERSISTENT = 0;

/** Default message by code when the response carries no msg. */
export const CODE_MESSAGES: Readonly<Record<number, string>> = {
  401: '认证失败，无法访问系统资源', // 'Authentication failed, cannot access system resources'
  403: '当前操作没有权限', // 'No permission for this operation'
  404: '访问资源不存在', // 'Resource not found'
};
export const UNKNOWN_ERROR_MESSAGE = '系统未知错误，请反馈给管理员'; // 'Unknown system error, please report to the admin'

export const DEMO_DENY_MESSAGE = '演示模式，禁止写操作'; // 'demo mode, write operations not allowed'
export const NETWORK_ERROR_MESSAGE = '后端接口连接异常'; // 'backend interface connection abnormal'
export const TIMEOUT_MESSAGE = '系统接口请求超时'; // 'system interface request timed out'
export const httpStatusMessage = (status: number): string => `系统接口${status}异常`; // 'system interface NNN error'
/** spec §8 expired-session prompt. */
export const SESSION_EXPIRED_MESSAGE = '登录状态已过期，您可以继续留在该页面，或者重新登录'; // 'Login status has expired, you can stay on this page or log in again'

/** Refresh-token failures answered by the server: rejected without any toast (spec §8). */
export const SILENT_MESSAGES: readonly string[] = ['无效的刷新令牌', '刷新令牌已过期', 'invalid refresh token', 'refresh token expired'];

export type Toast = { intent: 'danger' | 'warning'; message: string; timeout: number };

/** What the client does with one envelope. */
export type EnvelopeOutcome =
  { kind: 'success' } | { kind: 'refresh' } | { kind: 'error'; code: number; message: string; toast: Toast | null };

export function isSuccessCode(code: number): boolean {
  return code === 0 || code === 200;
}

/** Pure mapping of `{code, msg}` to the catalogue (a missing code counts as 200). */
export function classifyEnvelope(rawCode: unknown, rawMsg: unknown): EnvelopeOutcome {
  const code = rawCode === undefined || rawCode === null ? 200 : Number(rawCode);
  if (isSuccessCode(code)) return { kind: 'success' };
  const message = typeof rawMsg === 'string' && rawMsg !== '' ? rawMsg : (CODE_MESSAGES[code] ?? UNKNOWN_ERROR_MESSAGE);
  if (SILENT_MESSAGES.includes(message)) return { kind: 'error', code, message, toast: null };
  if (code === 401) return { kind: 'refresh' };
  if (code === 501) return { kind: 'error', code, message, toast: { intent: 'danger', message, timeout: PERSISTENT } };
  if (code === 901) return { kind: 'error', code, message, toast: { intent: 'danger', message: DEMO_DENY_MESSAGE, timeout: PERSISTENT } };
  // 500 and every other non-success code: an error toast with the message
  return { kind: 'error', code, message, toast: { intent: 'danger', message, timeout: ERROR_TOAST_MS } };
}
