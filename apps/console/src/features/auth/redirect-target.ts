/** A `redirect` query parameter is followed only when it is an in-app path (no open redirect). */
export function safeRedirect(raw: string | null | undefined): string | null {
  if (!raw) return null;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  if (raw.startsWith('/login') || raw.startsWith('/client-login') || raw.startsWith('/register')) return null;
  return raw;
}
