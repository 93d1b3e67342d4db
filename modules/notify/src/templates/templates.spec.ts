/* eslint-disable @typescript-eslint/no-explicit-any -- tests read loosely typed envelopes */
import { NotifyTemplateCode, RoleCode, type NotifyTemplateVO, type PageResult } from '@dha/contracts';
import { createTestApp, type TestApp } from '@dha/testing';
// the signup module's test fixtures (users with roles and tokens, made in bulk by SQL)
import { createUser, uniq, type TestUser } from '@dha/signup/testing';
import { NotifyErrors } from './notify.errors';
import { BASE_TEMPLATES } from './seed/base-templates';
import { renderTemplate, templateParams } from './template-content';

describe('template content', () => {
  it('parses placeholder names once each, in order', () => {
    expect(templateParams('{a} 和 {b_1}，再来 {a}；{ not } {}')).toEqual(['a', 'b_1']);
  });

  it('fills placeholders and refuses a missing one by name', () => {
    expect(renderTemplate('课程【{courseName}】{x}', { courseName: '急救', x: 0 })).toBe('课程【急救】0');
    expect(() => renderTemplate('{courseName} {deadline}', { courseName: '急救' })).toThrow('模板参数(deadline)缺失');
    expect(() => renderTemplate('{toString}', {})).toThrow('模板参数(toString)缺失');
  });
});

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

  const body = (o: Record<string, unknown> = {}) => ({
    name: '测试模板',
    code: uniq('test-tpl-'),
    type: 1,
    nickname: '测试中心',
    content: '您好 {name}，课程【{courseName}】{name}',
    status: 0,
    remark: '备注',
    ...o,
  });

  it('seeds a Chinese template for every code the module sends, each enabled', async () => {
    const rows = await t.sql<{ code: string; status: number; content: string }>(
      `select code, status, content from notify_template where tenant_id = 1`,
    );
    const codes = rows.map((r) => r.code);
    expect(codes).toEqual(expect.arrayContaining(Object.values(NotifyTemplateCode)));
    expect(BASE_TEMPLATES.map((b) => b.code).sort()).toEqual([...Object.values(NotifyTemplateCode)].sort());
    for (const r of rows) expect(r.status).toBe(0);
    const reminder = rows.find((r) => r.code === NotifyTemplateCode.OFFER_REMINDER)!;
    expect(templateParams(reminder.content).sort()).toEqual(['courseName', 'deadline']);
  });

  it('creates, reads, pages, lists, updates and deletes; params come from the content', async () => {
    const b = body();
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

  it('delete-list takes repeated or comma-separated ids, and deletes nothing when one is unknown', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push((await t.api.post<number>('/system/notify-template/create', body(), { token: admin })).data!);
    const count = async () =>
      Number((await t.sql<{ n: string }>(`select count(*) n from notify_template where id = any(?::int[])`, [`{${ids}}`]))[0]!.n);
    expect(await t.api.delete('/system/notify-template/delete-list', { token: admin, query: { ids: [ids[0]!, 999_999] } })).toMatchObject({
      code: NotifyErrors.NOTIFY_TEMPLATE_NOT_EXISTS.code,
    });
    expect(await count()).toBe(3);
    expect(await t.api.delete('/system/notify-template/delete-list', { token: admin, query: { ids: [ids[0]!, ids[1]!] } })).toMatchObject({
      code: 0,
    });
    expect(await t.api.delete('/system/notify-template/delete-list', { token: admin, query: { ids: `${ids[2]}` } })).toMatchObject({
      code: 0,
    });
    expect(await count()).toBe(0);
  });

  it('refuses a taken code on create and on update (1_002_026_001)', async () => {
    const a = body();
    const b = body();
    await t.api.post('/system/notify-template/create', a, { token: admin });
    const idB = (await t.api.post<number>('/system/notify-template/create', b, { token: admin })).data!;
    expect(await t.api.post('/system/notify-template/create', { ...a, name: '另一个' }, { token: admin })).toEqual({
      code: 1_002_026_001,
      msg: `已经存在编码为【${a.code}】的站内信模板`,
      data: null,
    });
    expect(await t.api.put('/system/notify-template/update', { ...b, id: idB, code: a.code }, { token: admin })).toMatchObject({
      code: 1_002_026_001,
    });
    expect(await t.api.put('/system/notify-template/update', { ...b, id: 999_999 }, { token: admin })).toMatchObject({
      code: 1_002_026_000,
    });
  });

  it.each([
    ['name', { name: '' }],
    ['name', { name: 'x'.repeat(64) }],
    ['code', { code: undefined }],
    ['code', { code: 'has space' }],
    ['type', { type: 3 }],
    ['type', { type: '1' }],
    ['nickname', { nickname: undefined }],
    ['content', { content: '' }],
    ['content', { content: 'x'.repeat(1025) }],
    ['status', { status: 2 }],
    ['remark', { remark: 5 }],
    ['extra', { extra: 1 }],
  ])('create refuses a bad %s with 400 naming it', async (field, patch) => {
    const r = await t.api.post('/system/notify-template/create', body(patch), { token: admin });
    expect(r.code).toBe(400);
    expect(r.msg).toContain(field);
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
      ['create', () => t.api.post('/system/notify-template/create', body(), { token: reviewer.token })],
      ['update', () => t.api.put('/system/notify-template/update', { ...body(), id: 1 }, { token: reviewer.token })],
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

  describe('send-notify', () => {
    it('renders the template into a message for the user and answers its id', async () => {
      const b = body({ content: '{name}，课程【{courseName}】已开放' });
      await t.api.post('/system/notify-template/create', b, { token: admin });
      const sent = await t.api.post<number>(
        '/system/notify-template/send-notify',
        { userId: visitor.id, userType: 2, templateCode: b.code, templateParams: { name: '张三', courseName: '急救', extra: 1 } },
        { token: admin },
      );
      expect(sent).toMatchObject({ code: 0, data: expect.any(Number) });
      const [row] = await t.sql<any>(`select * from notify_message where id = ?`, [sent.data]);
      expect(row).toMatchObject({
        user_id: visitor.id,
        tenant_id: 1,
        user_type: 2,
        template_code: b.code,
        template_nickname: '测试中心',
        template_content: '张三，课程【急救】已开放',
        template_type: 1,
        template_params: { name: '张三', courseName: '急救', extra: 1 },
        read_status: false,
        source_event_id: null,
      });
      const [event] = await t.sql<any>(
        `select type, aggregate_type, aggregate_id, payload from core_outbox_event where aggregate_type = 'notify-message' and aggregate_id = ?`,
        [String(sent.data)],
      );
      expect(event).toMatchObject({
        type: 'NotifyMessageCreated',
        payload: {
          tenantId: 1,
          unreadCount: 1,
          mailKind: null,
          message: { id: sent.data, userId: visitor.id, templateContent: '张三，课程【急救】已开放' },
        },
      });
    });

    it('refuses a missing param (1_002_028_000), an unknown template (1_002_026_000), an unknown user, and bad bodies', async () => {
      const b = body({ content: '{name} {deadline}' });
      await t.api.post('/system/notify-template/create', b, { token: admin });
      const send = (o: Record<string, unknown>) =>
        t.api.post(
          '/system/notify-template/send-notify',
          { userId: visitor.id, userType: 2, templateCode: b.code, templateParams: { name: 'x' }, ...o },
          {
            token: admin,
          },
        );
      expect(await send({})).toEqual({ code: 1_002_028_000, msg: '模板参数(deadline)缺失', data: null });
      expect(await send({ templateCode: 'no-such-template' })).toMatchObject({ code: 1_002_026_000, msg: '站内信模版不存在' });
      expect(await send({ userId: 999_999 })).toMatchObject({ code: 400, msg: expect.stringContaining('userId') });
      expect(await send({ userId: 'x' })).toMatchObject({ code: 400, msg: expect.stringContaining('userId') });
      expect(await send({ userType: 3 })).toMatchObject({ code: 400, msg: expect.stringContaining('userType') });
      expect(await send({ templateCode: '' })).toMatchObject({ code: 400, msg: expect.stringContaining('templateCode') });
      expect(await send({ templateParams: 'x' })).toMatchObject({ code: 400, msg: expect.stringContaining('templateParams') });
      expect(await send({ templateParams: { name: 'x', deadline: { a: 1 } } })).toMatchObject({
        code: 400,
        msg: expect.stringContaining('templateParams.deadline'),
      });
      expect(await send({ templateParams: { name: 'x'.repeat(5000), deadline: 1 } })).toMatchObject({
        code: 400,
        msg: expect.stringContaining('templateParams'),
      });
      expect(Number((await t.sql<{ n: string }>(`select count(*) n from notify_message where template_code = ?`, [b.code]))[0]!.n)).toBe(0);
    });

    it('sends nothing for a disabled template (data null)', async () => {
      const b = body({ content: 'hi', status: 1 });
      await t.api.post('/system/notify-template/create', b, { token: admin });
      const r = await t.api.post(
        '/system/notify-template/send-notify',
        { userId: visitor.id, userType: 2, templateCode: b.code },
        { token: admin },
      );
      expect(r).toEqual({ code: 0, msg: '', data: null });
      expect(Number((await t.sql<{ n: string }>(`select count(*) n from notify_message where template_code = ?`, [b.code]))[0]!.n)).toBe(0);
    });
  });
});
