import { sign, verify, type KeyObject } from 'node:crypto';

/**
 * Alipay's RSA2 signing, apart from the client so that it can be checked against Alipay's own SDK
 * (`src/tests/provider-signing.spec.ts`).
 */

/**
 * What Alipay signs in a request (RSA2): every parameter but `sign` with a value, sorted by name, as
 * `name=value` joined by `&`, values as they are (not URL-encoded).
 */
export function alipaySignContent(params: Record<string, unknown>): string {
  return Object.keys(params)
    .filter((k) => k !== 'sign' && params[k] !== undefined && params[k] !== null && params[k] !== '')
    .sort()
    .map((k) => `${k}=${String(params[k])}`)
    .join('&');
}

export const rsa2Sign = (content: string, key: KeyObject): string =>
  sign('RSA-SHA256', Buffer.from(content, 'utf8'), key).toString('base64');
export const rsa2Verify = (content: string, signature: string, key: KeyObject): boolean => {
  try {
    return verify('RSA-SHA256', Buffer.from(content, 'utf8'), key, Buffer.from(signature, 'base64'));
  } catch {
    return false;
  }
};

/** `yyyy-MM-dd HH:mm:ss` in China time (Alipay's timestamps). */
export function chinaTime(d: Date): string {
  return new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/** The common parameters of a call with its biz_content, signed with the app's private key. */
export function alipaySignedParams(
  app: { appId: string; privateKey: KeyObject },
  method: string,
  biz: Record<string, unknown>,
  extra: Record<string, string | undefined>,
  now: Date,
): Record<string, string> {
  const params: Record<string, string> = {
    app_id: app.appId,
    method,
    format: 'JSON',
    charset: 'utf-8',
    sign_type: 'RSA2',
    timestamp: chinaTime(now),
    version: '1.0',
    biz_content: JSON.stringify(biz),
  };
  for (const [k, v] of Object.entries(extra)) if (v) params[k] = v;
  params.sign = rsa2Sign(alipaySignContent(params), app.privateKey);
  return params;
}

/**
 * What Alipay signs in an asynchronous notification: every field but `sign` and `sign_type`, sorted,
 * empty ones too (`name=`), as Alipay's own verifiers read it (Java SDK `getSignCheckContentV1`,
 * Node SDK `checkNotifySignV2`); leaving empty ones out would refuse a genuine notification that has one.
 */
export function alipayNotifyContent(params: Record<string, unknown>): string {
  return Object.keys(params)
    .filter((k) => k !== 'sign' && k !== 'sign_type' && params[k] !== undefined && params[k] !== null)
    .sort()
    .map((k) => `${k}=${String(params[k])}`)
    .join('&');
}

/** An asynchronous notification's signature, with Alipay's public key. */
export function alipayNotifyVerified(params: Record<string, unknown>, alipayPublicKey: KeyObject): boolean {
  return typeof params.sign === 'string' && rsa2Verify(alipayNotifyContent(params), params.sign, alipayPublicKey);
}
