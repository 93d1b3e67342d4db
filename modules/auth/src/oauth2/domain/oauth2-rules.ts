import { createHash, timingSafeEqual } from 'node:crypto';
import { BizError } from '@dha/server-core';
import { OAuth2Errors } from '../oauth2.errors';

/** An authorization code lives 300 s (the upstream platform's value; RFC 6749 §4.1.2: short-lived). */
export const AUTHORIZATION_CODE_TTL_SECONDS = 300;
/** How long a user's answer on the consent page is remembered (the upstream: 30 days). */
export const APPROVAL_TTL_SECONDS = 30 * 24 * 3600;

/** RFC 7636 §4.1: 43–128 characters of the unreserved set. */
const CODE_VERIFIER_PATTERN = /^[A-Za-z0-9\-._~]{43,128}$/;
/** BASE64URL(SHA256(...)) without padding: 43 characters. */
const CODE_CHALLENGE_PATTERN = /^[A-Za-z0-9\-_]{43}$/;

/**
 * The `scope` parameter of the authorize POST: a JSON object scope → approved (the upstream console
 * sends `{"user.read":true}`). Answers the approved and the denied scopes.
 */
export function parseScopeDecisions(raw: string | undefined): { approved: string[]; denied: string[] } {
  if (raw === undefined || raw === '') return { approved: [], denied: [] };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw BizError.badRequest('scope 必须是 JSON 对象，如 {"user.read":true}');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
    throw BizError.badRequest('scope 必须是 JSON 对象，如 {"user.read":true}');
  const entries = Object.entries(parsed as Record<string, unknown>);
  if (entries.length > 50 || entries.some(([k, v]) => typeof v !== 'boolean' || !k || k.length > 64))
    throw BizError.badRequest('scope 的每一项必须是 授权范围 → true/false');
  return { approved: entries.filter(([, v]) => v).map(([k]) => k), denied: entries.filter(([, v]) => !v).map(([k]) => k) };
}

/** The space-separated `scope` of the token endpoint (RFC 6749 §3.3). */
export const parseScopeList = (raw: string | undefined): string[] => [...new Set((raw ?? '').split(' ').filter(Boolean))];

/** The PKCE challenge a client sent with its authorization request: S256 only (plain would expose the verifier). */
export function pkceChallengeOf(challenge: string | undefined, method: string | undefined): string | null {
  if (challenge === undefined || challenge === '') {
    if (method) throw BizError.badRequest('code_challenge 不能为空');
    return null;
  }
  if (method !== 'S256') throw BizError.of(OAuth2Errors.PKCE_METHOD_UNSUPPORTED);
  if (!CODE_CHALLENGE_PATTERN.test(challenge)) throw BizError.badRequest('code_challenge 必须是 43 位 BASE64URL（S256）');
  return challenge;
}

/** Whether the verifier of the token request answers the challenge of the authorization request (RFC 7636 §4.6). */
export function pkceVerifierMatches(verifier: string | undefined, challenge: string): boolean {
  if (!verifier || !CODE_VERIFIER_PATTERN.test(verifier)) return false;
  const computed = Buffer.from(createHash('sha256').update(verifier).digest('base64url'));
  const expected = Buffer.from(challenge);
  return computed.length === expected.length && timingSafeEqual(computed, expected);
}

/** Compares two sha256 hex digests in constant time. */
export function sameDigest(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Appends parameters to a redirect URI's query (`?` or `&`), or to its fragment (the implicit grant). */
export function withParams(uri: string, params: Record<string, string | number | undefined>, inFragment = false): string {
  const pairs = Object.entries(params)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&');
  if (inFragment) return `${uri.split('#')[0]}#${pairs}`;
  const [base, fragment] = uri.split('#', 2) as [string, string | undefined];
  return `${base}${base.includes('?') ? '&' : '?'}${pairs}${fragment !== undefined ? `#${fragment}` : ''}`;
}
