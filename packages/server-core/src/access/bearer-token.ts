import type { FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';

/** An access or refresh token as we issue it: 128 random bits in hex. */
export const TOKEN_PATTERN = /^[0-9a-f]{32}$/;

/**
 * What the database and the access cache keep of a token: its sha256 (hex). Tokens are 128 random
 * bits, so a fast hash is enough (nothing to brute-force), and one per request keeps the lookup
 * cheap; a leaked table or backup holds no usable token.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The sha256 the cache and the database know a presented access token by; null when it cannot be a token of ours. */
export function presentedTokenHash(accessToken: string): string | null {
  return TOKEN_PATTERN.test(accessToken) ? hashToken(accessToken) : null;
}

/**
 * Names one access token's session without carrying the token itself (events and room names are
 * stored and logged): the first 16 hex chars of its sha256.
 */
export function sessionKeyOf(accessToken: string): string {
  return sessionKeyOfHash(hashToken(accessToken));
}

/** The same session key, from the sha256 (hex) the database keeps of the token. */
export function sessionKeyOfHash(accessTokenHash: string): string {
  return accessTokenHash.slice(0, 16);
}

/** `Authorization: Bearer <token>` (a raw token is accepted too). */
export function bearerTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string' || !header.trim()) return undefined;
  const value = header.trim();
  return /^bearer\s+/i.test(value) ? value.replace(/^bearer\s+/i, '').trim() : value;
}

/** The `tenant-id` header: undefined when absent, 'malformed' when it is not a tenant id. */
export function tenantHeaderOf(value: string | string[] | undefined): number | undefined | 'malformed' {
  if (value === undefined || value === '') return undefined;
  const raw = Array.isArray(value) ? value[0] : value;
  if (raw === undefined || raw === '' || raw === 'null' || raw === 'undefined') return undefined;
  if (!/^\d{1,9}$/.test(raw)) return 'malformed';
  return Number(raw);
}
