/**
 * The pure parts of the element directives of spec §6 (the components are in Access.tsx; the role
 * and permission rules themselves are @dha/contracts' access helpers, shared with the route guard).
 */

/** spec §5: a role directive without values is a programming error, raised with the original's text. */
export const ROLE_TAG_VALUE_ERROR = '请设置角色权限标签值';
/** spec §5: the same for the permission directive. */
export const PERMI_TAG_VALUE_ERROR = '请设置操作权限标签值';

/** Throws the §5 error unless `value` is a non-empty array of non-empty codes. */
export function requireTagValue(value: unknown, message: string): asserts value is readonly string[] {
  if (!Array.isArray(value) || value.length === 0 || value.some((v) => typeof v !== 'string' || v === '')) throw new Error(message);
}

/** WeChat's in-app browser names itself in the user agent. */
export function isWechatBrowser(userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent): boolean {
  return /MicroMessenger/i.test(userAgent);
}

/** isWechat 'pc' shows outside the WeChat browser only, 'wx' inside it only. */
export function wechatShows(value: 'pc' | 'wx', userAgent?: string): boolean {
  return value === 'wx' ? isWechatBrowser(userAgent) : !isWechatBrowser(userAgent);
}
