/**
 * What never reaches a log (request log lines, operation-log rows): passwords, tokens, secrets,
 * captcha answers and one-time codes, by the name of their field or query parameter.
 */
const SECRET_NAMES = new Set(['code', 'captchaverification']);
const SECRET_PATTERN = /password|passwd|secret|token|captcha|ticket|api[-_]?key/i;

export const REDACTED = '******';

/** Whether a field or query parameter of this name holds a secret (compared case-insensitively). */
export function isSecretName(name: string): boolean {
  return SECRET_NAMES.has(name.toLowerCase()) || SECRET_PATTERN.test(name);
}

/**
 * The URL with the values of its secret query parameters masked, for logging (spec §7 sends the
 * refresh token as `?refreshToken=`; Socket.IO clients may send `?token=`). Names stay readable.
 */
export function redactUrl(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  const params = url
    .slice(query + 1)
    .split('&')
    .map((param) => {
      const eq = param.indexOf('=');
      const rawName = eq < 0 ? param : param.slice(0, eq);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        // a malformed escape: judge the raw name
      }
      return isSecretName(name) ? `${rawName}=${REDACTED}` : param;
    });
  return `${url.slice(0, query + 1)}${params.join('&')}`;
}
