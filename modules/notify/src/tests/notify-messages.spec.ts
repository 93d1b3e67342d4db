import { RoleCode, type NotifyMessageVO, type PageResult } from '@dha/contracts';
import { createTestApp, type TestApp } from '@dha/testing';
import { createTokenUser as createUser, uniq, type TestUser } from '@dha/system/testing';
import { createTemplate, sendNotify, templateBody } from '../testing';

describe('/system/notify-message/* reads', () => {
  let t: TestApp;
  let admin: string;
  let code: string;
  let alice: TestUser;
  let bob: TestUser;
  let reviewer: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.api.loginAsAdmin();
    alice = await createUser(t, 'nma');
    bob = await createUser(t, 'nmb');
    reviewer = await createUser(t, 'nmr', [RoleCode.SIGNUP_ADMIN]);
    code = uniq('msg-tpl-');
    await createTemplate(t, admin, templateBody({ name: '消息测试', code, type: 2, content: '第 {n} 条' }));
  });
  afterAll(() => t.close());

  const send = (user: TestUser, n: number): Promise<number> => sendNotify(t, admin, user.id, code, { n });
  const unreadCount = async (u: TestUser) => (await t.api.get<number>('/system/notify-message/get-unread-count', { token: u.token })).data;

  it("my-page, the unread list and count show the caller's own messages only, newest first", async () => {
    const a1 = await send(alice, 1);
    const a2 = await send(alice, 2);
    const a3 = await send(alice, 3);
    await send(bob, 1);

    const page = await t.api.get<PageResult<NotifyMessageVO>>('/system/notify-message/my-page', {
      token: alice.token,
      query: { pageNo: 1, pageSize: 2 },
    });
    expect(page.data!.total).toBe(3);
    expect(page.data!.list.map((m) => m.id)).toEqual([a3, a2]);
    expect(page.data!.list[0]).toEqual({
      id: a3,
      userId: alice.id,
      userType: 2,
      templateId: expect.any(Number),
      templateCode: code,
      templateNickname: '测试中心',
      templateContent: '第 3 条',
      templateType: 2,
      templateParams: { n: 3 },
      readStatus: false,
      readTime: null,
      createTime: expect.any(Number),
    });
    const second = await t.api.get<PageResult<NotifyMessageVO>>('/system/notify-message/my-page', {
      token: alice.token,
      query: { pageNo: 2, pageSize: 2 },
    });
    expect(second.data!.list.map((m) => m.id)).toEqual([a1]);

    const unread = await t.api.get<NotifyMessageVO[]>('/system/notify-message/get-unread-list', { token: alice.token, query: { size: 2 } });
    expect(unread.data!.map((m) => m.id)).toEqual([a3, a2]);
    expect((await t.api.get<NotifyMessageVO[]>('/system/notify-message/get-unread-list', { token: alice.token })).data).toHaveLength(3);
    expect(await t.api.get('/system/notify-message/get-unread-count', { token: alice.token })).toEqual({ code: 0, msg: '', data: 3 });
    expect(await unreadCount(bob)).toBe(1);
  });

  it('my-page filters by createTime', async () => {
    const u = await createUser(t, 'nmt');
    await send(u, 1);
    const now = Date.now();
    const inRange = await t.api.get<PageResult<NotifyMessageVO>>('/system/notify-message/my-page', {
      token: u.token,
      query: { 'createTime[0]': now - 60_000, 'createTime[1]': now + 60_000 },
    });
    expect(inRange.data!.total).toBe(1);
    const before = await t.api.get<PageResult<NotifyMessageVO>>('/system/notify-message/my-page', {
      token: u.token,
      query: { createTime: '2020-01-01 00:00:00,2020-12-31 23:59:59' },
    });
    expect(before.data!.total).toBe(0);
  });

  it('the admin page and get need system:notify-message:query and see the whole tenant', async () => {
    const id = await send(bob, 7);
    const page = await t.api.get<PageResult<NotifyMessageVO>>('/system/notify-message/page', {
      token: admin,
      query: { userId: bob.id, templateCode: code, templateType: 2, userType: 2 },
    });
    expect(page.data!.list[0]).toMatchObject({ id, userId: bob.id, templateContent: '第 7 条' });
    expect(page.data!.list.every((m) => m.userId === bob.id)).toBe(true);
    expect((await t.api.get('/system/notify-message/page', { token: admin, query: { templateType: 1, templateCode: code } })).data).toEqual(
      {
        total: 0,
        list: [],
      },
    );
    expect((await t.api.get<NotifyMessageVO>('/system/notify-message/get', { token: admin, query: { id } })).data).toMatchObject({ id });
    expect(await t.api.get('/system/notify-message/get', { token: admin, query: { id: 999_999 } })).toEqual({
      code: 0,
      msg: '',
      data: null,
    });

    expect((await t.api.get('/system/notify-message/page', { token: reviewer.token })).code).toBe(403);
    expect((await t.api.get('/system/notify-message/get', { token: bob.token, query: { id } })).code).toBe(403);
    for (const path of ['my-page', 'get-unread-list', 'get-unread-count']) {
      expect((await t.api.get(`/system/notify-message/${path}`)).code).toBe(401);
    }
    expect((await t.api.put('/system/notify-message/update-all-read')).code).toBe(401);
  });

  it('my-page ignores a userId in its query (unknown there): still the caller’s own messages', async () => {
    const own = await t.api.get<PageResult<NotifyMessageVO>>('/system/notify-message/my-page', { token: alice.token });
    const asked = await t.api.get<PageResult<NotifyMessageVO>>('/system/notify-message/my-page', {
      token: alice.token,
      query: { userId: bob.id },
    });
    expect(asked.code).toBe(0);
    expect(asked.data).toEqual(own.data);
    expect(asked.data!.list.every((m) => m.userId === alice.id)).toBe(true);
  });

  it.each([
    ['GET', 'my-page', { readStatus: 'maybe' }, 'readStatus'],
    ['GET', 'my-page', { pageNo: 0 }, 'pageNo'],
    ['GET', 'my-page', { 'createTime[1]': 'soon' }, 'createTime[1]'],
    ['GET', 'get-unread-list', { size: 0 }, 'size'],
    ['GET', 'get-unread-list', { size: 101 }, 'size'],
    ['PUT', 'update-read', {}, 'ids'],
    ['PUT', 'update-read', { ids: 'a,b' }, 'ids'],
    ['PUT', 'update-read', { ids: '-1' }, 'ids'],
    ['GET', 'page', { userType: 5 }, 'userType'],
    ['GET', 'page', { templateType: 'x' }, 'templateType'],
    ['GET', 'get', {}, 'id'],
  ] as const)('%s %s refuses %j with 400 naming %s', async (method, path, query, field) => {
    const r = await t.api.call(method, `/system/notify-message/${path}`, undefined, { token: admin, query: query as never });
    expect(r.code).toBe(400);
    expect(r.msg).toContain(field);
  });
});
