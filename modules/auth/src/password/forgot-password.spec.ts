/* eslint-disable @typescript-eslint/no-explicit-any -- tests read loosely typed envelopes */
import { REDIS_CLIENT } from '@dha/server-core';
import { createTestApp, SmtpSink, waitFor, type TestApp } from '@dha/testing';
import type Redis from 'ioredis';
import { AuthErrors } from '../auth.errors';
import { PASSWORD_RESET_CODE } from '../infrastructure/one-time-codes.store';
import { uniq } from '@dha/system/testing';

describe('forgotten password /system/auth/{forgot-password,reset-password}', () => {
  let t: TestApp;
  let smtp: SmtpSink;
  let admin: string;
  beforeAll(async () => {
    smtp = await SmtpSink.start();
    t = await createTestApp({ SMTP_URL: smtp.url });
    admin = await t.api.loginAsAdmin();
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** An account with an e-mail address; answers its username and address. */
  const account = async (): Promise<{ username: string; email: string; id: number }> => {
    const username = uniq('forgot');
    const email = `${username}@example.com`;
    const r = await t.api.post<number>(
      '/system/user/create',
      { username, nickname: '忘记', password: 'Old12345', email },
      { token: admin },
    );
    expect(r.code).toBe(0);
    return { username, email, id: r.data! };
  };
  const forgot = (username: unknown) => t.api.post('/system/auth/forgot-password', { username });
  const reset = (body: Record<string, unknown>) => t.api.post('/system/auth/reset-password', body);
  const login = (username: string, password: string) => t.api.post<any>('/system/auth/login', { username, password });
  /** The code of the latest mail to the address. */
  const codeFor = async (email: string, nth = 1): Promise<string> => {
    const mails = await waitFor(() => (smtp.to(email).length >= nth ? smtp.to(email) : undefined));
    return /(\d{6})/.exec(mails[nth - 1]!.text ?? '')![1]!;
  };

  it('mails a 6-digit code that sets a new password once and ends every session', async () => {
    const { username, email, id } = await account();
    const session = (await login(username, 'Old12345')).data.accessToken;
    expect(await forgot(username)).toEqual({ code: 0, msg: '', data: true });
    const code = await codeFor(email);
    expect(code).toMatch(/^\d{6}$/);
    // hashed at rest: Redis holds no value with the code itself
    const redis = t.app.get<Redis>(REDIS_CLIENT);
    const keys = await redis.keys('*password-reset*'); // ioredis adds the key prefix to the pattern, not to the answer
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      const unprefixed = key.slice(`${t.config.REDIS_PREFIX}:`.length);
      const values =
        (await redis.type(unprefixed)) === 'hash' ? Object.values(await redis.hgetall(unprefixed)) : [await redis.get(unprefixed)];
      expect(values.join()).not.toContain(code);
    }
    expect((await reset({ username, code, password: 'New12345' })).data).toBe(true);
    expect((await t.api.get('/system/auth/get-permission-info', { token: session })).code).toBe(401);
    expect((await login(username, 'Old12345')).code).toBe(AuthErrors.LOGIN_BAD_CREDENTIALS.code);
    expect((await login(username, 'New12345')).code).toBe(0);
    // a replay of the used code is refused
    expect((await reset({ username, code, password: 'Again123' })).code).toBe(AuthErrors.PASSWORD_RESET_CODE_INVALID.code);
    expect((await login(username, 'New12345')).code).toBe(0);
    expect(await t.rowCount(`core_outbox_event where type = 'AuthSessionEnded' and aggregate_id = '${id}'`)).toBeGreaterThan(0);
  });

  it('answers true for unknown accounts and sends nothing (no account enumeration)', async () => {
    const before = smtp.received.length;
    expect(await forgot(uniq('nobody'))).toEqual({ code: 0, msg: '', data: true });
    expect((await reset({ username: uniq('nobody'), code: '123456', password: 'New12345' })).code).toBe(
      AuthErrors.PASSWORD_RESET_CODE_INVALID.code,
    );
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.received.length).toBe(before);
  });

  it('sends one code a minute per account', async () => {
    const { username, email } = await account();
    expect((await forgot(username)).data).toBe(true);
    await codeFor(email);
    expect((await forgot(username)).data).toBe(true);
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.to(email)).toHaveLength(1);
  });

  it('burns the code after 5 wrong tries', async () => {
    const { username, email } = await account();
    await forgot(username);
    const code = await codeFor(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < PASSWORD_RESET_CODE.maxTries; i++) {
      expect((await reset({ username, code: wrong, password: 'New12345' })).code).toBe(AuthErrors.PASSWORD_RESET_CODE_INVALID.code);
    }
    expect((await reset({ username, code, password: 'New12345' })).code).toBe(AuthErrors.PASSWORD_RESET_CODE_INVALID.code);
    expect((await login(username, 'Old12345')).code).toBe(0);
  });

  it.each([
    ['a missing username', { username: undefined, code: '123456', password: 'New12345' }, 'username'],
    ['an injection username', { username: "a' or 1=1 --", code: '123456', password: 'New12345' }, 'username'],
    ['a code of letters', { username: 'someone1', code: 'abcdef', password: 'New12345' }, 'code'],
    ['a code as a number', { username: 'someone1', code: 123456, password: 'New12345' }, 'code'],
    ['a short password', { username: 'someone1', code: '123456', password: 'abc' }, 'password'],
    ['a long password', { username: 'someone1', code: '123456', password: 'p'.repeat(129) }, 'password'],
  ])('refuses %s with 400', async (_label, body, field) => {
    const r = await reset(body);
    expect(r.code).toBe(400);
    expect(r.msg).toContain(field);
  });

  it('refuses a bad forgot-password body with 400', async () => {
    expect((await forgot(undefined)).code).toBe(400);
    expect((await forgot(['admin'])).code).toBe(400);
    expect((await forgot('x'.repeat(31))).code).toBe(400);
  });
});
