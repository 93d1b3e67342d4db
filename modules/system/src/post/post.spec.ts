/* eslint-disable @typescript-eslint/no-explicit-any -- tests read loosely typed envelopes */
import { CommonStatus, PAGE_SIZE_MAX, RoleCode, type PageResult, type PostVO } from '@dha/contracts';
import { withAdminApp, type TestApp } from '@dha/testing';
import { SystemErrors } from '../system.errors';
import { signIn, uniq } from '../testing';

describe('posts /system/post/*', () => {
  let t: TestApp;
  let admin: string;
  withAdminApp((app, adminToken) => {
    [t, admin] = [app, adminToken];
  });

  const count = () => t.rowCount('system_post');
  const body = (o: Record<string, unknown> = {}) => ({
    name: uniq('岗位'),
    code: uniq('post'),
    sort: 1,
    status: CommonStatus.ENABLE,
    remark: '备注',
    ...o,
  });
  const create = async (o: Record<string, unknown> = {}): Promise<number> => {
    const r = await t.api.post<number>('/system/post/create', body(o), { token: admin });
    expect([r.code, r.msg]).toEqual([0, '']);
    return r.data!;
  };
  const page = (query: Record<string, string | number>) => t.api.get<PageResult<PostVO>>('/system/post/page', { token: admin, query });

  it('creates, reads, pages, updates and deletes posts', async () => {
    const ceo = await create({ name: '董事长', code: 'ceo', sort: 1 });
    const hr = await create({ name: '人力资源', code: 'hr', sort: 2, status: CommonStatus.DISABLE });
    expect((await t.api.get<PostVO>('/system/post/get', { token: admin, query: { id: ceo } })).data).toMatchObject({
      id: ceo,
      name: '董事长',
      code: 'ceo',
      sort: 1,
      status: 0,
      remark: '备注',
      createTime: expect.any(Number),
    });
    expect((await page({ code: 'ce' })).data).toMatchObject({ total: 1, list: [{ id: ceo }] });
    expect((await page({ name: '人力', status: 1 })).data).toMatchObject({ total: 1, list: [{ id: hr }] });
    expect((await page({ name: "%' or '1'='1" })).data).toEqual({ total: 0, list: [] });
    expect((await page({ pageNo: 1, pageSize: 1 })).data!.list).toHaveLength(1);

    for (const path of ['/system/post/simple-list', '/system/post/list-all-simple']) {
      const simple = (await t.api.get<any[]>(path, { token: admin })).data!;
      expect(simple).toContainEqual({ id: ceo, name: '董事长' });
      expect(simple.find((p) => p.id === hr)).toBeUndefined(); // disabled
    }

    expect((await t.api.put('/system/post/update', body({ id: hr, name: '人事', code: 'hr', status: 0 }), { token: admin })).data).toBe(
      true,
    );
    expect((await t.api.get<PostVO>('/system/post/get', { token: admin, query: { id: hr } })).data).toMatchObject({
      name: '人事',
      status: 0,
    });

    expect((await t.api.delete('/system/post/delete', { token: admin, query: { id: ceo } })).data).toBe(true);
    expect((await t.api.get('/system/post/get', { token: admin, query: { id: ceo } })).code).toBe(SystemErrors.POST_NOT_FOUND.code);
  });

  it('deletes a list of posts, all or none', async () => {
    const a = await create();
    const b = await create();
    const before = await count();
    const missing = await t.api.delete('/system/post/delete-list', { token: admin, query: { ids: `${a},999999` } });
    expect(missing.code).toBe(SystemErrors.POST_NOT_FOUND.code);
    expect(await count()).toBe(before);
    expect((await t.api.delete('/system/post/delete-list', { token: admin, query: { ids: `${a},${b}` } })).data).toBe(true);
    expect(await count()).toBe(before - 2);
  });

  it('keeps code and name unique in the tenant', async () => {
    const id = await create({ name: '唯一名称', code: 'unique-code' });
    const before = await count();
    expect((await t.api.post('/system/post/create', body({ name: '唯一名称' }), { token: admin })).code).toBe(
      SystemErrors.POST_NAME_DUPLICATE.code,
    );
    expect((await t.api.post('/system/post/create', body({ code: 'unique-code' }), { token: admin })).code).toBe(
      SystemErrors.POST_CODE_DUPLICATE.code,
    );
    const other = await create();
    expect((await t.api.put('/system/post/update', body({ id: other, code: 'unique-code' }), { token: admin })).code).toBe(
      SystemErrors.POST_CODE_DUPLICATE.code,
    );
    // saving a post with its own name and code is no clash
    expect((await t.api.put('/system/post/update', body({ id, name: '唯一名称', code: 'unique-code' }), { token: admin })).code).toBe(0);
    expect((await t.api.put('/system/post/update', body({ id: 999_999 }), { token: admin })).code).toBe(SystemErrors.POST_NOT_FOUND.code);
    expect((await t.api.delete('/system/post/delete', { token: admin, query: { id: 999_999 } })).code).toBe(
      SystemErrors.POST_NOT_FOUND.code,
    );
    expect(await count()).toBe(before + 1);
  });

  it('stays in its tenant', async () => {
    const [other] = await t.sql<{ id: number }>(
      `insert into system_post (tenant_id, code, name, create_time, update_time) values (2, 'other', '他租户岗位', now(), now()) returning id`,
    );
    expect((await t.api.get('/system/post/get', { token: admin, query: { id: other!.id } })).code).toBe(SystemErrors.POST_NOT_FOUND.code);
    expect((await page({ code: 'other' })).data!.total).toBe(0);
    expect((await t.api.delete('/system/post/delete', { token: admin, query: { id: other!.id } })).code).toBe(
      SystemErrors.POST_NOT_FOUND.code,
    );
    // the same code is free in tenant 1
    expect((await t.api.post('/system/post/create', body({ code: 'other' }), { token: admin })).code).toBe(0);
  });

  it('exports the filtered posts as an xlsx workbook', async () => {
    const tag = uniq('exp');
    await create({ name: `${tag}甲`, code: `${tag}-a` });
    await create({ name: `${tag}乙`, code: `${tag}-b`, status: CommonStatus.DISABLE });
    await create({ name: uniq('别的') });
    const res = await t.app.inject({
      method: 'GET',
      url: `/admin-api/system/post/export-excel?name=${encodeURIComponent(tag)}`,
      headers: { authorization: `Bearer ${admin}`, 'tenant-id': '1' },
    });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const ExcelJS = (await import('exceljs')).default;
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['岗位序号', '岗位编码', '岗位名称', '岗位排序', '状态', '备注']);
    const rows = sheet.getRows(2, sheet.rowCount - 1)!.map((r) => [r.getCell(2).value, r.getCell(3).value, r.getCell(5).value]);
    expect(rows).toEqual([
      [`${tag}-a`, `${tag}甲`, '开启'],
      [`${tag}-b`, `${tag}乙`, '关闭'],
    ]);
    expect((await t.api.get('/system/post/export-excel', { token: admin, query: { status: 'x' } })).code).toBe(400);
  });

  it.each([
    ['a missing name', { name: undefined }, 'name'],
    ['a name over 50 characters', { name: 'x'.repeat(51) }, 'name'],
    ['a name of the wrong type', { name: ['a'] }, 'name'],
    ['a missing code', { code: undefined }, 'code'],
    ['a code over 64 characters', { code: 'c'.repeat(65) }, 'code'],
    ['an injection string as the code', { code: "x'); drop table system_post; --" }, 'code'],
    ['sort as a word', { sort: 'first' }, 'sort'],
    ['a missing status', { status: undefined }, 'status'],
    ['a remark over 500 characters', { remark: 'r'.repeat(501) }, 'remark'],
  ])('refuses %s with 400, nothing written', async (_label, o, field) => {
    const before = await count();
    const r = await t.api.post('/system/post/create', body(o), { token: admin });
    expect(r.code).toBe(400);
    expect(r.msg).toContain(field);
    expect(await count()).toBe(before);
  });

  it('reads a body as upstream does: unknown fields ignored and not stored, a numeric sort taken as a number', async () => {
    const id = await create({ id: null, tenantId: 2, createTime: 1_700_000_000_000, params: {}, sort: '3' });
    const [row] = await t.sql<any>(
      `select tenant_id, sort, create_time > now() - interval '1 day' as fresh from system_post where id = ?`,
      [id],
    );
    expect(row).toEqual({ tenant_id: 1, sort: 3, fresh: true });
  });

  it('refuses bad ids and page parameters with 400', async () => {
    const before = await count();
    for (const ids of ['1;drop table system_post', 'a,b', '0']) {
      expect((await t.api.delete('/system/post/delete-list', { token: admin, query: { ids } })).code).toBe(400);
    }
    expect((await t.api.delete('/system/post/delete', { token: admin, query: { id: '1 or 1=1' } })).code).toBe(400);
    expect(await count()).toBe(before);
    expect((await page({ pageSize: PAGE_SIZE_MAX + 1 })).code).toBe(400);
    expect((await page({ name: 'n'.repeat(51) })).code).toBe(400);
  });

  it('answers 403 to a user without the post permissions', async () => {
    const id = await create();
    const before = await count();
    const { token } = await signIn(t, uniq('nopost'), [RoleCode.DEPT_ADMIN]);
    expect((await t.api.post('/system/post/create', body(), { token })).code).toBe(403);
    expect((await t.api.put('/system/post/update', body({ id }), { token })).code).toBe(403);
    expect((await t.api.delete('/system/post/delete', { token, query: { id } })).code).toBe(403);
    expect((await t.api.delete('/system/post/delete-list', { token, query: { ids: String(id) } })).code).toBe(403);
    expect((await t.api.get('/system/post/get', { token, query: { id } })).code).toBe(403);
    expect((await t.api.get('/system/post/page', { token })).code).toBe(403);
    expect((await t.api.get('/system/post/export-excel', { token })).code).toBe(403);
    expect(await count()).toBe(before);
    expect((await t.api.get('/system/post/simple-list', { token })).code).toBe(0);
  });
});
