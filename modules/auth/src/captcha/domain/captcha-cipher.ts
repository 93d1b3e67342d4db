import { createCipheriv, createDecipheriv } from 'node:crypto';

/**
 * AJ-Captcha's cipher: AES-ECB with PKCS#7 padding, the key the UTF-8 bytes of the puzzle's
 * 16-character secret key, Base64 text. ECB is the client's choice, not ours: it only hides the
 * answer in transit, the puzzle itself is single use.
 */
export function captchaEncrypt(plain: string, secretKey: string): string {
  const cipher = createCipheriv('aes-128-ecb', Buffer.from(secretKey, 'utf8'), null);
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
}

/** The plain text, or null when the text is not this key's cipher text. */
export function captchaDecrypt(encrypted: string, secretKey: string): string | null {
  try {
    const decipher = createDecipheriv('aes-128-ecb', Buffer.from(secretKey, 'utf8'), null);
    return Buffer.concat([decipher.update(Buffer.from(encrypted, 'base64')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
