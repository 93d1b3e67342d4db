/* eslint-disable @typescript-eslint/no-explicit-any -- tests read loosely typed rows */
import { createTestApp, type TestApp } from '@dha/testing';
import { createTokenUser as createUser, type TestUser } from '@dha/system/testing';
import { NOTIFY_MESSAGE_AGGREGATE, NotifyEventTypes } from '../../contract/notify.events';
import { templateBody } from '../../testing';

describe('/system/notify-template/send-notify', () => {
  let t: TestApp;
  let admin: string;
  let visitor: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.api.loginAsAdmin();
    visitor = await createUser(t, 'ntv');
  });
  afterAll(() => t.close());

  it('renders the template into a message for the user and answers its id', async () => {
    const b = templateBody({ content: '{name}，课程【{courseName}】已开放' });
    await t.api.post('/system/notify-template/create', b, { token: admin });
    const sent = await t.api.post<number>(
      '/system/notify-template/send-notify',
      // the console's echo of the template row rides along (unknown: dropped), and a param the template does not name is not stored
      {
        userId: visitor.id,
        userType: 2,
        templateCode: b.code,
        templateParams: { name: '张三', courseName: '急救', extra: 1 },
        params: ['name'],
      },
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
      template_params: { name: '张三', courseName: '急救' },
      read_status: false,
      source_event_id: null,
    });
    const [event] = await t.sql<any>(
      `select type, aggregate_type, aggregate_id, payload from core_outbox_event where aggregate_type = ? and aggregate_id = ?`,
      [NOTIFY_MESSAGE_AGGREGATE, String(sent.data)],
    );
    expect(event).toMatchObject({
      type: NotifyEventTypes.MESSAGE_CREATED,
      payload: {
        tenantId: 1,
        unreadCount: 1,
        mailKind: null,
        message: { id: sent.data, userId: visitor.id, templateContent: '张三，课程【急救】已开放' },
      },
    });
  });

  it('refuses a missing param (1_002_028_000), an unknown template (1_002_026_000), an unknown user, and bad bodies', async () => {
    const b = templateBody({ content: '{name} {deadline}' });
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
    const b = templateBody({ content: 'hi', status: 1 });
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
