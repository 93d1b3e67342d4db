/* eslint-disable @typescript-eslint/no-explicit-any -- tests read loosely typed bodies */
import { ConfigKey } from '@dha/contracts';
import { REDIS_CLIENT } from '@dha/server-core';
import { editConfigValue } from '@dha/infra/testing';
import { createTestApp, type TestApp } from '@dha/testing';
import type Redis from 'ioredis';
import { PNG } from 'pngjs';
import { AuthErrors } from '../../../auth.errors';
import { captchaDecrypt, captchaEncrypt } from '../../domain/captcha-cipher';
import { createUser, TEST_PASSWORD, uniq } from '@dha/system/testing';

/**
 * Where the piece fits, found from the two pictures alone (as a person sees it): the hole is the
 * darkest place with the piece's outline.
 */
function solveFromImages(originalImageBase64: string, jigsawImageBase64: string): number {
  const bg = PNG.sync.read(Buffer.from(originalImageBase64, 'base64'));
  const piece = PNG.sync.read(Buffer.from(jigsawImageBase64, 'base64'));
  const mask: Array<[number, number]> = [];
  for (let y = 0; y < piece.height; y++)
    for (let x = 0; x < piece.width; x++) if (piece.data[(y * piece.width + x) * 4 + 3]! > 0) mask.push([x, y]);
  let best = { x: -1, brightness: Infinity };
  for (let offset = 0; offset + piece.width <= bg.width; offset++) {
    let sum = 0;
    for (const [x, y] of mask) {
      const i = (y * bg.width + offset + x) * 4;
      sum += bg.data[i]! + bg.data[i + 1]! + bg.data[i + 2]!;
    }
    if (sum < best.brightness) best = { x: offset, brightness: sum };
  }
  return best.x;
}

describe('captcha /system/captcha/{get,check} (AJ-Captcha block puzzle)', () => {
  let t: TestApp;
  let admin: string;
  let redis: Redis;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'loopback' });
    admin = await t.api.loginAsAdmin();
    redis = t.app.get<Redis>(REDIS_CLIENT);
  });
  afterAll(() => t.close());

  const raw = async (path: string, body: unknown): Promise<any> => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/admin-api/system/captcha/${path}`,
      payload: body as object,
      headers: { 'tenant-id': '1' },
    });
    return res.json();
  };
  const get = () => raw('get', { captchaType: 'blockPuzzle' });
  const check = (token: string, secretKey: string, x: number) =>
    raw('check', { captchaType: 'blockPuzzle', token, pointJson: captchaEncrypt(JSON.stringify({ x, y: 5.0 }), secretKey) });

  it('hands out a 310×155 picture and its piece, not in the envelope, with a token and a 16-character key', async () => {
    const r = await get();
    expect(r).toMatchObject({ repCode: '0000', success: true, repData: { token: expect.stringMatching(/^[0-9a-f]{32}$/) } });
    expect(r.code).toBeUndefined();
    expect(r.repData.secretKey).toHaveLength(16);
    const bg = PNG.sync.read(Buffer.from(r.repData.originalImageBase64, 'base64'));
    const piece = PNG.sync.read(Buffer.from(r.repData.jigsawImageBase64, 'base64'));
    expect([bg.width, bg.height, piece.height]).toEqual([310, 155, 155]);
    // the answer stays on the server
    expect(JSON.stringify(r)).not.toMatch(/"x"/);
  });

  it('a piece moved onto its hole earns a verification good for one sign-in while the captcha is on', async () => {
    const username = uniq('cap');
    await createUser(t, username);
    const { repData } = await get();
    const x = solveFromImages(repData.originalImageBase64, repData.jigsawImageBase64);
    const passed = await check(repData.token, repData.secretKey, x + 2);
    expect(passed).toMatchObject({ repCode: '0000', success: true, repData: { result: true } });
    const verification: string = passed.repData.captchaVerification;
    // AJ-Captcha's form: token---answer under the puzzle's key
    expect(captchaDecrypt(verification, repData.secretKey)).toBe(`${repData.token}---{"x":${x + 2},"y":5}`);

    await editConfigValue(t, admin, ConfigKey.CAPTCHA_ENABLED, 'true');
    try {
      const login = (captchaVerification?: string) =>
        t.api.post('/system/auth/login', { username, password: TEST_PASSWORD, captchaVerification });
      expect((await login()).code).toBe(AuthErrors.LOGIN_CAPTCHA_CODE_ERROR.code);
      expect((await login(verification)).code).toBe(0);
      // replayed: refused
      expect((await login(verification)).code).toBe(AuthErrors.LOGIN_CAPTCHA_CODE_ERROR.code);
    } finally {
      await editConfigValue(t, admin, ConfigKey.CAPTCHA_ENABLED, 'false');
    }
  });

  it('with the captcha off, a source that got the password wrong 3 times must solve one; the owner elsewhere need not', async () => {
    const username = uniq('guess');
    await createUser(t, username);
    const from = (ip: string, password: string, captchaVerification?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/admin-api/system/auth/login',
        headers: { 'tenant-id': '1', 'x-forwarded-for': ip },
        payload: { username, password, captchaVerification },
      });
    for (let i = 0; i < t.config.LOGIN_CAPTCHA_AFTER_FAILURES; i++)
      expect((await from('10.0.0.7', 'wrong-pass')).json().code).toBe(AuthErrors.LOGIN_BAD_CREDENTIALS.code);
    // now even the right password needs a solved puzzle from that address
    expect((await from('10.0.0.7', TEST_PASSWORD)).json()).toMatchObject({ code: AuthErrors.LOGIN_CAPTCHA_CODE_ERROR.code });
    expect((await from('10.0.0.8', TEST_PASSWORD)).json().code).toBe(0);
    const { repData } = await get();
    const x = solveFromImages(repData.originalImageBase64, repData.jigsawImageBase64);
    const verification: string = (await check(repData.token, repData.secretKey, x)).repData.captchaVerification;
    expect((await from('10.0.0.7', TEST_PASSWORD, verification)).json().code).toBe(0);
  });

  it('refuses a piece left off its hole, and the puzzle is then spent', async () => {
    const { repData } = await get();
    const x = solveFromImages(repData.originalImageBase64, repData.jigsawImageBase64);
    expect(await check(repData.token, repData.secretKey, x + 30)).toMatchObject({ repCode: '6111', success: false });
    expect(await check(repData.token, repData.secretKey, x)).toMatchObject({ repCode: '6110', success: false });
    // an answer not under the puzzle's key is wrong too, never a 500
    const next = (await get()).repData;
    expect(await raw('check', { captchaType: 'blockPuzzle', token: next.token, pointJson: 'not-base64-aes' })).toMatchObject({
      repCode: '6111',
    });
  });

  it('refuses bad input with 400 naming the field', async () => {
    for (const [body, field] of [
      [{ captchaType: 'clickWord' }, 'captchaType'],
      [{}, 'captchaType'],
      [{ captchaType: 'blockPuzzle', token: '../../etc', pointJson: 'x' }, 'token'],
      [{ captchaType: 'blockPuzzle', token: 'a'.repeat(32), pointJson: 'x'.repeat(201) }, 'pointJson'],
    ] as const) {
      const r = await raw(body === undefined ? 'get' : 'token' in body ? 'check' : 'get', body);
      expect([r.code, r.msg]).toEqual([400, expect.stringContaining(field)]);
    }
    expect(await redis.keys('*captcha:verified:*')).toHaveLength(0);
  });
});
