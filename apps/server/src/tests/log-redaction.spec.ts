import { waitFor, withAdminApp, type TestApp } from '@dha/testing';
import { randomBytes } from 'node:crypto';

/**
 * Issue 12 item 3: the refresh token travels in the query string (spec §7). Neither the operation
 * log nor the login log may keep it, nor any other secret query parameter. (The request log lines
 * of a real process: server-process.spec.ts.)
 */
describe('secrets in query strings never reach the log tables', () => {
  let t: TestApp;
  let admin: string;
  withAdminApp((app, token) => {
    [t, admin] = [app, token];
  });

  const rowsHolding = async (table: string, secret: string): Promise<number> =>
    Number((await t.sql<{ n: string }>(`select count(*) n from ${table} r where r::text like ?`, [`%${secret}%`]))[0]!.n);

  it('keeps no refresh token of a refresh call, and masks secret parameters of any write', async () => {
    const secret = `s${randomBytes(12).toString('hex')}`;
    const logins = await t.rowCount('system_login_log');
    await t.api.post('/system/auth/refresh-token', undefined, { query: { refreshToken: secret } });
    await waitFor(async () => (await t.rowCount('system_login_log')) > logins);

    const operations = await t.rowCount('system_operate_log');
    await t.api.post(
      '/system/post/create',
      { name: `岗位${secret.slice(0, 6)}`, code: secret.slice(0, 20), sort: 1, status: 0 },
      {
        token: admin,
        query: { token: secret, refreshToken: secret, note: 'kept' },
      },
    );
    await waitFor(async () => (await t.rowCount('system_operate_log')) > operations);
    const [row] = await t.sql<{ request_summary: string }>(`select request_summary from system_operate_log order by id desc limit 1`);
    expect(JSON.parse(row!.request_summary).query).toEqual({ token: '******', refreshToken: '******', note: 'kept' });

    expect(await rowsHolding('system_login_log', secret)).toBe(0);
    expect(await rowsHolding('system_operate_log', secret)).toBe(0);
  });
});
