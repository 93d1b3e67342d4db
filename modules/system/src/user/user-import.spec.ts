/* eslint-disable @typescript-eslint/no-explicit-any -- tests read loosely typed envelopes */
import { CommonStatus, RoleCode, type CommonResult, type UserImportResp } from '@dha/contracts';
import { downloadXlsx } from '@dha/infra/testing';
import { withAdminApp, type TestApp } from '@dha/testing';
import ExcelJS from 'exceljs';
import { crc32, deflateRawSync } from 'node:zlib';
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

/** A zip of these entries, written by hand so a test can declare any size (`declared`) for an entry. */
function zipOf(entries: Array<{ name: string; data: Buffer; declared?: number }>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, data, declared } of entries) {
    const packed = deflateRawSync(data);
    const fileName = Buffer.from(name);
    const head = Buffer.alloc(30);
    head.writeUInt32LE(0x04034b50, 0);
    head.writeUInt16LE(20, 4);
    head.writeUInt16LE(8, 8);
    head.writeUInt32LE(crc32(data), 14);
    head.writeUInt32LE(packed.length, 18);
    head.writeUInt32LE(declared ?? data.length, 22);
    head.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(declared ?? data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(head, fileName, packed);
    centrals.push(central, fileName);
    offset += 30 + fileName.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const inlineRow = (cells: string[]) => `<row>${cells.map((c) => `<c t="inlineStr"><is><t>${c}</t></is></c>`).join('')}</row>`;

/**
 * An xlsx whose first sheet is this XML inside `<sheetData>` (inline strings, as some programs write
 * them), after the template's header row; `dimension` and `declared` (the sheet's declared unpacked
 * size) as a test wants them.
 */
function sheetWorkbook(rowsXml: string, options: { dimension?: string; declared?: number } = {}): Buffer {
  const dimension = options.dimension ? `<dimension ref="${options.dimension}"/>` : '';
  const sheet = `${XML}<worksheet xmlns="${MAIN}">${dimension}<sheetData>${inlineRow(HEADERS)}${rowsXml}</sheetData></worksheet>`;
  return zipOf([
    {
      name: '[Content_Types].xml',
      data: Buffer.from(
        `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
      ),
    },
    {
      name: '_rels/.rels',
      data: Buffer.from(
        `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ),
    },
    {
      name: 'xl/workbook.xml',
      data: Buffer.from(
        `${XML}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="用户列表" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: Buffer.from(
        `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
      ),
    },
    { name: 'xl/worksheets/sheet1.xml', data: Buffer.from(sheet), declared: options.declared },
  ]);
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

  // issue 29, hole 3: a 151 KB workbook of 1,000,000 rows froze the API (9.2 s) when loaded whole
  describe('a workbook beyond the cap costs no more than an allowed import', () => {
    const rowOf = (n: number) => [`bulk${n}user`, 'x', '', '', '', '', '', 'Init1234'];
    const refusedWithNothingWritten = async (file: Buffer, reason: string) => {
      const before = await count();
      const r = await upload(file, { updateSupport: 'true' });
      expect([r.code, r.msg]).toEqual([400, expect.stringContaining(reason)]);
      expect(await count()).toBe(before);
    };

    it('refuses 1,000,000 rows (a few dozen KB packed) by the sheet’s declared size, before inflating it', async () => {
      const file = sheetWorkbook(inlineRow(['user0001']).repeat(1_000_000), { dimension: 'A1:H1000001' });
      expect(file.length).toBeLessThan(200 * 1024);
      await refusedWithNothingWritten(file, '解压后超过 8 MB（一次最多导入 1000 行）');
    });

    it('believes a dimension that says too far: refused before any row is read', async () => {
      await refusedWithNothingWritten(sheetWorkbook(inlineRow(rowOf(1)), { dimension: 'A1:H1000001' }), '一次最多导入 1000 行');
    });

    it('counts the rows when the dimension lies small: refused at row 1,001, what follows is never read', async () => {
      // 5,000 rows under "A1:H2", then XML no parser accepts: a reader that stops at the cap never reaches it
      const rows = Array.from({ length: 5000 }, (_, i) => inlineRow(rowOf(i))).join('');
      await refusedWithNothingWritten(sheetWorkbook(`${rows}<row><<<broken`, { dimension: 'A1:H2' }), '一次最多导入 1000 行');
    });

    it('refuses a zip bomb: a sheet declaring a huge size, and one declaring a small size but inflating past the limit', async () => {
      // 24 MB of blanks between unknown tags: no row to count, only bytes
      const bomb = `<pad/>${' '.repeat(4090)}`.repeat(6 * 1024);
      await refusedWithNothingWritten(sheetWorkbook(bomb), '解压后超过 8 MB');
      await refusedWithNothingWritten(sheetWorkbook(bomb, { declared: 4096 }), '解压后超过 8 MB');
      // and 24 MB of empty rows, declared small: walked no further than 10,000 rows
      await refusedWithNothingWritten(sheetWorkbook('<row/>'.repeat(4 * 1024 * 1024), { declared: 4096 }), '一次最多导入 1000 行');
    });

    it('refuses a tag that never ends (a quoted value of 300,000 ">"), nothing written', async () => {
      await refusedWithNothingWritten(sheetWorkbook(`<row><c r="A2" x="${'>'.repeat(300_000)}`), '不是有效的 xlsx 文件');
    });

    it('reads 1,000 rows (the most one import takes), written by exceljs (shared strings) or with inline strings', async () => {
      const rows = Array.from({ length: 1000 }, (_, i) => rowOf(i));
      for (const file of [await workbook(rows), sheetWorkbook(rows.map(inlineRow).join(''), { dimension: 'A1:H1001' })]) {
        const r = await upload(file, { dryRun: 'true' });
        expect([r.code, r.msg]).toEqual([0, '']);
        expect(r.data!.createUsernames).toEqual(rows.map((row) => row[0]));
      }
    });
  });

  it('answers 403 without the import permission', async () => {
    const { token } = await signIn(t, uniq('noimport'), [RoleCode.COURSE_TEACHER]);
    const before = await count();
    expect((await upload(await workbook([[uniq('f'), 'x', '', '', '', '', '', 'Init1234']]), {}, token)).code).toBe(403);
    expect((await t.api.get('/system/user/get-import-template', { token })).code).toBe(403);
    expect(await count()).toBe(before);
  });
});
