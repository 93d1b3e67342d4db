import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';

/** How long a provider may take to answer one call. */
export const PROVIDER_TIMEOUT_MS = 10_000;

/** A PEM key, or its bare base64 body (as the providers' consoles hand them out), as a key object. */
export function privateKeyOf(text: string, name: string): KeyObject {
  try {
    return createPrivateKey(pemOf(text, 'PRIVATE KEY'));
  } catch {
    throw new Error(`${name} 不是有效的 RSA 私钥`);
  }
}

export function publicKeyOf(text: string, name: string): KeyObject {
  try {
    return createPublicKey(pemOf(text, 'PUBLIC KEY'));
  } catch {
    throw new Error(`${name} 不是有效的 RSA 公钥`);
  }
}

function pemOf(text: string, label: string): string {
  const t = text.trim();
  if (t.startsWith('-----BEGIN')) return t;
  const body = t.replace(/\s+/g, '');
  return `-----BEGIN ${label}-----\n${body.replace(/(.{64})/g, '$1\n')}\n-----END ${label}-----\n`;
}

/** A configuration string that must be present. */
export function required(config: Record<string, unknown>, key: string, label: string): string {
  const v = config[key];
  if (typeof v !== 'string' || !v.trim()) throw new Error(`请填写${label}（${key}）`);
  return v.trim();
}

/** An optional base URL (tests and proxies stand in for the provider). */
export function baseUrlOf(config: Record<string, unknown>, key: string, fallback: string): string {
  const v = config[key];
  if (v === undefined || v === null || v === '') return fallback;
  if (typeof v !== 'string' || !/^https?:\/\/[^\s]+$/.test(v)) throw new Error(`${key} 必须是 http(s) 地址`);
  return v.replace(/\/+$/, '');
}

/** A header as one string (the first of repeated ones). */
export const header = (headers: Record<string, string | string[] | undefined>, name: string): string | undefined => {
  const v = headers[name] ?? headers[name.toLowerCase()];
  return Array.isArray(v) ? v[0] : v;
};
