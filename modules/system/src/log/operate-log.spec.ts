/* eslint-disable @typescript-eslint/no-explicit-any -- tests read loosely typed envelopes and reach into the writer */
import { ConfigKey, OperateType, Permissions, type OperateLogVO, type PageResult } from '@dha/contracts';
import { setConfigValue } from '@dha/infra/testing';
import { waitFor, withAdmin, withAdminApp, type TestApp } from '@dha/testing';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
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
      operateType: OperateType.CREATE,
      targetIds: String(created.data),
      // upstream's shape beside ours
      type: '系统管理',
      subType: '新增岗位',
      bizId: created.data,
      action: `新增岗位【编号 ${created.data}】`,
      userType: 2,
      traceId: expect.stringMatching(/^[0-9a-f-]{36}$/),
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
    expect(await newest()).toMatchObject({
      module: '岗位管理',
      name: 'delete',
      operateType: OperateType.DELETE,
      targetIds: String(created.data),
      subType: '删除岗位',
    });
    const dept = await t.api.post<number>('/system/dept/create', { name: uniq('部门'), parentId: 0, sort: 1, status: 0 }, { token: admin });
    expect(dept.code).toBe(0);
    expect(await newest()).toMatchObject({
      module: 'system/dept',
      name: 'create',
      operateType: OperateType.CREATE,
      targetIds: String(dept.data),
      subType: '新增部门',
    });
  });

  it('records failures with the code and message the caller got, secrets masked at any depth', async () => {
    const refused = await t.api.put(
      '/system/user/profile/update-password',
      { oldPassword: 'wrong-Secret-1', newPassword: 'New-Secret-22' },
      { token: admin },
    );
    expect(refused.code).toBe(AuthErrors.USER_PASSWORD_FAILED.code);
    const row = await newest();
    expect(row).toMatchObject({
      resultCode: AuthErrors.USER_PASSWORD_FAILED.code,
      resultMsg: refused.msg,
      operateType: OperateType.UPDATE,
    });
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
    expect(await waitFor(() => newest({ userId: visitor.id }))).toMatchObject({
      resultCode: 403,
      module: '岗位管理',
      operateType: OperateType.CREATE,
    });

    const before = await count();
    const anonymous = await t.api.delete('/system/user/delete', { query: { id: 1 } });
    expect(anonymous.code).toBe(401);
    // a refused call wrote nothing: its row is not awaited by the answer
    await waitFor(async () => (await count()) === before + 1);
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

  /** Creates posts concurrently; answers their ids (each one acknowledged). */
  const createPosts = async (n: number): Promise<number[]> => {
    const answers = await Promise.all(
      Array.from({ length: n }, () => t.api.post<number>('/system/post/create', postBody(), { token: admin })),
    );
    expect(answers.map((a) => a.code)).toEqual(answers.map(() => 0));
    return answers.map((a) => a.data!);
  };
  /** How many operation-log rows each created post has. */
  const rowsPerPost = async (ids: number[]): Promise<number[]> => {
    const rows = await t.sql<{ target_ids: string; n: string }>(
      `select target_ids, count(*) n from system_operate_log where operate_type = ${OperateType.CREATE} and target_ids in (?) group by target_ids`,
      [ids.map(String)],
    );
    const counts = new Map(rows.map((r) => [r.target_ids, Number(r.n)]));
    return ids.map((id) => counts.get(String(id)) ?? 0);
  };

  it('an acknowledged write always has its row: refused by PostgreSQL it is spooled, then drained exactly once', async () => {
    // PostgreSQL refuses every insert into the log while its table is away; the writes themselves go on
    await t.sql(`alter table system_operate_log rename to system_operate_log_away`);
    let ids: number[];
    try {
      ids = await createPosts(25);
      expect(await writer.spooledRows()).toBe(25);
    } finally {
      await t.sql(`alter table system_operate_log_away rename to system_operate_log`);
    }
    expect(await rowsPerPost(ids)).toEqual(ids.map(() => 0));
    await writer.drainSpool();
    // a second drain (or one by a restarted process) finds nothing left and doubles nothing
    await writer.drainSpool();
    expect(await writer.spooledRows()).toBe(0);
    expect(await rowsPerPost(ids)).toEqual(ids.map(() => 1));
  });

  it('a row both inserted and spooled (its COMMIT answered too late) is stored once; a gone process’s spool is drained', async () => {
    const [id] = await createPosts(1);
    const [stored] = await t.sql<Record<string, unknown>>(
      `select tenant_id, trace_id, user_id, user_type, user_name, type, sub_type, biz_id, action, extra, module, name, operate_type,
              target_ids, request_method, request_url, request_summary, result_code, result_msg, duration, user_ip, user_agent, create_time
         from system_operate_log where target_ids = ? and operate_type = ${OperateType.CREATE}`,
      [String(id)],
    );
    // the same row in a spool file left by a process that has ended (no process has a pid this high)
    const file = join(t.config.LOG_SPOOL_DIR, `system_operate_log.${2 ** 22 + 1}.jsonl`);
    await writeFile(file, `${JSON.stringify(stored)}\n{"torn": `);
    await writer.drainSpool();
    expect(existsSync(file)).toBe(false);
    expect(await rowsPerPost([id!])).toEqual([1]);
  });

  it('a request answered 503 (the database went away during it) is logged with 503', async () => {
    // a lock holds the post's insert; its backend is then terminated as a PostgreSQL restart does
    const em = t.em();
    await em.begin();
    try {
      await em.getConnection().execute('lock table system_post in exclusive mode', [], 'all', em.getTransactionContext());
      const answer = t.api.post<number>('/system/post/create', postBody(), { token: admin });
      const database = new URL(t.config.DATABASE_URL).pathname.slice(1);
      let waiting: number[] = [];
      await waitFor(async () => {
        waiting = await withAdmin(async (c) =>
          (
            await c.query<{ pid: number }>(`select pid from pg_stat_activity where datname = $1 and wait_event_type = 'Lock'`, [database])
          ).rows.map((r) => r.pid),
        );
        return waiting.length === 1;
      });
      await withAdmin((c) => c.query('select pg_terminate_backend($1)', [waiting[0]]));
      const answered = await answer;
      expect(answered.code).toBe(503);
      expect(await newest()).toMatchObject({
        resultCode: 503,
        resultMsg: answered.msg,
        operateType: OperateType.CREATE,
        subType: '新增岗位',
      });
    } finally {
      await em.rollback();
    }
  });

  it('the operation log in upstream’s shape: filters userId, bizId, type, subType, action, createTime on page and export', async () => {
    const { id: userId } = await signIn(t, uniq('olup'));
    const edited = await t.api.put(
      '/system/user/update',
      { ...(await t.api.get<any>('/system/user/get', { token: admin, query: { id: userId } })).data, nickname: uniq('改名') },
      { token: admin },
    );
    expect(edited.code).toBe(0);
    await createPosts(1); // another row, not matching
    const adminId = (await t.api.get<any>('/system/auth/get-permission-info', { token: admin })).data.user.id;
    const now = Date.now();
    const filters = {
      userId: adminId,
      bizId: userId,
      type: '系统管理',
      subType: '修改用户',
      action: `修改用户【编号 ${userId}】`,
      'createTime[0]': now - 60_000,
      'createTime[1]': now + 60_000,
    };
    const found = (await page({ pageNo: 1, pageSize: 10, ...filters })).data!;
    expect(found.total).toBe(1);
    expect(found.list[0]).toMatchObject({
      userId: adminId,
      userType: 2,
      type: '系统管理',
      subType: '修改用户',
      bizId: userId,
      action: `修改用户【编号 ${userId}】`,
      requestMethod: 'PUT',
      requestUrl: '/admin-api/system/user/update',
      module: 'system/user',
      operateType: OperateType.UPDATE,
      targetIds: String(userId),
    });
    expect(JSON.parse(found.list[0]!.extra)).toEqual({ targetIds: [String(userId)], resultCode: 0 });
    // each filter narrows on its own (upstream: type, subType and action contain; bizId and userId equal)
    expect((await page({ type: '系统' })).data!.list.every((r) => r.type.includes('系统'))).toBe(true);
    expect((await page({ subType: '修改用户', bizId: userId + 1_000_000 })).data!.total).toBe(0);
    expect((await page({ ...filters, action: '删除' })).data!.total).toBe(0);
    expect((await page({ ...filters, type: '基础设施' })).data!.total).toBe(0);
    for (const [query, field] of [
      [{ bizId: 'x' }, 'bizId'],
      [{ subType: 's'.repeat(51) }, 'subType'],
    ] as Array<[Record<string, string>, string]>) {
      const r = await t.api.get('/system/operate-log/page', { token: admin, query });
      expect([r.code, r.msg]).toEqual([400, expect.stringContaining(field)]);
    }

    const res = await t.app.inject({
      method: 'GET',
      url: '/admin-api/system/operate-log/export-excel',
      query: Object.fromEntries(Object.entries(filters).map(([k, v]) => [k, String(v)])),
      headers: { authorization: `Bearer ${admin}`, 'tenant-id': '1' },
    });
    const ExcelJS = (await import('exceljs')).default;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as never);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(2);
    const header = sheet.getRow(1).values as unknown[];
    const cell = (name: string) => sheet.getRow(2).getCell(header.indexOf(name)).value;
    expect([cell('操作模块类型'), cell('操作子类型'), cell('业务编号')]).toEqual(['系统管理', '修改用户', userId]);
  });

  it('drops (and counts) rows beyond its bound under overload instead of growing', async () => {
    await writer.flush();
    const before = writer.dropped;
    (writer as any).maxBuffered = 3;
    try {
      const row = {
        ...{ tenantId: 1, traceId: '', userId: null, userType: 0, userName: '', type: '', subType: '', bizId: null, action: '', extra: '' },
        ...{ module: 'm', name: 'n', operateType: 0, targetIds: '', requestMethod: 'POST' },
      };
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
    await t.sql(
      `insert into system_operate_log (tenant_id, user_id, module, name, operate_type, result_code) values (2, ?, '他租户', 'x', 2, 0)`,
      [userId],
    );
    const mine = (await page({ userId })).data!;
    expect(mine.total).toBe(2);
    expect(mine.list[0]!.resultCode).toBe(400); // newest first
    expect((await page({ userId, success: true })).data!.list.map((r) => r.resultCode)).toEqual([0]);
    expect((await page({ userId, success: false })).data!.list.map((r) => r.resultCode)).toEqual([400]);
    expect((await page({ userId, operateType: OperateType.CREATE, module: '岗位', name: '新增' })).data!.total).toBe(2);
    expect((await page({ userId, operateType: OperateType.DELETE })).data!.total).toBe(0);
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
      [{ operateType: 99 }, 'operateType'],
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
      url: `/admin-api/system/operate-log/export-excel?module=${encodeURIComponent('岗位管理')}&operateType=${OperateType.CREATE}`,
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
