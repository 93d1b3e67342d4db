import type { AuthLoginResp } from '@dha/contracts';
import { isCommonSession, loadSession, startSession } from '../../auth/session';
import { loadDicts } from '../../dict/dict-store';
import { CLIENT_HOME } from '../../config/base';
import { safeRedirect } from './redirect-target';

/**
 * After any sign-in (password, SMS code): start the session, load what the console needs, and answer
 * where to go: the redirect parameter, else the course list for a visitor (the management area would
 * only answer /401), else `defaultTarget`. `alongside` runs once the session has started (it may call
 * the API as the user, e.g. bind the WeChat account the sign-in came with).
 */
export async function finishSignIn(
  tokens: AuthLoginResp,
  redirect: string | null,
  defaultTarget: string,
  alongside: () => Promise<unknown> = () => Promise.resolve(),
): Promise<string> {
  startSession(tokens);
  const [, , session] = await Promise.all([Promise.allSettled([loadDicts()]), alongside(), loadSession()]);
  return safeRedirect(redirect) ?? (isCommonSession(session.roles) ? CLIENT_HOME : defaultTarget);
}
