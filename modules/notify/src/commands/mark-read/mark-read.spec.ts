import type { NotifyMessageVO, PageResult } from '@dha/contracts';
import { createTestApp, type TestApp } from '@dha/testing';
import { createTokenUser as createUser, uniq, type TestUser } from '@dha/system/testing';
import { createTemplate, sendNotify, templateBody } from '../../testing';

describe('/system/notify-message/update-read and update-all-read', () => {
  let t: TestApp;
  let admin: string;
  let code: string;
  let bob: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.api.loginAsAdmin();
    bob = await createUser(t, 'nmb');
    code = uniq('msg-tpl-');
    await createTemplate(t, admin, templateBody({ name: '消息测试', code, type: 2, content: '第 {n} 条' }));
  });
  afterAll(() => t.close());

  const send = (user: TestUser, n: number): Promise<number> => sendNotify(t, admin, user.id, code, { n });
  const unreadCount = async (u: TestUser) => (await t.api.get<number>('/system/notify-message/get-unread-count', { token: u.token })).data;

  it("update-read marks only the caller's rows (repeated or comma ids); update-all-read the rest", async () => {
    const u = await createUser(t, 'nmu');
    const [m1, m2, m3] = [await send(u, 1), await send(u, 2), await send(u, 3)];
    const other = await send(bob, 9);
    // bob's id in u's call is ignored
    expect(await t.api.put('/system/notify-message/update-read', undefined, { token: u.token, query: { ids: [m1, other] } })).toEqual({
      code: 0,
      msg: '',
      data: true,
    });
    const read = async (id: number) =>
      (
        await t.sql<{ read_status: boolean; read_time: Date | null }>(`select read_status, read_time from notify_message where id = ?`, [
          id,
        ])
      )[0]!;
    expect(await read(m1)).toMatchObject({ read_status: true, read_time: expect.anything() });
    expect(await read(other)).toMatchObject({ read_status: false, read_time: null });
    expect(await unreadCount(u)).toBe(2);

    expect((await t.api.put('/system/notify-message/update-read', undefined, { token: u.token, query: { ids: `${m2}` } })).code).toBe(0);
    const readOnly = await t.api.get<PageResult<NotifyMessageVO>>('/system/notify-message/my-page', {
      token: u.token,
      query: { readStatus: true },
    });
    expect(readOnly.data!.list.map((m) => m.id)).toEqual([m2, m1]);
    expect(readOnly.data!.list[0]!.readTime).toEqual(expect.any(Number));
    const unreadOnly = await t.api.get<PageResult<NotifyMessageVO>>('/system/notify-message/my-page', {
      token: u.token,
      query: { readStatus: 'false' },
    });
    expect(unreadOnly.data!.list.map((m) => m.id)).toEqual([m3]);

    expect(await t.api.put('/system/notify-message/update-all-read', undefined, { token: u.token })).toMatchObject({ code: 0, data: true });
    expect(await unreadCount(u)).toBe(0);
    expect((await t.api.get<NotifyMessageVO[]>('/system/notify-message/get-unread-list', { token: u.token })).data).toEqual([]);
    expect(await read(other)).toMatchObject({ read_status: false });
  });
});
