import { authApi } from '../../auth/auth-api';

const toBase64 = (bytes: Uint8Array): string => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string): Uint8Array<ArrayBuffer> => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/**
 * The password as remember-me stores it (spec §3: encrypted with a public key served by the
 * server): RSA-OAEP (SHA-256) under GET /system/auth/login-public-key, base64. Only the server can
 * read it back, when the login sends it as passwordCipher. Null when it cannot be encrypted (no
 * WebCrypto outside a secure context, the key did not load, or a password longer than one RSA block):
 * remember-me then keeps the username only.
 */
export async function encryptPassword(password: string): Promise<string | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  try {
    const { publicKey } = await authApi.loginPublicKey();
    const key = await subtle.importKey('spki', fromBase64(publicKey), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
    return toBase64(new Uint8Array(await subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(password))));
  } catch {
    return null;
  }
}
