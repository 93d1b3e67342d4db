import { XMLParser } from 'fast-xml-parser';
import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * WeChat's signature of a message callback: sha1 of the account's token, the timestamp and the nonce,
 * sorted as strings and joined. A request without the right one did not come from WeChat.
 */
export function wechatSignature(token: string, timestamp: string, nonce: string): string {
  return createHash('sha1').update([token, timestamp, nonce].sort().join('')).digest('hex');
}

export function wechatSignatureValid(token: string, query: { signature?: string; timestamp?: string; nonce?: string }): boolean {
  const { signature, timestamp, nonce } = query;
  if (!signature || !timestamp || !nonce) return false;
  const expected = Buffer.from(wechatSignature(token, timestamp, nonce));
  const given = Buffer.from(signature.toLowerCase());
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A scan of one of our temporary QR codes, as the message callback reports it. */
export interface WechatScan {
  /** our scene id of the QR code */
  scene: string;
  /** the scanner's openid in this official account */
  openid: string;
}

const xml = new XMLParser({ processEntities: false, parseTagValue: false, ignoreDeclaration: true });

/**
 * The scan in a message pushed to the callback: a SCAN event (a follower scanned; EventKey is the
 * scene) or a subscribe event through a QR code (EventKey is 'qrscene_' + the scene). Anything else
 * (messages, menu clicks, a plain follow) is no scan: null.
 */
export function scanOfMessage(body: string): WechatScan | null {
  let message: unknown;
  try {
    message = (xml.parse(body) as { xml?: unknown }).xml;
  } catch {
    return null;
  }
  if (!message || typeof message !== 'object') return null;
  const { MsgType, Event, EventKey, FromUserName } = message as Record<string, unknown>;
  if (MsgType !== 'event' || typeof EventKey !== 'string' || typeof FromUserName !== 'string' || !FromUserName) return null;
  const scene = Event === 'SCAN' ? EventKey : Event === 'subscribe' && EventKey.startsWith('qrscene_') ? EventKey.slice(8) : null;
  return scene ? { scene, openid: FromUserName } : null;
}

/** The console's base path: a web-authorisation redirect must land on one of its pages. */
export const CONSOLE_BASE_PATH = '/dha-center/';

/**
 * Whether `redirect` is a page of our own console (an absolute http(s) URL on one of `origins`, under
 * the console's base path), so the authorisation code WeChat appends never goes to another site.
 */
export function isOwnConsoleUrl(redirect: string, origins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(redirect);
  } catch {
    return false;
  }
  return (
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    !url.username &&
    !url.password &&
    origins.includes(url.origin) &&
    url.pathname.startsWith(CONSOLE_BASE_PATH)
  );
}
