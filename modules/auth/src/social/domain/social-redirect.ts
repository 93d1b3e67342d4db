/** Where the console is served (apps/server's CONSOLE_BASE); a social sign-in returns only to its pages. */
const CONSOLE_PATH = '/dha-center/';

/**
 * Whether a social sign-in may return to this URI: a page of our console (under /dha-center/) on one
 * of our origins. Anything else would hand the provider's code, and with it the account, to another
 * site (an open redirect).
 */
export function isConsoleRedirect(uri: string, ourOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  if (url.username || url.password || url.hash) return false;
  // the parsed path: dot segments (also %2e) are already resolved, so /dha-center/../x fails here
  return ourOrigins.includes(url.origin) && url.pathname.startsWith(CONSOLE_PATH);
}
