import { CommonStatus, LoginLogType, LoginResult, type LoginLogVO, type PageResult } from '@dha/contracts';
import { withAdminApp, type TestApp } from '@dha/testing';
import { LoginLogWriter } from './infrastructure/log.writer';
import { accessChanged, createUser, signIn, TEST_PASSWORD, uniq } from '../testing';

describe('login log /system/login-log/*', () => {
  let t: TestApp;
  let admin: string;
  let writer: LoginLogWriter;
  withAdminApp(
    (app, adminToken) => {
      [t, admin] = [app, adminToken];
      writer = t.app.get(LoginLogWriter);
    },
    { LOGIN_MAX_FAILURES: '3' },
  );

  const login = (username: string, password: string, tenantId = 1) =>
    t.api.post<{ accessToken: string; userId: number }>(
      '/system/auth/login',
      { username, password },
      {
        tenantId,
        headers: { 'user-agent': 'jest-browser/2.0' },
      },
    );
  const page = async (query: Record<string, string | number | boolean> = {}) => {
    await writer.flush();
    return t.api.get<PageResult<LoginLogVO>>('/system/login-log/page', { token: admin, query });
  };
  const rowsOf = async (username: string) => (await page({ username, pageSize: 50 })).data!.list;

  it('records a successful sign-in and the sign-out', async () => {
    const username = uniq('logok');
    const id = await createUser(t, username);
    const ok = await login(username, TEST_PASSWORD);
    expect(ok.code).toBe(0);
    expect(await rowsOf(username)).toEqual([
      expect.objectContaining({
        logType: LoginLogType.LOGIN_USERNAME,
        userId: id,
        username,
        result: LoginResult.SUCCESS,
        reason: '',
        userAgent: 'jest-browser/2.0',
        userIp: expect.any(String),
        createTime: expect.any(Number),
      }),
    ]);
    await t.api.post('/system/auth/logout', undefined, { token: ok.data!.accessToken, headers: { 'user-agent': 'jest-browser/2.0' } });
    const [logout] = await rowsOf(username);
    expect(logout).toMatchObject({ logType: LoginLogType.LOGOUT_SELF, userId: id, result: LoginResult.SUCCESS });
    // a sign-out without a session logs nothing
    const before = await t.rowCount('system_login_log');
    await t.api.post('/system/auth/logout');
    await writer.flush();
    expect(await t.rowCount('system_login_log')).toBe(before);
  });

  it('records sign-ins refused for their input, and the sign-in of a new registration', async () => {
    // refused by the validation pipe: no handler ran, the interceptor logs it under the name tried
    const badName = `${uniq('bad')}$`;
    expect((await t.api.post('/system/auth/sms-login', { mobile: '13800138000', code: 'abc' })).code).toBe(400);
    await writer.flush();
    const [sms] = await t.sql<{ log_type: number; result: number; reason: string }>(
      `select log_type, result, reason from system_login_log where username = '13800138000' order by id desc limit 1`,
    );
    expect(sms).toMatchObject({
      log_type: LoginLogType.LOGIN_MOBILE,
      result: LoginResult.INVALID_REQUEST,
      reason: expect.stringContaining('code'),
    });
    expect((await login(badName, 'whatever')).code).toBe(400);
    expect((await t.api.post('/system/auth/register', { username: badName, nickname: 'x', password: 'Visitor@123' })).code).toBe(400);
    // newest first: the registration, then the password sign-in
    expect(await rowsOf(badName)).toEqual([
      expect.objectContaining({
        logType: LoginLogType.LOGIN_USERNAME,
        result: LoginResult.INVALID_REQUEST,
        reason: expect.stringContaining('username'),
      }),
      expect.objectContaining({ logType: LoginLogType.LOGIN_USERNAME, result: LoginResult.INVALID_REQUEST, userAgent: 'jest-browser/2.0' }),
    ]);

    const username = uniq('reg')
      .replace(/[^a-zA-Z0-9]/g, '')
      .slice(0, 30);
    const registered = await t.api.post<{ userId: number }>('/system/auth/register', {
      username,
      nickname: '新学员',
      password: 'Visitor@123',
    });
    expect(registered.code).toBe(0);
    expect(await rowsOf(username)).toEqual([
      expect.objectContaining({
        logType: LoginLogType.LOGIN_USERNAME,
        userId: registered.data!.userId,
        result: LoginResult.SUCCESS,
        reason: '注册',
      }),
    ]);
    // registering the same name again is refused and logged with the reason
    expect((await t.api.post('/system/auth/register', { username, nickname: '新学员', password: 'Visitor@123' })).code).not.toBe(0);
    expect((await rowsOf(username))[0]).toMatchObject({ userId: null, reason: expect.stringContaining('已经存在') });
  });

  it('records every refused sign-in with its result and reason, and the lock', async () => {
    const username = uniq('logbad');
    await createUser(t, username);
    for (let i = 0; i < 3; i++) expect((await login(username, 'Wrong-pass1')).code).toBe(1_002_000_000);
    const locked = await login(username, TEST_PASSWORD);
    expect(locked.code).toBe(429);
    const rows = (await rowsOf(username)).reverse();
    expect(rows.map((r) => [r.logType, r.result])).toEqual([
      [LoginLogType.LOGIN_USERNAME, LoginResult.BAD_CREDENTIALS],
      [LoginLogType.LOGIN_USERNAME, LoginResult.BAD_CREDENTIALS],
      // the third failure locks the account: a lock row, then the failure
      [LoginLogType.LOCK, LoginResult.LOCKED],
      [LoginLogType.LOGIN_USERNAME, LoginResult.BAD_CREDENTIALS],
      [LoginLogType.LOGIN_USERNAME, LoginResult.LOCKED],
    ]);
    expect(rows[0]!.reason).toBe('登录失败，账号密码不正确');
    expect(rows[4]!.reason).toBe(locked.msg);

    const ghost = uniq('ghost');
    await login(ghost, 'whatever1A');
    expect((await rowsOf(ghost)).map((r) => [r.result, r.userId])).toEqual([[LoginResult.BAD_CREDENTIALS, null]]);

    const disabled = uniq('logoff');
    await createUser(t, disabled, [], { status: CommonStatus.DISABLE });
    expect((await login(disabled, TEST_PASSWORD)).code).toBe(1_002_000_001);
    expect((await rowsOf(disabled)).map((r) => r.result)).toEqual([LoginResult.USER_DISABLED]);
  });

  it('records a sign-in refused by a disabled tenant in that tenant', async () => {
    await t.sql(`insert into system_tenant (id, name, status) values (7, '停用分中心', ${CommonStatus.DISABLE}) on conflict do nothing`);
    await accessChanged(t, 7);
    const username = uniq('logt7');
    await createUser(t, username, [], { tenantId: 7 });
    expect((await login(username, TEST_PASSWORD, 7)).code).toBe(1_002_015_001);
    await writer.flush();
    const [row] = await t.sql<{ tenant_id: number; result: number }>(`select tenant_id, result from system_login_log where username = ?`, [
      username,
    ]);
    expect(row).toEqual({ tenant_id: 7, result: LoginResult.TENANT_DISABLED });
    // tenant 1's administrators do not see it
    expect(await rowsOf(username)).toEqual([]);
  });

  it('pages with filters, newest first', async () => {
    const username = uniq('logpage');
    await createUser(t, username);
    await login(username, 'Wrong-pass1');
    await login(username, TEST_PASSWORD);
    const all = (await page({ username })).data!;
    expect(all.total).toBe(2);
    expect(all.list.map((r) => r.result)).toEqual([LoginResult.SUCCESS, LoginResult.BAD_CREDENTIALS]);
    expect((await page({ username, status: true })).data!.list.map((r) => r.result)).toEqual([LoginResult.SUCCESS]);
    expect((await page({ username, status: false })).data!.list.map((r) => r.result)).toEqual([LoginResult.BAD_CREDENTIALS]);
    const ip = all.list[0]!.userIp;
    expect((await page({ username, userIp: ip })).data!.total).toBe(2);
    expect((await page({ username, userIp: '203.0.113.' })).data!.total).toBe(0);
    expect((await page({ username: "%' or '1'='1" })).data).toEqual({ total: 0, list: [] });
    const now = Date.now();
    expect((await page({ username, 'createTime[0]': now - 60_000, 'createTime[1]': now + 60_000 })).data!.total).toBe(2);
    expect((await page({ username, 'createTime[1]': now - 60_000 })).data!.total).toBe(0);
  });

  it('refuses bad filters with 400 naming the field', async () => {
    for (const [query, field] of [
      [{ status: 'yes' }, 'status'],
      [{ username: 'u'.repeat(65) }, 'username'],
      [{ userIp: 'i'.repeat(51) }, 'userIp'],
      [{ pageNo: 0 }, 'pageNo'],
      [{ 'createTime[1]': '2026-13-45 00:00:00' }, 'createTime'],
    ] as Array<[Record<string, string | number>, string]>) {
      const r = await t.api.get('/system/login-log/page', { token: admin, query });
      expect([r.code, r.msg]).toEqual([400, expect.stringContaining(field)]);
    }
  });

  it('answers 403 without the permission codes', async () => {
    const { token } = await signIn(t, uniq('nologin'));
    expect((await t.api.get('/system/login-log/page', { token })).code).toBe(403);
    expect((await t.api.get('/system/login-log/export-excel', { token })).code).toBe(403);
  });

  it('exports the filtered rows as an xlsx workbook', async () => {
    const username = uniq('logxls');
    await createUser(t, username);
    await login(username, TEST_PASSWORD);
    await writer.flush();
    const res = await t.app.inject({
      method: 'GET',
      url: `/admin-api/system/login-log/export-excel?username=${username}&status=true`,
      headers: { authorization: `Bearer ${admin}`, 'tenant-id': '1' },
    });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const ExcelJS = (await import('exceljs')).default;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as never);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(2).value).toBe('账号登录');
    expect(sheet.getRow(2).getCell(3).value).toBe(username);
    expect(sheet.getRow(2).getCell(4).value).toBe('成功');
  });
});
