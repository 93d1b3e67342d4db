/* eslint-disable @typescript-eslint/no-explicit-any -- tests read loosely typed envelopes */
import { NotifyMailKind, RoleCode, type NotifyMessageVO, type PageResult } from '@dha/contracts';
import { createTestApp, type TestApp } from '@dha/testing';
import { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
// the signup module's test fixtures (users with roles and tokens, made in bulk by SQL)
import { createUser, uniq, type TestUser } from '@dha/signup/testing';
import { NotifySender } from './notify-sender';

describe('/system/notify-message/* and NotifySender', () => {
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
    const created = await t.api.post(
      '/system/notify-template/create',
      { name: '消息测试', code, type: 2, nickname: '测试中心', content: '第 {n} 条', status: 0 },
      { token: admin },
    );
    expect(created.code).toBe(0);
  });
  afterAll(() => t.close());

  const send = async (user: TestUser, n: number): Promise<number> => {
    const r = await t.api.post<number>(
      '/system/notify-template/send-notify',
      { userId: user.id, userType: 2, templateCode: code, templateParams: { n } },
      { token: admin },
    );
    expect(r.code).toBe(0);
    return r.data!;
  };
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

  it.each([
    ['GET', 'my-page', { readStatus: 'maybe' }, 'readStatus'],
    ['GET', 'my-page', { pageNo: 0 }, 'pageNo'],
    ['GET', 'my-page', { 'createTime[1]': 'soon' }, 'createTime[1]'],
    ['GET', 'my-page', { userId: 1 }, 'userId'],
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

  it('NotifySender: one message per (event, user, template); the database refuses a second, and the sender skips it', async () => {
    const sender = t.app.get(NotifySender);
    const u = await createUser(t, 'nms');
    const eventId = randomUUID();
    const input = {
      tenantId: 1,
      templateCode: code,
      userIds: [u.id, u.id, bob.id],
      params: { n: 5 },
      sourceEventId: eventId,
      mailKind: NotifyMailKind.SIGNUP_STATUS,
    };
    // u takes signup-status messages by mail; bob does not
    await t.sql(`update system_users set email = 'u@example.com', mail_notify = '{signup-status}' where id = ?`, [u.id]);
    const first = await t.em().transactional((em: EntityManager) => sender.send(em, input));
    expect(first.map((m) => m.userId).sort()).toEqual([u.id, bob.id].sort());
    const again = await t.em().transactional((em: EntityManager) => sender.send(em, input));
    expect(again).toEqual([]);
    const rows = await t.sql<{ user_id: number }>(`select user_id from notify_message where source_event_id = ?`, [eventId]);
    expect(rows).toHaveLength(2);
    // the unique index itself, not only the sender, refuses the duplicate
    await expect(
      t.sql(
        `insert into notify_message (tenant_id, user_id, user_type, template_id, template_code, template_nickname, template_content,
           template_type, template_params, source_event_id, create_time, update_time)
         select tenant_id, user_id, user_type, template_id, template_code, template_nickname, template_content, template_type,
           template_params, source_event_id, now(), now() from notify_message where source_event_id = ? and user_id = ?`,
        [eventId, u.id],
      ),
    ).rejects.toThrow(/notify_message_source_unique/);
    const events = await t.sql<{ payload: any }>(
      `select payload from core_outbox_event where type = 'NotifyMessageCreated' and (payload->'message'->>'id')::int = any(?::int[])`,
      [`{${first.map((m) => m.id)}}`],
    );
    expect(events).toHaveLength(2);
    const mine = events.find((e) => e.payload.message.userId === u.id)!.payload;
    expect(mine).toMatchObject({ tenantId: 1, unreadCount: 1, mailKind: 'signup-status', message: { templateContent: '第 5 条' } });
    // only an opted-in user's message is marked for mail (the relay then routes bob's to no mail job)
    expect(events.find((e) => e.payload.message.userId === bob.id)!.payload.mailKind).toBeNull();
  });

  it('NotifySender: a rollback of the caller leaves neither message nor event', async () => {
    const sender = t.app.get(NotifySender);
    const u = await createUser(t, 'nmx');
    await expect(
      t.em().transactional(async (em: EntityManager) => {
        await sender.send(em, { tenantId: 1, templateCode: code, userIds: [u.id], params: { n: 1 } });
        throw new Error('the caller fails after sending');
      }),
    ).rejects.toThrow('the caller fails');
    expect(await t.sql(`select id from notify_message where user_id = ?`, [u.id])).toEqual([]);
    expect(
      await t.sql(`select id from core_outbox_event where type = 'NotifyMessageCreated' and (payload->'message'->>'userId')::int = ?`, [
        u.id,
      ]),
    ).toEqual([]);
  });
});
