/* eslint-disable @typescript-eslint/no-explicit-any -- tests read loosely typed envelopes */
import { CommonStatus, RoleCode, type CommonResult, type UserImportResp } from '@dha/contracts';
import { downloadXlsx } from '@dha/infra/testing';
import { withAdminApp, type TestApp } from '@dha/testing';
import ExcelJS from 'exceljs';
import { AuthErrors } from '@dha/auth';
import { signIn, uniq } from '../testing';

const HEADERS = ['登录名称', '用户名称', '部门编号', '用户邮箱', '手机号码', '用户性别', '账号状态', '初始密码'];

/** An xlsx of the template's columns with these rows. */
async function workbook(rows: unknown[][], headers = HEADERS): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('用户列表');
  sheet.addRow(headers);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

describe('users import /system/user/import', () => {
  let t: TestApp;
  let admin: string;
  let dept: number;
  withAdminApp(async (app, adminToken) => {
    [t, admin] = [app, adminToken];
    dept = (await t.api.post<number>('/system/dept/create', { name: uniq('导入部门'), parentId: 0, sort: 1, status: 0 }, { token: admin }))
      .data!;
  });

  /** Posts the file as the console does (multipart part `file`, flags in the query). */
  const upload = async (
    file: Buffer | string,
    query: Record<string, string> = {},
    token = admin,
    field = 'file',
  ): Promise<CommonResult<UserImportResp>> => {
    const boundary = `----dha${Date.now()}`;
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="users.xlsx"\r\n` +
          'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n',
      ),
      Buffer.isBuffer(file) ? file : Buffer.from(file),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: `${t.config.API_PREFIX}/system/user/import`,
      query,
      payload,
      headers: { authorization: `Bearer ${token}`, 'tenant-id': '1', 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    return JSON.parse(response.body) as CommonResult<UserImportResp>;
  };
  const count = () => t.rowCount('system_users');

  it('offers the template with the import columns', async () => {
    const { rows } = await downloadXlsx(t, '/system/user/get-import-template', admin);
    expect(rows).toEqual([HEADERS]);
  });

  it('a dry run reports and writes nothing; the import then creates and updates', async () => {
    const existing = uniq('exist');
    await t.api.post('/system/user/create', { username: existing, nickname: '旧名', password: 'Pass@1234' }, { token: admin });
    const fresh = uniq('fresh');
    const file = await workbook([
      [fresh, '新老师', dept, `${fresh}@example.com`, '13700001234', '女', '开启', 'Init1234'],
      [existing, '新名', '', '', '', '男', '', ''],
    ]);
    const before = await count();
    const dry = await upload(file, { dryRun: 'true', updateSupport: 'true' });
    expect(dry).toEqual({
      code: 0,
      msg: '',
      data: { createUsernames: [fresh], updateUsernames: [existing], failureUsernames: {}, imported: false },
    });
    expect(await count()).toBe(before);

    // without updateSupport an existing username is refused, and nothing is written
    const refused = await upload(file);
    expect(refused.data).toMatchObject({ createUsernames: [fresh], imported: false });
    expect(refused.data!.failureUsernames[existing]).toContain('用户账号已经存在');
    expect(await count()).toBe(before);

    const real = await upload(file, { updateSupport: 'true' });
    expect(real.data).toEqual({ createUsernames: [fresh], updateUsernames: [existing], failureUsernames: {}, imported: true });
    expect(await count()).toBe(before + 1);
    const [created] = await t.sql<any>(
      `select nickname, dept_id, sex, mobile, status, password_change_required from system_users where username = ?`,
      [fresh],
    );
    expect(created).toEqual({
      nickname: '新老师',
      dept_id: dept,
      sex: 2,
      mobile: '13700001234',
      status: 0,
      password_change_required: true,
    });
    expect((await t.sql<any>(`select nickname, sex from system_users where username = ?`, [existing]))[0]).toEqual({
      nickname: '新名',
      sex: 1,
    });
    // the imported account signs in with the initial password, and must change it first
    const token = (await t.api.post<any>('/system/auth/login', { username: fresh, password: 'Init1234' })).data.accessToken;
    expect((await t.api.get('/system/user/profile/get', { token })).code).toBe(AuthErrors.USER_PASSWORD_CHANGE_REQUIRED.code);
  });

  it('an import with bad rows reports each and writes nothing', async () => {
    const good = uniq('good');
    const dup = uniq('dup');
    const file = await workbook([
      [good, '好', dept, '', '', '男', '开启', 'Init1234'],
      ['ab', '短', '', '', '', '', '', 'Init1234'],
      [uniq('nopw'), '无密码', '', '', '', '', '', ''],
      [uniq('baddept'), '部门', 999999, '', '', '', '', 'Init1234'],
      [uniq('badmail'), '邮箱', '', 'not-mail', '', '', '', 'Init1234'],
      [uniq('badsex'), '性别', '', '', '', '其他', '', 'Init1234'],
      [dup, '重复一', '', '', '', '', '', 'Init1234'],
      [dup, '重复二', '', '', '', '', '', 'Init1234'],
      ["x'; drop table system_users; --", '注入', '', '', '', '', '', 'Init1234'],
    ]);
    const before = await count();
    const r = await upload(file, { updateSupport: 'true' });
    expect(r.code).toBe(0);
    expect(r.data!.imported).toBe(false);
    expect(r.data!.createUsernames).toEqual([good, dup]);
    const reasons = Object.values(r.data!.failureUsernames);
    expect(reasons).toHaveLength(7);
    expect(r.data!.failureUsernames['ab']).toBe('第 3 行：登录名称必须是 4-30 位字母或数字');
    expect(reasons.join()).toContain('初始密码');
    expect(reasons.join()).toContain('部门不存在');
    expect(reasons.join()).toContain('邮箱格式');
    expect(reasons.join()).toContain('性别');
    expect(reasons.join()).toContain('文件中重复');
    expect(await count()).toBe(before);
    expect(await t.rowCount(`system_users where username = '${good}'`)).toBe(0);
  });

  it('reads cells holding a NUL or a lone surrogate as text without them, never a 500', async () => {
    // the workbook reader drops NUL and turns a lone surrogate into U+FFFD (the handler still refuses either)
    const [nul, surrogate] = [uniq('nul'), uniq('sur')];
    const file = await workbook([
      [nul, 'a\u0000b', '', '', '', '', '', 'Init@1234'],
      [surrogate, '', '', 'x\ud800@example.com', '', '', '', 'Init@1234'],
    ]);
    const before = await count();
    const r = await upload(file, { dryRun: 'true' });
    expect([r.code, r.msg]).toEqual([0, '']);
    expect(r.data).toMatchObject({
      createUsernames: [nul],
      failureUsernames: { [surrogate]: '第 3 行：用户邮箱格式不正确' },
      imported: false,
    });
    expect(await count()).toBe(before);
  });

  it('a non-super-admin cannot update a super admin through an import', async () => {
    const office = await signIn(t, uniq('officeimp'), [RoleCode.OFFICE_ADMIN]);
    const r = await upload(await workbook([['admin', '改名', '', '', '', '', '关闭', '']]), { updateSupport: 'true' }, office.token);
    expect(r.data!.failureUsernames['admin']).toContain('超级管理员');
    expect((await t.sql<any>(`select status from system_users where username = 'admin'`))[0].status).toBe(CommonStatus.ENABLE);
  });

  it('an office admin cannot update an account holding more through an import (issue 29: the grant rule)', async () => {
    const office = await signIn(t, uniq('officeimp'), [RoleCode.OFFICE_ADMIN]);
    const name = uniq('deptimp');
    await signIn(t, name, [RoleCode.DEPT_ADMIN]);
    const r = await upload(await workbook([[name, '改名', '', '', '', '', '关闭', '']]), { updateSupport: 'true' }, office.token);
    expect(r.data!.failureUsernames[name]).toContain(`用户【${name}】的权限或数据范围超出你自己的`);
    expect((await t.sql<any>(`select nickname, status from system_users where username = ?`, [name]))[0]).toEqual({
      nickname: name,
      status: CommonStatus.ENABLE,
    });
  });

  it('refuses what is no import with 400, nothing written', async () => {
    const before = await count();
    expect((await upload('not a workbook')).code).toBe(400);
    expect((await upload(await workbook([['x']], ['别的列']))).code).toBe(400);
    expect((await upload(await workbook([[uniq('f'), 'x', '', '', '', '', '', 'Init1234']]), {}, admin, 'other')).code).toBe(400);
    expect((await upload(await workbook([[uniq('f'), 'x', '', '', '', '', '', 'Init1234']]), { dryRun: 'maybe' })).code).toBe(400);
    expect((await upload(Buffer.alloc(3 * 1024 * 1024, 1))).code).toBe(400);
    expect((await t.api.post('/system/user/import', { file: 'x' }, { token: admin })).code).toBe(400);
    const tooMany = await workbook(Array.from({ length: 1001 }, (_, i) => [`bulk${i}user`, 'x', '', '', '', '', '', 'Init1234']));
    expect((await upload(tooMany)).code).toBe(400);
    expect(await count()).toBe(before);
  });

  it('answers 403 without the import permission', async () => {
    const { token } = await signIn(t, uniq('noimport'), [RoleCode.COURSE_TEACHER]);
    const before = await count();
    expect((await upload(await workbook([[uniq('f'), 'x', '', '', '', '', '', 'Init1234']]), {}, token)).code).toBe(403);
    expect((await t.api.get('/system/user/get-import-template', { token })).code).toBe(403);
    expect(await count()).toBe(before);
  });
});
