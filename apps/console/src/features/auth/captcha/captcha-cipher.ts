import { ecb } from '@noble/ciphers/aes.js';

const toBase64 = (bytes: Uint8Array): string => btoa(String.fromCharCode(...bytes));

/**
 * AJ-Captcha's answer cipher: AES-ECB, PKCS#7, the key the UTF-8 bytes of the puzzle's secret key,
 * Base64. In JavaScript (@noble/ciphers), not WebCrypto: WebCrypto has no ECB and is missing on a
 * plain-HTTP address, where the captcha must still work.
 */
export function captchaEncrypt(plain: string, secretKey: string): string {
  const encoder = new TextEncoder();
  return toBase64(ecb(encoder.encode(secretKey)).encrypt(encoder.encode(plain)));
}
