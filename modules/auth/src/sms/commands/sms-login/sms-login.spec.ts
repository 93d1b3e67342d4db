/* eslint-disable @typescript-eslint/no-explicit-any -- tests read loosely typed envelopes */
import { LoginLogType, LoginResult, SmsScene } from '@dha/contracts';
import { REDIS_CLIENT } from '@dha/server-core';
import { createTestApp, type TestApp } from '@dha/testing';
import type Redis from 'ioredis';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AuthErrors } from '../../../auth.errors';
import { createUser, uniq, flushLoginLog } from '@dha/system/testing';

/** A phone number nobody else in the run has. */
let mobileSeq = 0;
const freshMobile = (): string => `139${String(process.pid % 10_000).padStart(4, '0')}${String(++mobileSeq).padStart(4, '0')}`;

describe('SMS code sign-in /system/auth/{send-sms-code,sms-login}', () => {
  let t: TestApp;
  let redis: Redis;
  beforeAll(async () => {
    t = await createTestApp({ SMS_SENDS_PER_SOURCE_PER_HOUR: '1000', SMS_DEV_OUTBOX: 'true' });
    redis = t.app.get<Redis>(REDIS_CLIENT);
  });
  afterAll(() => t.close());

  /** An enabled account holding a fresh mobile. */
  const owner = async (status = 0): Promise<{ id: number; mobile: string }> => {
    const mobile = freshMobile();
    const id = await createUser(t, uniq('sms'), [], { status });
    await t.sql(`update system_users set mobile = ? where id = ?`, [mobile, id]);
    return { id, mobile };
  };
  const send = (mobile: unknown, scene: unknown = SmsScene.ADMIN_LOGIN) => t.api.post<any>('/system/auth/send-sms-code', { mobile, scene });
  const smsLogin = (mobile: unknown, code: unknown) => t.api.post<any>('/system/auth/sms-login', { mobile, code });
  /** The code of the latest text to the mobile, read from the development outbox as a developer would. */
  const codeFor = async (mobile: string): Promise<string> => {
    const outbox = await t.api.get<any[]>('/system/auth/dev-sms-outbox');
    expect(outbox.code).toBe(0);
    const text = outbox.data!.find((m) => m.mobile === mobile)?.text as string;
    return /验证码 (\d{6})/.exec(text)![1]!;
  };
  /** Lets the next send through the one-a-minute rule (as if a minute had passed). */
  const minutePassed = async (mobile: string, scene = SmsScene.ADMIN_LOGIN) => {
    const keys = await redis.keys(`*sms-${scene}:sent:1:${mobile}`);
    for (const key of keys) await redis.del(key.slice(`${t.config.REDIS_PREFIX}:`.length));
  };

  it('texts a code (hashed at rest) that signs the mobile’s owner in once, and logs it as an SMS sign-in', async () => {
    const { id, mobile } = await owner();
    expect(await send(` ${mobile} `)).toEqual({ code: 0, msg: '', data: true });
    const code = await codeFor(mobile);
    for (const key of await redis.keys(`*sms-*:${mobile}`)) {
      const unprefixed = key.slice(`${t.config.REDIS_PREFIX}:`.length);
      const values =
        (await redis.type(unprefixed)) === 'hash' ? Object.values(await redis.hgetall(unprefixed)) : [await redis.get(unprefixed)];
      expect(values).not.toContain(code);
    }
    const first = await smsLogin(mobile, code);
    expect(first.code).toBe(0);
    expect((await t.api.get<any>('/system/auth/get-permission-info', { token: first.data.accessToken })).data.user.id).toBe(id);
    // replayed: refused, named as used
    expect((await smsLogin(mobile, code)).code).toBe(AuthErrors.SMS_CODE_USED.code);
    await flushLoginLog(t);
    const logs = await t.sql<{ log_type: number; result: number; user_id: number | null }>(
      `select log_type, result, user_id from system_login_log where username = ? order by id`,
      [mobile],
    );
    expect(logs.map((l) => [l.log_type, l.result, l.user_id])).toEqual([
      [LoginLogType.LOGIN_MOBILE, LoginResult.SUCCESS, id],
      [LoginLogType.LOGIN_MOBILE, LoginResult.BAD_CREDENTIALS, null],
    ]);
  });

  it('refuses a wrong code, burns the code after 5 wrong tries, and refuses an expired one', async () => {
    const { mobile } = await owner();
    await send(mobile);
    const code = await codeFor(mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await smsLogin(mobile, wrong)).code).toBe(AuthErrors.PASSWORD_RESET_CODE_INVALID.code);
    expect((await smsLogin(mobile, code)).code).toBe(AuthErrors.PASSWORD_RESET_CODE_INVALID.code);

    await minutePassed(mobile);
    await send(mobile);
    const next = await codeFor(mobile);
    const [key] = await redis.keys(`*sms-21:code:1:${mobile}`);
    await redis.hset(key!.slice(`${t.config.REDIS_PREFIX}:`.length), 'expiresAt', String(Date.now() - 1000));
    expect((await smsLogin(mobile, next)).code).toBe(AuthErrors.SMS_CODE_EXPIRED.code);
  });

  it('sends one code a minute and ten a day per mobile', async () => {
    const { mobile } = await owner();
    expect((await send(mobile)).code).toBe(0);
    expect((await send(mobile)).code).toBe(AuthErrors.SMS_CODE_SEND_TOO_FAST.code);
    for (let i = 2; i <= 10; i++) {
      await minutePassed(mobile);
      expect((await send(mobile)).code).toBe(0);
    }
    await minutePassed(mobile);
    expect((await send(mobile)).code).toBe(AuthErrors.SMS_CODE_EXCEED_DAILY.code);
  });

  it('texts only the mobile of an enabled account for sign-in, and only a new mobile for registration', async () => {
    expect((await send(freshMobile())).code).toBe(AuthErrors.AUTH_MOBILE_NOT_EXISTS.code);
    const disabled = await owner(1);
    expect((await send(disabled.mobile)).code).toBe(AuthErrors.AUTH_MOBILE_NOT_EXISTS.code);
    const taken = await owner();
    expect((await send(taken.mobile, SmsScene.ADMIN_REGISTER)).code).toBe(AuthErrors.USER_MOBILE_EXISTS.code);
    expect((await send(freshMobile(), SmsScene.ADMIN_REGISTER)).code).toBe(0);
  });

  it('refuses bad input with 400 naming the field, and texts nothing', async () => {
    const before = (await t.api.get<any[]>('/system/auth/dev-sms-outbox')).data!.length;
    for (const [mobile, scene, field] of [
      ['1380013800', 21, 'mobile'],
      ['23800138000', 21, 'mobile'],
      [13800138000, 21, 'mobile'],
      ['13800138000', 99, 'scene'],
      ['13800138000', 'login', 'scene'],
      ["1380013800' or 1=1", 21, 'mobile'],
    ] as const) {
      const r = await send(mobile, scene);
      expect([r.code, r.msg]).toEqual([400, expect.stringContaining(field)]);
    }
    for (const code of ['12', '1234567', 'abcdef', 123456]) {
      const r = await smsLogin('13800138000', code);
      expect([r.code, r.msg]).toEqual([400, expect.stringContaining('code')]);
    }
    expect((await t.api.get<any[]>('/system/auth/dev-sms-outbox')).data!.length).toBe(before);
  });
});

describe('SMS gateway and per-address limit', () => {
  let t: TestApp;
  let gateway: Server;
  const received: Array<{ auth: string | undefined; body: any }> = [];
  let failNext = false;
  beforeAll(async () => {
    gateway = createServer((req: IncomingMessage, res) => {
      let data = '';
      req.on('data', (c: Buffer) => (data += c.toString()));
      req.on('end', () => {
        if (failNext) {
          failNext = false;
          res.writeHead(502).end();
          return;
        }
        received.push({ auth: req.headers.authorization, body: JSON.parse(data) });
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const { port } = gateway.address() as AddressInfo;
    t = await createTestApp({
      SMS_GATEWAY_URL: `http://127.0.0.1:${port}/send`,
      SMS_GATEWAY_TOKEN: 'gateway-secret',
      SMS_SENDS_PER_SOURCE_PER_HOUR: '3',
      SMS_DEV_OUTBOX: 'true',
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => gateway.close(resolve));
  });

  const owner = async (): Promise<string> => {
    const mobile = freshMobile();
    const id = await createUser(t, uniq('smsgw'), []);
    await t.sql(`update system_users set mobile = ? where id = ?`, [mobile, id]);
    return mobile;
  };
  const send = (mobile: string) => t.api.post('/system/auth/send-sms-code', { mobile, scene: SmsScene.ADMIN_LOGIN });

  it('hands the text to the gateway with its token; a refused delivery answers 503 and may be asked again at once', async () => {
    const mobile = await owner();
    failNext = true;
    expect((await send(mobile)).code).toBe(AuthErrors.SMS_SEND_FAILED.code);
    expect((await send(mobile)).code).toBe(0);
    expect(received).toEqual([{ auth: 'Bearer gateway-secret', body: { mobile, text: expect.stringMatching(/验证码 \d{6}/) } }]);
    const code = /验证码 (\d{6})/.exec(received[0]!.body.text as string)![1]!;
    expect((await t.api.post('/system/auth/sms-login', { mobile, code })).code).toBe(0);
    // with a real gateway there is no development outbox
    expect((await t.api.get('/system/auth/dev-sms-outbox')).code).toBe(404);
  });

  it('caps the codes one address asks for per hour, over every mobile', async () => {
    // the two sends above counted; one more is allowed, then the address is refused
    expect((await send(await owner())).code).toBe(0);
    expect((await send(await owner())).code).toBe(AuthErrors.SMS_SOURCE_LIMIT.code);
  });
});
