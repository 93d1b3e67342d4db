/* eslint-disable @typescript-eslint/no-explicit-any -- tests read loosely typed envelopes */
import { SmsScene } from '@dha/contracts';
import { SystemErrors } from '@dha/system';
import { createUser, signIn, uniq } from '@dha/system/testing';
import { createTestApp, type TestApp } from '@dha/testing';
import { AuthErrors } from '../../../auth.errors';

/** Issue 29, hole 2: SMS codes and a mobile shared by two accounts; the verified change of one's own mobile. */
describe('mobiles: the verified change, and no sign-in to a shared number', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SMS_SENDS_PER_SOURCE_PER_HOUR: '1000', SMS_DEV_OUTBOX: 'true', RUN_WORKERS: 'false' });
  });
  afterAll(() => t.close());

  let seq = 0;
  const freshMobile = (): string => `136${String(process.pid % 10_000).padStart(4, '0')}${String(++seq).padStart(4, '0')}`;
  const send = (mobile: string, scene: number) => t.api.post<any>('/system/auth/send-sms-code', { mobile, scene });
  const codeFor = async (mobile: string): Promise<string> => {
    const outbox = (await t.api.get<any[]>('/system/auth/dev-sms-outbox')).data!;
    return /验证码 (\d{6})/.exec(outbox.find((m) => m.mobile === mobile)!.text as string)![1]!;
  };
  const mobileOf = async (id: number) =>
    (await t.sql<{ mobile: string | null }>(`select mobile from system_users where id = ?`, [id]))[0]!.mobile;
  const update = (token: string, body: unknown) => t.api.put<any>('/system/user/profile/update-mobile', body, { token });

  it('changes the own mobile with the code texted to the new number (scene 24), once', async () => {
    const me = await signIn(t, uniq('chg'));
    const old = freshMobile();
    await t.sql(`update system_users set mobile = ? where id = ?`, [old, me.id]);
    const next = freshMobile();
    expect(await send(next, SmsScene.ADMIN_UPDATE_MOBILE)).toMatchObject({ code: 0, data: true });
    const code = await codeFor(next);
    // no code, a wrong code, a code of another number: refused, nothing changes
    expect((await update(me.token, { mobile: next })).code).toBe(400);
    expect((await update(me.token, { mobile: next, code: code === '000000' ? '111111' : '000000' })).code).toBe(
      AuthErrors.PASSWORD_RESET_CODE_INVALID.code,
    );
    expect((await update(me.token, { mobile: freshMobile(), code })).code).toBe(AuthErrors.PASSWORD_RESET_CODE_INVALID.code);
    expect(await mobileOf(me.id)).toBe(old);
    expect(await update(me.token, { mobile: next, code })).toEqual({ code: 0, msg: '', data: true });
    expect(await mobileOf(me.id)).toBe(next);
    expect((await update(me.token, { mobile: next, code })).code).toBe(AuthErrors.SMS_CODE_USED.code);
    // a sign-in code (scene 21) of the number is no mobile-change code
    expect((await send(next, SmsScene.ADMIN_LOGIN)).code).toBe(0);
    const loginCode = await codeFor(next);
    await t.sql(`update system_users set mobile = null where id = ?`, [me.id]);
    expect((await update(me.token, { mobile: next, code: loginCode })).code).not.toBe(0);
    expect(await mobileOf(me.id)).toBeNull();
    // a login is needed
    expect((await t.api.put('/system/user/profile/update-mobile', { mobile: next, code: loginCode })).code).toBe(401);
  });

  it('does not text a code for, nor move an account onto, a number another account holds', async () => {
    const holder = await signIn(t, uniq('hold'));
    const taken = freshMobile();
    await t.sql(`update system_users set mobile = ? where id = ?`, [taken, holder.id]);
    expect((await send(taken, SmsScene.ADMIN_UPDATE_MOBILE)).code).toBe(AuthErrors.USER_MOBILE_EXISTS.code);
    // a code sent while the number was free: the system module still refuses it once it is taken
    const me = await signIn(t, uniq('late'));
    const free = freshMobile();
    expect((await send(free, SmsScene.ADMIN_UPDATE_MOBILE)).code).toBe(0);
    const code = await codeFor(free);
    await t.sql(`update system_users set mobile = ? where id = ?`, [free, holder.id]);
    expect((await update(me.token, { mobile: free, code })).code).toBe(SystemErrors.USER_MOBILE_EXISTS.code);
    expect(await mobileOf(me.id)).toBeNull();
  });

  it('refuses an SMS code and an SMS sign-in for a number two accounts share (rows from before the unique index), naming why', async () => {
    const shared = freshMobile();
    const a = await createUser(t, uniq('dupa'));
    await t.sql(`update system_users set mobile = ? where id = ?`, [shared, a]);
    expect((await send(shared, SmsScene.ADMIN_LOGIN)).code).toBe(0);
    const code = await codeFor(shared);
    // a second account with the number, as an old database may hold: the index is dropped to write it
    await t.sql(`drop index system_users_tenant_mobile_unique`);
    try {
      const b = await createUser(t, uniq('dupb'));
      await t.sql(`update system_users set mobile = ? where id = ?`, [shared, b]);
      const login = await t.api.post<any>('/system/auth/sms-login', { mobile: shared, code });
      expect({ code: login.code, msg: login.msg }).toEqual({
        code: SystemErrors.USER_MOBILE_AMBIGUOUS.code,
        msg: SystemErrors.USER_MOBILE_AMBIGUOUS.msg,
      });
      expect(login.data).toBeFalsy();
      const again = await send(shared, SmsScene.ADMIN_LOGIN);
      expect(again.code).toBe(SystemErrors.USER_MOBILE_AMBIGUOUS.code);
      await t.sql(`update system_users set mobile = null where id = ?`, [b]);
    } finally {
      await t.sql(
        `create unique index "system_users_tenant_mobile_unique" on "system_users" ("tenant_id", "mobile") where "mobile" is not null and "mobile" <> ''`,
      );
    }
  });
});
