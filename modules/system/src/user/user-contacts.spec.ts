/* eslint-disable @typescript-eslint/no-explicit-any -- tests read loosely typed envelopes */
import type { CommonResult, UserImportResp } from '@dha/contracts';
import { withAdminApp, type TestApp } from '@dha/testing';
import ExcelJS from 'exceljs';
import { SystemErrors } from '../system.errors';
import { uniq } from '../testing';

const HEADERS = ['登录名称', '用户名称', '部门编号', '用户邮箱', '手机号码', '用户性别', '账号状态', '初始密码'];

/** Issue 29, hole 2: an admin's writes keep a mobile and an e-mail (any case) one account's per tenant. */
describe('users’ contacts on the admin paths: create, update, import', () => {
  let t: TestApp;
  let admin: string;
  withAdminApp(async (app, adminToken) => {
    [t, admin] = [app, adminToken];
  });

  let seq = 0;
  const freshMobile = (): string => `135${String(process.pid % 10_000).padStart(4, '0')}${String(++seq).padStart(4, '0')}`;
  const create = async (o: Record<string, unknown> = {}) =>
    t.api.post<number>('/system/user/create', { username: uniq('uc'), nickname: '联系', password: 'Pass@1234', ...o }, { token: admin });
  const contactsOf = async (id: number) =>
    (await t.sql<{ mobile: string | null; email: string | null }>(`select mobile, email from system_users where id = ?`, [id]))[0];

  it('create and update refuse another account’s mobile or e-mail in any case; the account’s own are fine', async () => {
    const mobile = freshMobile();
    const email = `${uniq('Holder')}@Example.com`;
    const holder = (await create({ mobile, email })).data!;
    expect((await create({ email: email.toLowerCase() })).code).toBe(SystemErrors.USER_EMAIL_EXISTS.code);
    const other = (await create()).data!;
    const row = (await t.api.get<any>('/system/user/get', { token: admin, query: { id: other } })).data;
    const update = (o: Record<string, unknown>) => t.api.put('/system/user/update', { ...row, ...o }, { token: admin });
    expect((await update({ mobile })).code).toBe(SystemErrors.USER_MOBILE_EXISTS.code);
    expect((await update({ email: email.toUpperCase() })).code).toBe(SystemErrors.USER_EMAIL_EXISTS.code);
    expect(await contactsOf(other)).toEqual({ mobile: null, email: null });
    const holderRow = (await t.api.get<any>('/system/user/get', { token: admin, query: { id: holder } })).data;
    expect((await t.api.put('/system/user/update', { ...holderRow, nickname: '自己的号码' }, { token: admin })).code).toBe(0);
  });

  it('the import refuses a row whose mobile or e-mail another account or an earlier row has, naming its row, and writes nothing', async () => {
    const mobile = freshMobile();
    const email = `${uniq('taken')}@example.com`;
    expect((await create({ mobile, email })).code).toBe(0);
    const twice = freshMobile();
    const [a, b, c, d] = [uniq('ia'), uniq('ib'), uniq('ic'), uniq('id')];
    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet('用户列表');
    sheet.addRow(HEADERS);
    sheet.addRow([a, '甲', '', '', mobile, '', '', 'Init1234']);
    sheet.addRow([b, '乙', '', email.toUpperCase(), '', '', '', 'Init1234']);
    sheet.addRow([c, '丙', '', '', twice, '', '', 'Init1234']);
    sheet.addRow([d, '丁', '', '', twice, '', '', 'Init1234']);
    const boundary = `----dha${Date.now()}`;
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="users.xlsx"\r\n\r\n`),
      Buffer.from(await wb.xlsx.writeBuffer()),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const before = await t.rowCount('system_users');
    const response = await t.app.inject({
      method: 'POST',
      url: `${t.config.API_PREFIX}/system/user/import`,
      payload,
      headers: { authorization: `Bearer ${admin}`, 'tenant-id': '1', 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    const r = JSON.parse(response.body) as CommonResult<UserImportResp>;
    expect(r.data).toMatchObject({
      imported: false,
      failureUsernames: { [a]: '第 2 行：手机号已经存在', [b]: '第 3 行：邮箱已经存在', [d]: '第 5 行：手机号已经存在' },
    });
    expect(await t.rowCount('system_users')).toBe(before);
  });
});
