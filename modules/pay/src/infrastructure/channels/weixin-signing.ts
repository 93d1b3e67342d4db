import { createDecipheriv, sign, verify, type KeyObject } from 'node:crypto';

/**
 * WeChat Pay API v3 signing (WECHATPAY2-SHA256-RSA2048) and callback decryption, apart from the client
 * so that they can be checked against the Node SDK WeChat Pay lists (`src/tests/provider-signing.spec.ts`).
 */

/** WeChat Pay's signature of a message: SHA256 with RSA, base64. */
export const signMessage = (message: string, key: KeyObject): string => sign('RSA-SHA256', Buffer.from(message), key).toString('base64');

/** The message WeChat Pay signs: each part followed by a line feed. */
export const signedMessage = (...parts: string[]): string => parts.map((p) => `${p}\n`).join('');

/** A request's Authorization header: its method, path (with query), timestamp, nonce and body, signed with the merchant's key. */
export function requestAuthorization(
  merchant: { mchId: string; certSerialNo: string; privateKey: KeyObject },
  req: { method: string; path: string; timestamp: string; nonce: string; body: string },
): string {
  const signature = signMessage(signedMessage(req.method, req.path, req.timestamp, req.nonce, req.body), merchant.privateKey);
  return `WECHATPAY2-SHA256-RSA2048 mchid="${merchant.mchId}",nonce_str="${req.nonce}",signature="${signature}",timestamp="${req.timestamp}",serial_no="${merchant.certSerialNo}"`;
}

/** WeChat Pay's signature of an answer or callback: over its timestamp, nonce and exact body text. */
export function answerSignatureValid(timestamp: string, nonce: string, body: string, signature: string, publicKey: KeyObject): boolean {
  try {
    return verify('RSA-SHA256', Buffer.from(signedMessage(timestamp, nonce, body)), publicKey, Buffer.from(signature, 'base64'));
  } catch {
    return false;
  }
}

/** What the page hands WeixinJSBridge's getBrandWCPayRequest, signed with the merchant's key. */
export function jsapiPayParams(
  appId: string,
  prepayId: string,
  timeStamp: string,
  nonceStr: string,
  key: KeyObject,
): Record<string, string> {
  const pkg = `prepay_id=${prepayId}`;
  const paySign = signMessage(signedMessage(appId, timeStamp, nonceStr, pkg), key);
  return { appId, timeStamp, nonceStr, package: pkg, signType: 'RSA', paySign };
}

/** AEAD_AES_256_GCM of a callback's resource: the ciphertext (base64) ends with the 16-byte tag. */
export function decryptResource(resource: { ciphertext: string; nonce: string; associated_data?: string }, apiV3Key: Buffer): string {
  const data = Buffer.from(resource.ciphertext, 'base64');
  if (data.length < 17) throw new Error('ciphertext too short');
  const decipher = createDecipheriv('aes-256-gcm', apiV3Key, Buffer.from(resource.nonce));
  decipher.setAuthTag(data.subarray(data.length - 16));
  decipher.setAAD(Buffer.from(resource.associated_data ?? ''));
  return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8');
}
