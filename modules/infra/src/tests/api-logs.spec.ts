/* eslint-disable @typescript-eslint/no-explicit-any -- tests read loosely typed envelopes */
import { ApiErrorLogProcessStatus, type ApiAccessLogVO, type ApiErrorLogVO, type PageResult } from '@dha/contracts';
import { waitFor, withAdminApp, type TestApp } from '@dha/testing';
import { register } from 'prom-client';
import { InfraErrors } from '../infra.errors';
import { ApiAccessLogWriter, ApiErrorLogWriter, downloadXlsx } from '../testing';

/** The API access and error logs: written off the request path, read at `/infra/api-access-log/*` and `/infra/api-error-log/*`. */
describe('API access and error logs', () => {
  let t: TestApp;
  let admin: string;
  withAdminApp((app, token) => {
    [t, admin] = [app, token];
  });
  const flush = () => Promise.all([t.app.get(ApiAccessLogWriter).flush(), t.app.get(ApiErrorLogWriter).flush()]);
  const accessPage = async (query: Record<string, string | number>) =>
    (await t.api.get<PageResult<ApiAccessLogVO>>('/infra/api-access-log/page', { token: admin, query })).data!;

  it('records every API request with its user, params (secrets masked), result and duration', async () => {
    await t.api.post('/system/auth/login', { username: 'nobody-here', password: 'secret-pass-1' });
    await t.api.get('/infra/config/page', { token: admin, query: { pageNo: 1, pageSize: 5, name: '组织' } });
    await flush();
    const login = (await accessPage({ requestUrl: '/system/auth/login', pageSize: 5 })).list[0]!;
    expect(login).toMatchObject({
      requestMethod: 'POST',
      userId: null,
      userType: 0,
      applicationName: 'dha-center',
      operateModule: 'system/auth',
      operateName: 'login',
    });
    expect(login.requestUrl).toBe('/admin-api/system/auth/login');
    expect(login.resultCode).not.toBe(0);
    expect(login.requestParams).toContain('"username":"nobody-here"');
    expect(login.requestParams).not.toContain('secret-pass-1');
    const page = (await accessPage({ requestUrl: '/infra/config/page', pageSize: 5 })).list[0]!;
    expect(page).toMatchObject({ requestMethod: 'GET', userType: 2, resultCode: 0, resultMsg: '', operateType: 1 });
    expect(page.userId).toBeGreaterThan(0);
    expect(JSON.parse(page.requestParams)).toEqual({ query: { pageNo: '1', pageSize: '5', name: '组织' } });
    expect(page.endTime - page.beginTime).toBe(page.duration);
    expect((await t.api.get('/infra/api-access-log/get', { token: admin, query: { id: page.id } })).data).toEqual(page);
    expect((await t.api.get('/infra/api-access-log/get', { token: admin, query: { id: 2_000_000_000 } })).code).toBe(
      InfraErrors.API_ACCESS_LOG_NOT_FOUND.code,
    );
    const slow = await accessPage({ requestUrl: '/infra/config/page', duration: 100_000 });
    expect(slow.total).toBe(0);
    const sheet = await downloadXlsx(t, '/infra/api-access-log/export-excel', admin, { requestUrl: '/infra/config/page' });
    expect(sheet.rows[0]).toContain('请求地址');
    expect(sheet.rows[1]).toContain('/admin-api/infra/config/page');
  });

  it('records an unexpected error with its stack, and an operator marks it handled once', async () => {
    await t.sql(`alter table infra_config rename to infra_config_away`);
    let answer;
    try {
      answer = await t.api.get('/infra/config/page', { token: admin });
    } finally {
      await t.sql(`alter table infra_config_away rename to infra_config`);
    }
    expect(answer.code).toBe(500);
    await flush();
    const errors = (
      await t.api.get<PageResult<ApiErrorLogVO>>('/infra/api-error-log/page', {
        token: admin,
        query: { requestUrl: '/infra/config/page', processStatus: ApiErrorLogProcessStatus.INIT },
      })
    ).data!;
    const error = errors.list[0]!;
    expect(error).toMatchObject({ requestMethod: 'GET', processStatus: ApiErrorLogProcessStatus.INIT, processUserId: null });
    expect(error.exceptionMessage).toContain('infra_config');
    expect(error.exceptionStackTrace).toContain('at ');
    expect(error.exceptionLineNumber).toBeGreaterThan(0);
    expect(answer.msg).toContain(error.traceId);
    const status = (processStatus: number) =>
      t.api.put('/infra/api-error-log/update-status', undefined, { token: admin, query: { id: error.id, processStatus } });
    expect(await status(ApiErrorLogProcessStatus.DONE)).toMatchObject({ code: 0, data: true });
    expect((await status(ApiErrorLogProcessStatus.IGNORE)).code).toBe(InfraErrors.API_ERROR_LOG_PROCESSED.code);
    expect((await status(ApiErrorLogProcessStatus.INIT)).code).toBe(400);
    const done = (await t.api.get<ApiErrorLogVO>('/infra/api-error-log/get', { token: admin, query: { id: error.id } })).data!;
    expect(done.processStatus).toBe(ApiErrorLogProcessStatus.DONE);
    expect(done.processUserId).toBeGreaterThan(0);
    const sheet = await downloadXlsx(t, '/infra/api-error-log/export-excel', admin, { processStatus: '1' });
    expect(sheet.rows[1]).toContain('已处理');
  });

  it('drops rows past the buffer bound without failing the request, and counts them in /metrics', async () => {
    const writer = t.app.get(ApiAccessLogWriter) as unknown as { maxBuffered: number };
    const dropped = async () =>
      ((await (register.getSingleMetric('dha_log_rows_dropped_total') as any)?.get())?.values ?? [])
        .filter((v: any) => v.labels.table === 'infra_api_access_log')
        .reduce((n: number, v: any) => n + v.value, 0);
    const before = await dropped();
    writer.maxBuffered = 0;
    try {
      expect((await t.api.get('/infra/config/page', { token: admin })).code).toBe(0);
    } finally {
      writer.maxBuffered = 20_000;
    }
    expect(await dropped()).toBe(before + 1);
  });

  it('prunes rows older than the clean job’s days', async () => {
    await t.sql(
      `insert into infra_api_access_log (begin_time, end_time, create_time, request_url) values (now(), now(), now() - interval '20 days', 'old')`,
    );
    await t.sql(
      `insert into infra_api_access_log (begin_time, end_time, create_time, request_url) values (now(), now(), now() - interval '2 days', 'recent')`,
    );
    const [job] = await t.sql<{ id: number }>(`select id from infra_job where handler_name = 'accessLogCleanJob'`);
    await t.api.put('/infra/job/trigger', undefined, { token: admin, query: { id: job!.id } });
    await waitFor(async () => ((await t.sql(`select 1 from infra_api_access_log where request_url = 'old'`)).length ? undefined : true));
    expect(await t.sql(`select request_url from infra_api_access_log where request_url in ('old', 'recent')`)).toEqual([
      { request_url: 'recent' },
    ]);
  });
});
