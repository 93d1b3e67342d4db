/* eslint-disable @typescript-eslint/no-explicit-any -- tests read loosely typed envelopes */
import { NotifyTemplateCode, RoleCode, type NotifyTemplateVO, type PageResult } from '@dha/contracts';
import { createTestApp, type TestApp } from '@dha/testing';
import { createTokenUser as createUser, type TestUser } from '@dha/system/testing';
import { NotifyErrors } from '../notify.errors';
import { templateBody } from '../testing';

describe('/system/notify-template/*', () => {
  let t: TestApp;
  let admin: string;
  let reviewer: TestUser;
  let visitor: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.api.loginAsAdmin();
    reviewer = await createUser(t, 'ntr', [RoleCode.SIGNUP_ADMIN]);
    visitor = await createUser(t, 'ntv');
  });
  afterAll(() => t.close());

  it('creates, reads, pages, lists, updates and deletes; params come from the content', async () => {
    const b = templateBody();
    const created = await t.api.post<number>('/system/notify-template/create', b, { token: admin });
    expect(created).toMatchObject({ code: 0, msg: '' });
    const id = created.data!;
    const got = await t.api.get<NotifyTemplateVO>('/system/notify-template/get', { token: admin, query: { id } });
    expect(got.data).toEqual({
      id,
      name: '测试模板',
      code: b.code,
      type: 1,
      nickname: '测试中心',
      content: b.content,
      params: ['name', 'courseName'],
      status: 0,
      remark: '备注',
      createTime: expect.any(Number),
    });

    const page = await t.api.get<PageResult<NotifyTemplateVO>>('/system/notify-template/page', {
      token: admin,
      query: { pageNo: 1, pageSize: 10, code: b.code, status: 0 },
    });
    expect(page.data).toMatchObject({ total: 1, list: [{ id }] });
    const byName = await t.api.get<PageResult<NotifyTemplateVO>>('/system/notify-template/page', {
      token: admin,
      query: { name: '报名', pageSize: 200 },
    });
    expect(byName.data!.list.length).toBeGreaterThan(5);
    expect(byName.data!.list.every((r) => r.name.includes('报名'))).toBe(true);
    const now = Date.now();
    const ranged = await t.api.get<PageResult<NotifyTemplateVO>>('/system/notify-template/page', {
      token: admin,
      query: { code: b.code, 'createTime[0]': now - 60_000, 'createTime[1]': now + 60_000 },
    });
    expect(ranged.data!.total).toBe(1);
    const future = await t.api.get<PageResult<NotifyTemplateVO>>('/system/notify-template/page', {
      token: admin,
      query: { code: b.code, createTime: ['2099-01-01 00:00:00', '2099-12-31 23:59:59'] },
    });
    expect(future.data!.total).toBe(0);

    const simple = await t.api.get<any[]>('/system/notify-template/simple-list', { token: admin });
    expect(simple.data).toContainEqual({ id, name: '测试模板', code: b.code });
    expect(Object.keys(simple.data![0])).toEqual(['id', 'name', 'code']);

    const updated = await t.api.put('/system/notify-template/update', { ...b, id, content: '只有 {x}', status: 1 }, { token: admin });
    expect(updated).toMatchObject({ code: 0, data: true });
    expect((await t.api.get<NotifyTemplateVO>('/system/notify-template/get', { token: admin, query: { id } })).data).toMatchObject({
      content: '只有 {x}',
      params: ['x'],
      status: 1,
    });

    expect(await t.api.delete('/system/notify-template/delete', { token: admin, query: { id } })).toMatchObject({ code: 0, data: true });
    expect(await t.api.get('/system/notify-template/get', { token: admin, query: { id } })).toMatchObject({
      code: NotifyErrors.NOTIFY_TEMPLATE_NOT_EXISTS.code,
      data: null,
    });
    expect(await t.api.delete('/system/notify-template/delete', { token: admin, query: { id } })).toMatchObject({
      code: NotifyErrors.NOTIFY_TEMPLATE_NOT_EXISTS.code,
    });
  });

  it.each([
    ['GET', '/system/notify-template/get', { id: 'abc' }, 'id'],
    ['GET', '/system/notify-template/page', { pageSize: 201 }, 'pageSize'],
    ['GET', '/system/notify-template/page', { status: 9 }, 'status'],
    ['GET', '/system/notify-template/page', { 'createTime[0]': 'yesterday' }, 'createTime[0]'],
    ['GET', '/system/notify-template/page', { createTime: ['2026-13-45 99:00:00'] }, 'createTime'],
    ['DELETE', '/system/notify-template/delete-list', { ids: '1,x' }, 'ids'],
    ['DELETE', '/system/notify-template/delete-list', {}, 'ids'],
  ] as const)('%s %s refuses bad query %j with 400 naming %s', async (method, path, query, field) => {
    const r = await t.api.call(method, path, undefined, { token: admin, query: query as never });
    expect(r.code).toBe(400);
    expect(r.msg).toContain(field);
  });

  it('refuses every call without the permission (403) and without a login (401)', async () => {
    const calls: Array<[string, () => Promise<{ code: number }>]> = [
      ['create', () => t.api.post('/system/notify-template/create', templateBody(), { token: reviewer.token })],
      ['update', () => t.api.put('/system/notify-template/update', { ...templateBody(), id: 1 }, { token: reviewer.token })],
      ['delete', () => t.api.delete('/system/notify-template/delete', { token: reviewer.token, query: { id: 1 } })],
      ['delete-list', () => t.api.delete('/system/notify-template/delete-list', { token: reviewer.token, query: { ids: '1' } })],
      ['get', () => t.api.get('/system/notify-template/get', { token: reviewer.token, query: { id: 1 } })],
      ['page', () => t.api.get('/system/notify-template/page', { token: visitor.token })],
      ['simple-list', () => t.api.get('/system/notify-template/simple-list', { token: visitor.token })],
      [
        'send-notify',
        () =>
          t.api.post(
            '/system/notify-template/send-notify',
            { userId: visitor.id, userType: 2, templateCode: NotifyTemplateCode.SIGNUP_SUBMITTED, templateParams: {} },
            { token: reviewer.token },
          ),
      ],
    ];
    for (const [name, call] of calls) expect({ name, code: (await call()).code }).toEqual({ name, code: 403 });
    expect((await t.api.get('/system/notify-template/page')).code).toBe(401);
    expect(Number((await t.sql<{ n: string }>(`select count(*) n from notify_message where user_id = ?`, [visitor.id]))[0]!.n)).toBe(0);
  });
});
