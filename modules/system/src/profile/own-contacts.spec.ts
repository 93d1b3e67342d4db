/* eslint-disable @typescript-eslint/no-explicit-any -- tests read loosely typed envelopes */
import { RoleCode } from '@dha/contracts';
import { createTestApp, type TestApp } from '@dha/testing';
import { PNG_1X1 } from '@dha/infra/testing';
import { SystemErrors } from '../system.errors';
import { signIn, uniq } from '../testing';

/**
 * Issue 29, hole 2: a mobile and an e-mail are one account's per tenant on every path a person
 * writes their own (`updateMyProfileInfo`, the upstream console's `profile/update`, the OAuth2
 * user update), and a mobile already on the account changes only through the verified change.
 */
describe('own contacts: unique per tenant, the mobile changed only when verified', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RUN_WORKERS: 'false' });
  });
  afterAll(() => t.close());

  let seq = 0;
  const freshMobile = (): string => `137${String(process.pid % 10_000).padStart(4, '0')}${String(++seq).padStart(4, '0')}`;
  /** A signed-in staff account (profile/update is the console's), with a mobile and e-mail when given (set as an admin would). */
  const person = async (contacts: { mobile?: string; email?: string } = {}) => {
    const who = await signIn(t, uniq('contact'), [RoleCode.SIGNUP_ADMIN]);
    await t.sql(`update system_users set mobile = ?, email = ? where id = ?`, [contacts.mobile ?? null, contacts.email ?? null, who.id]);
    return who;
  };
  const stored = async (id: number) =>
    (await t.sql<{ mobile: string | null; email: string | null }>(`select mobile, email from system_users where id = ?`, [id]))[0]!;

  const PATHS = [
    ['updateMyProfileInfo', '/system/user/updateMyProfileInfo'],
    ['profile/update', '/system/user/profile/update'],
    ['oauth2/user/update', '/system/oauth2/user/update'],
  ] as const;

  it.each(PATHS)('%s refuses another account’s mobile or e-mail (any case), and writes nothing', async (_name, path) => {
    const other = await person({ mobile: freshMobile(), email: `${uniq('o')}@example.com` });
    const otherRow = await stored(other.id);
    const me = await person();
    const r1 = await t.api.put(path, { nickname: '想改名', mobile: otherRow.mobile }, { token: me.token });
    expect({ code: r1.code, msg: r1.msg }).toEqual({ code: SystemErrors.USER_MOBILE_EXISTS.code, msg: '手机号已经存在' });
    const r2 = await t.api.put(path, { nickname: '想改名', email: otherRow.email!.toUpperCase() }, { token: me.token });
    expect({ code: r2.code, msg: r2.msg }).toEqual({ code: SystemErrors.USER_EMAIL_EXISTS.code, msg: '邮箱已经存在' });
    expect(await stored(me.id)).toEqual({ mobile: null, email: null });
    expect((await t.sql(`select nickname from system_users where id = ?`, [me.id]))[0]).not.toEqual({ nickname: '想改名' });
    // a free number and address are taken as typed on an account without a mobile
    const mine = freshMobile();
    expect((await t.api.put(path, { mobile: mine, email: `${uniq('m')}@example.com` }, { token: me.token })).code).toBe(0);
    expect((await stored(me.id)).mobile).toBe(mine);
  });

  it.each(PATHS)('%s refuses a change of a mobile already on the account with a 400 naming the verified change', async (_name, path) => {
    const mobile = freshMobile();
    const me = await person({ mobile });
    for (const next of [freshMobile(), null]) {
      const r = await t.api.put(path, { mobile: next }, { token: me.token });
      expect(r.code).toBe(400);
      expect(r.msg).toContain('mobile');
      expect(r.msg).toContain('/system/user/profile/update-mobile');
    }
    expect((await stored(me.id)).mobile).toBe(mobile);
    // the same number sent back (the echoed form) is no change
    expect((await t.api.put(path, { mobile, nickname: '回显' }, { token: me.token })).code).toBe(0);
  });

  it('two accounts cannot end up with one mobile even past the check: the unique index holds', async () => {
    const mobile = freshMobile();
    const a = await person({ mobile });
    const b = await person();
    await expect(t.sql(`update system_users set mobile = ? where id = ?`, [mobile, b.id])).rejects.toThrow(
      /system_users_tenant_mobile_unique/,
    );
    await t.sql(`update system_users set email = 'Same@Example.com' where id = ?`, [a.id]);
    await expect(t.sql(`update system_users set email = 'same@example.com' where id = ?`, [b.id])).rejects.toThrow(
      /system_users_tenant_email_unique/,
    );
    // empty values are no one's
    await expect(t.sql(`update system_users set mobile = '', email = '' where id in (?, ?)`, [a.id, b.id])).resolves.toBeDefined();
  });

  it('the upstream console’s profile page: the fetched profile echoed with sex "1" is stored, and its avatar URL', async () => {
    const me = await person({ mobile: freshMobile() });
    const profile = (await t.api.get<any>('/system/user/profile/get', { token: me.token })).data;
    const saved = await t.api.put(
      '/system/user/profile/update',
      { ...profile, nickname: '个人中心', email: `${uniq('p')}@example.com`, sex: '1' },
      { token: me.token },
    );
    expect({ code: saved.code, msg: saved.msg }).toEqual({ code: 0, msg: '' });
    expect((await t.api.get<any>('/system/user/profile/get', { token: me.token })).data).toMatchObject({
      nickname: '个人中心',
      sex: 1,
      mobile: profile.mobile,
    });
    // the avatar: uploaded through the file API, then its URL saved through profile/update
    const avatar = 'https://example.com/avatar.png';
    expect((await t.api.put('/system/user/profile/update', { avatar }, { token: me.token })).code).toBe(0);
    expect((await t.api.get<any>('/system/user/profile/get', { token: me.token })).data.avatar).toBe(avatar);
    expect((await t.api.put('/system/user/profile/update', { sex: 'male' }, { token: me.token })).code).toBe(400);
  });

  it('update-avatar: the older console’s multipart avatarFile (POST or PUT) is stored and becomes the avatar', async () => {
    const me = await person();
    const send = async (method: 'POST' | 'PUT', field: string, content: Buffer) => {
      const boundary = `----dha${Date.now()}`;
      const payload = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="blob"\r\nContent-Type: image/png\r\n\r\n`),
        content,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const response = await t.app.inject({
        method,
        url: `${t.config.API_PREFIX}/system/user/profile/update-avatar`,
        payload,
        headers: { authorization: `Bearer ${me.token}`, 'tenant-id': '1', 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
      return JSON.parse(response.body) as { code: number; msg: string; data: string | null };
    };
    for (const method of ['POST', 'PUT'] as const) {
      const r = await send(method, 'avatarFile', PNG_1X1);
      expect({ code: r.code, msg: r.msg }).toEqual({ code: 0, msg: '' });
      expect(r.data).toMatch(/^\/admin-api\/infra\/file\/\d+\/get\/avatar\//);
      expect((await t.api.get<any>('/system/user/profile/get', { token: me.token })).data.avatar).toBe(r.data);
    }
    expect((await send('POST', 'file', PNG_1X1)).code).toBe(400);
    expect((await t.api.put('/system/user/profile/update-avatar', { avatar: 'x' }, { token: me.token })).code).toBe(400);
  });
});
