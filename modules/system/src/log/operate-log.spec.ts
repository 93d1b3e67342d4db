/* eslint-disable @typescript-eslint/no-explicit-any -- tests read loosely typed envelopes and reach into the writer */
import { ConfigKey, OperateType, Permissions, type OperateLogVO, type PageResult } from '@dha/contracts';
import { setConfigValue } from '@dha/infra/testing';
import { withAdminApp, type TestApp } from '@dha/testing';
import { AuthErrors } from '@dha/auth';
import { summarize } from '@dha/server-core';
import { LogRetentionJob } from './commands/prune-logs/log-retention.job';
import { OperateLogWriter } from './infrastructure/log.writer';
import { signIn, uniq } from '../testing';

describe('operation log /system/operate-log/*', () => {
  let t: TestApp;
  let admin: string;
  let writer: OperateLogWriter;
  withAdminApp((app, adminToken) => {
    [t, admin] = [app, adminToken];
    writer = t.app.get(OperateLogWriter);
  });

  const count = () => t.rowCount('system_operate_log');
  const page = async (query: Record<string, string | number | boolean> = {}) => {
    await writer.flush();
    return t.api.get<PageResult<OperateLogVO>>('/system/operate-log/page', { token: admin, query });
  };
  const newest = async (query: Record<string, string | number | boolean> = {}) => (await page({ pageSize: 1, ...query })).data!.list[0]!;
  const postBody = () => ({ name: uniq('岗位'), code: uniq('post'), sort: 1, status: 0 });

  it('records a write with its user, names, target, request summary, result and duration', async () => {
    const created = await t.api.post<number>('/system/post/create', postBody(), {
      token: admin,
      headers: { 'user-agent': 'jest-agent/1.0' },
    });
    expect(created.code).toBe(0);
    const row = await newest();
    expect(row).toMatchObject({
      userName: expect.any(String),
      // named by the controller's decorator
      module: '岗位管理',
      name: '新增岗位',
      type: OperateType.CREATE,
      bizId: String(created.data),
      requestMethod: 'POST',
      requestUrl: '/admin-api/system/post/create',
      resultCode: 0,
      resultMsg: '',
      userAgent: 'jest-agent/1.0',
      createTime: expect.any(Number),
    });
    expect(row.userId).toBeGreaterThan(0);
    expect(row.duration).toBeGreaterThanOrEqual(0);
    expect(JSON.parse(row.requestSummary).body).toMatchObject({ sort: 1, status: 0 });

    // without the decorator the names come from the path; the target from the query
    const deleted = await t.api.delete('/system/post/delete', { token: admin, query: { id: created.data! } });
    expect(deleted.code).toBe(0);
    expect(await newest()).toMatchObject({ module: '岗位管理', name: 'delete', type: OperateType.DELETE, bizId: String(created.data) });
    const dept = await t.api.post<number>('/system/dept/create', { name: uniq('部门'), parentId: 0, sort: 1, status: 0 }, { token: admin });
    expect(dept.code).toBe(0);
    expect(await newest()).toMatchObject({ module: 'system/dept', name: 'create', type: OperateType.CREATE, bizId: String(dept.data) });
  });

  it('records failures with the code and message the caller got, secrets masked at any depth', async () => {
    const refused = await t.api.put(
      '/system/user/profile/update-password',
      { oldPassword: 'wrong-Secret-1', newPassword: 'New-Secret-22' },
      { token: admin },
    );
    expect(refused.code).toBe(AuthErrors.USER_PASSWORD_FAILED.code);
    const row = await newest();
    expect(row).toMatchObject({ resultCode: AuthErrors.USER_PASSWORD_FAILED.code, resultMsg: refused.msg, type: OperateType.UPDATE });
    expect(row.requestSummary).not.toContain('wrong-Secret-1');
    expect(row.requestSummary).not.toContain('New-Secret-22');
    expect(JSON.parse(row.requestSummary).body).toEqual({ oldPassword: '******', newPassword: '******' });

    // bad input: 400 naming the field, logged too
    const bad = await t.api.post('/system/post/create', { ...postBody(), sort: 'x' }, { token: admin });
    expect(bad.code).toBe(400);
    expect(bad.msg).toContain('sort');
    expect(await newest()).toMatchObject({ resultCode: 400, resultMsg: bad.msg });

    const long = 'x'.repeat(5000);
    expect(
      summarize({
        a: { b: { password: 'p', accessToken: 't', captchaVerification: 'c', clientSecret: 's', c: long } },
        list: [{ token: 'z' }],
      }),
    ).toEqual({
      a: {
        b: {
          password: '******',
          accessToken: '******',
          captchaVerification: '******',
          clientSecret: '******',
          c: `${'x'.repeat(200)}…(5000)`,
        },
      },
      list: [{ token: '******' }],
    });
  });

  it('records the writes the guard refuses: without a login, or without the permission', async () => {
    const visitor = await signIn(t, uniq('olvis'), ['common']);
    const denied = await t.api.post('/system/post/create', postBody(), { token: visitor.token });
    expect(denied.code).toBe(403);
    expect(await newest({ userId: visitor.id })).toMatchObject({ resultCode: 403, module: '岗位管理', type: OperateType.CREATE });

    const before = await count();
    const anonymous = await t.api.delete('/system/user/delete', { query: { id: 1 } });
    expect(anonymous.code).toBe(401);
    await writer.flush();
    expect(await count()).toBe(before + 1);
    expect(
      (
        await t.sql<{ result_code: number; user_id: number | null }>(
          `select result_code, user_id from system_operate_log order by id desc limit 1`,
        )
      )[0],
    ).toEqual({ result_code: 401, user_id: null });
  });

  it('leaves sign-in and sign-out to the login log, and reads nothing', async () => {
    await writer.flush();
    const before = await count();
    const token = await t.api.loginAsAdmin();
    await t.api.post('/system/auth/login', { username: 'admin', password: 'wrong' });
    await t.api.post('/system/auth/logout', undefined, { token });
    await t.api.get('/system/post/page', { token: admin });
    await writer.flush();
    expect(await count()).toBe(before);
  });

  it('a failing log write never fails the request: retried once, then dropped and counted', async () => {
    const insert = jest.spyOn(writer as any, 'insert');
    try {
      // fails once: the retry writes it
      insert.mockRejectedValueOnce(new Error('database away'));
      const name = uniq('重试');
      expect((await t.api.post('/system/post/create', { ...postBody(), name }, { token: admin })).code).toBe(0);
      await writer.flush();
      expect((await page({ module: '岗位管理' })).data!.list.some((r) => r.requestSummary.includes(name))).toBe(true);

      // fails twice: the request still succeeds, the row is dropped and counted
      const dropped = writer.dropped;
      insert.mockRejectedValueOnce(new Error('database away')).mockRejectedValueOnce(new Error('still away'));
      const lost = uniq('丢失');
      expect((await t.api.post('/system/post/create', { ...postBody(), name: lost }, { token: admin })).code).toBe(0);
      await writer.flush();
      expect(writer.dropped).toBe(dropped + 1);
      expect((await page({ pageSize: 50 })).data!.list.some((r) => r.requestSummary.includes(lost))).toBe(false);
    } finally {
      insert.mockRestore();
    }
  });

  it('drops (and counts) rows beyond its bound under overload instead of growing', async () => {
    await writer.flush();
    const before = writer.dropped;
    (writer as any).maxBuffered = 3;
    try {
      const row = { tenantId: 1, userId: null, userName: '', module: 'm', name: 'n', type: 0, bizId: '', requestMethod: 'POST' };
      for (let i = 0; i < 10; i++)
        writer.write({
          ...row,
          requestUrl: '/x',
          requestSummary: '',
          resultCode: 0,
          resultMsg: '',
          duration: 0,
          userIp: '',
          userAgent: '',
          createTime: new Date(),
        });
      expect(writer.pending).toBeLessThanOrEqual(3);
      expect(writer.dropped).toBe(before + 7);
    } finally {
      (writer as any).maxBuffered = 20_000;
      await writer.flush();
    }
  });

  it('pages with filters, newest first, in the tenant', async () => {
    const { id: userId, token } = await signIn(t, uniq('oplog'), ['super_admin']);
    expect((await t.api.post('/system/post/create', postBody(), { token })).code).toBe(0);
    expect((await t.api.post('/system/post/create', { ...postBody(), sort: -1 }, { token })).code).toBe(400);
    await t.sql(`insert into system_operate_log (tenant_id, user_id, module, name, type, result_code) values (2, ?, '他租户', 'x', 2, 0)`, [
      userId,
    ]);
    const mine = (await page({ userId })).data!;
    expect(mine.total).toBe(2);
    expect(mine.list[0]!.resultCode).toBe(400); // newest first
    expect((await page({ userId, success: true })).data!.list.map((r) => r.resultCode)).toEqual([0]);
    expect((await page({ userId, success: false })).data!.list.map((r) => r.resultCode)).toEqual([400]);
    expect((await page({ userId, type: OperateType.CREATE, module: '岗位', name: '新增' })).data!.total).toBe(2);
    expect((await page({ userId, type: OperateType.DELETE })).data!.total).toBe(0);
    const nickname = mine.list[0]!.userName;
    expect((await page({ userNickname: nickname })).data!.total).toBe(2);
    expect((await page({ module: "%' or '1'='1" })).data).toEqual({ total: 0, list: [] });
    expect((await page({ module: '他租户' })).data!.total).toBe(0);
    const now = Date.now();
    expect((await page({ userId, 'createTime[0]': now - 60_000, 'createTime[1]': now + 60_000 })).data!.total).toBe(2);
    expect((await page({ userId, 'createTime[0]': now + 60_000 })).data!.total).toBe(0);
  });

  it('refuses bad filters with 400 naming the field', async () => {
    for (const [query, field] of [
      [{ userId: 'abc' }, 'userId'],
      [{ userId: -1 }, 'userId'],
      [{ type: 99 }, 'type'],
      [{ success: 'maybe' }, 'success'],
      [{ module: 'm'.repeat(101) }, 'module'],
      [{ pageSize: 100_000 }, 'pageSize'],
      [{ 'createTime[0]': 'yesterday' }, 'createTime'],
    ] as Array<[Record<string, string | number>, string]>) {
      const r = await t.api.get('/system/operate-log/page', { token: admin, query });
      expect([r.code, r.msg]).toEqual([400, expect.stringContaining(field)]);
    }
  });

  it('answers 403 without the permission codes', async () => {
    const { token } = await signIn(t, uniq('nolog'));
    expect((await t.api.get('/system/operate-log/page', { token })).code).toBe(403);
    expect((await t.api.get('/system/operate-log/export-excel', { token })).code).toBe(403);
    expect(Permissions.operateLog).toEqual({ query: 'system:operate-log:query', export: 'system:operate-log:export' });
  });

  it('exports the filtered rows as an xlsx workbook', async () => {
    const name = uniq('导出');
    expect((await t.api.post('/system/post/create', { ...postBody(), name }, { token: admin })).code).toBe(0);
    await writer.flush();
    const res = await t.app.inject({
      method: 'GET',
      url: `/admin-api/system/operate-log/export-excel?module=${encodeURIComponent('岗位管理')}&type=${OperateType.CREATE}`,
      headers: { authorization: `Bearer ${admin}`, 'tenant-id': '1' },
    });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const ExcelJS = (await import('exceljs')).default;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as never);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(4).value).toBe('操作模块');
    const modules = new Set<unknown>();
    sheet.eachRow((row, n) => n > 1 && modules.add(row.getCell(4).value));
    expect([...modules]).toEqual(['岗位管理']);
    expect(sheet.rowCount).toBeGreaterThan(1);
  });

  it('prunes rows older than the configured retention (daily job)', async () => {
    await t.sql(
      `insert into system_operate_log (tenant_id, module, create_time) values (1, 'old', now() - interval '40 days'), (1, 'recent', now() - interval '5 days')`,
    );
    await t.sql(
      `insert into system_login_log (tenant_id, log_type, username, create_time) values (1, 100, 'old', now() - interval '40 days')`,
    );
    await setConfigValue(t, ConfigKey.LOG_RETENTION_DAYS, '30');
    try {
      expect(await t.app.get(LogRetentionJob).execute()).toMatch(/^删除 [2-9]\d* 条过期日志$/);
      expect(await t.sql(`select module from system_operate_log where module in ('old', 'recent')`)).toEqual([{ module: 'recent' }]);
      expect(await t.sql(`select 1 from system_login_log where username = 'old'`)).toEqual([]);
      // a value that is not a number of days falls back to the default (180): 'recent' stays
      await setConfigValue(t, ConfigKey.LOG_RETENTION_DAYS, 'forever');
      await t.app.get(LogRetentionJob).execute();
      expect(await t.sql(`select module from system_operate_log where module = 'recent'`)).toHaveLength(1);
    } finally {
      await setConfigValue(t, ConfigKey.LOG_RETENTION_DAYS, '180');
    }
  });
});
