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

const MAX_VALUE_CHARS = 200;
const MAX_ARRAY_ITEMS = 20;
const MAX_DEPTH = 5;
const MAX_SUMMARY_CHARS = 4_000;

/** A request's query and body as the log keeps them: secrets masked at any depth, long values cut. */
export function summarize(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.length > MAX_VALUE_CHARS ? `${value.slice(0, MAX_VALUE_CHARS)}…(${value.length})` : value;
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '…';
  if (Array.isArray(value)) {
    const items = value.slice(0, MAX_ARRAY_ITEMS).map((v) => summarize(v, depth + 1));
    if (value.length > MAX_ARRAY_ITEMS) items.push(`…(${value.length})`);
    return items;
  }
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    out[key] = isSecretName(key) ? REDACTED : summarize(v, depth + 1);
  }
  return out;
}

/** A request's query and body as the logs keep them: JSON, secrets masked, long values cut, at most MAX_SUMMARY_CHARS. */
export function requestSummary(query: unknown, body: unknown, maxChars = MAX_SUMMARY_CHARS): string {
  const parts: Record<string, unknown> = {};
  if (query && typeof query === 'object' && Object.keys(query).length) parts.query = summarize(query);
  if (body !== undefined && body !== null && !Buffer.isBuffer(body)) parts.body = summarize(body);
  const text = Object.keys(parts).length ? JSON.stringify(parts) : '';
  return text.length > maxChars ? `${text.slice(0, maxChars)}…` : text;
}
