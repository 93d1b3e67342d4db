import { createDecipheriv } from 'node:crypto';
import { captchaEncrypt } from './captcha-cipher';

/** The server's reading (modules/auth captcha/domain/captcha-cipher.ts does the same with node:crypto). */
const serverDecrypt = (text: string, key: string): string => {
  const decipher = createDecipheriv('aes-128-ecb', Buffer.from(key, 'utf8'), null);
  return Buffer.concat([decipher.update(Buffer.from(text, 'base64')), decipher.final()]).toString('utf8');
};

describe('captchaEncrypt (AJ-Captcha AES-ECB)', () => {
  it('is read back by the server with the puzzle key, for short and multi-block answers', () => {
    const key = 'AbCdEfGhIjKlMnOp';
    for (const plain of ['{"x":123,"y":5}', '{"x":1,"y":5}'.repeat(5), ''])
      expect(serverDecrypt(captchaEncrypt(plain, key), key)).toBe(plain);
  });

  it('does not come out the same under another key', () => {
    expect(captchaEncrypt('{"x":1,"y":5}', 'AbCdEfGhIjKlMnOp')).not.toBe(captchaEncrypt('{"x":1,"y":5}', 'ZbCdEfGhIjKlMnOp'));
  });
});
