/* eslint-disable @typescript-eslint/no-explicit-any -- tests read loosely typed envelopes */
import { CommonStatus, DataScope, PAGE_SIZE_MAX, Permissions, RoleCode, type PageResult, type RoleVO } from '@dha/contracts';
import { withAdminApp, type TestApp } from '@dha/testing';
import { SystemErrors } from '../system.errors';
import { AccessCache } from '@dha/server-core';
import { signIn, uniq } from '../testing';

describe('roles /system/role/* and role grants /system/permission/*', () => {
  let t: TestApp;
  let admin: string;
  withAdminApp((app, adminToken) => {
    [t, admin] = [app, adminToken];
  });

  const count = () => t.rowCount('system_role');
  const body = (o: Record<string, unknown> = {}) => ({
    name: uniq('角色'),
    code: uniq('role'),
    sort: 10,
    status: CommonStatus.ENABLE,
    remark: '备注',
    ...o,
  });
  const create = async (o: Record<string, unknown> = {}): Promise<number> => {
    const r = await t.api.post<number>('/system/role/create', body(o), { token: admin });
    expect([r.code, r.msg]).toEqual([0, '']);
    return r.data!;
  };
  const get = (id: number) => t.api.get<RoleVO>('/system/role/get', { token: admin, query: { id } });
  const page = (query: Record<string, string | number>) => t.api.get<PageResult<RoleVO>>('/system/role/page', { token: admin, query });
  const systemRole = async (code: string) =>
    (await t.sql<{ id: number }>(`select id from system_role where tenant_id = 1 and code = ?`, [code]))[0]!.id;

  it('creates, reads, pages, updates and deletes custom roles', async () => {
    const a = await create({ name: '审计员', code: 'auditor', sort: 20 });
    const b = await create({ name: '巡查员', code: 'inspector', sort: 21, status: CommonStatus.DISABLE });
    expect((await get(a)).data).toEqual({
      id: a,
      name: '审计员',
      code: 'auditor',
      sort: 20,
      status: 0,
      type: 2,
      remark: '备注',
      dataScope: DataScope.ALL,
      dataScopeDeptIds: [],
      createTime: expect.any(Number),
    });
    expect((await page({ code: 'audit' })).data).toMatchObject({ total: 1, list: [{ id: a }] });
    expect((await page({ name: '巡查', status: 1 })).data).toMatchObject({ total: 1, list: [{ id: b }] });
    expect((await page({ name: "%' or '1'='1" })).data).toEqual({ total: 0, list: [] });
    const created = (await get(a)).data!.createTime;
    expect((await page({ code: 'audit', 'createTime[0]': created - 60_000, 'createTime[1]': created + 60_000 })).data!.total).toBe(1);
    expect((await page({ code: 'audit', 'createTime[0]': created + 60_000 })).data!.total).toBe(0);
    expect((await page({ pageNo: 1, pageSize: 2 })).data!.list).toHaveLength(2);

    for (const path of ['/system/role/simple-list', '/system/role/list-all-simple']) {
      const simple = (await t.api.get<any[]>(path, { token: admin })).data!;
      expect(simple).toContainEqual({ id: a, name: '审计员' });
      expect(simple.find((r) => r.id === b)).toBeUndefined(); // disabled
    }

    expect(
      (await t.api.put('/system/role/update', body({ id: b, name: '巡视员', code: 'inspector2', status: 0 }), { token: admin })).data,
    ).toBe(true);
    expect((await get(b)).data).toMatchObject({ name: '巡视员', code: 'inspector2', status: 0 });

    expect((await t.api.delete('/system/role/delete', { token: admin, query: { id: a } })).data).toBe(true);
    expect((await get(a)).code).toBe(SystemErrors.ROLE_NOT_EXISTS.code);
  });

  it('keeps the built-in roles: no delete, no rename, no new code; super_admin stays enabled', async () => {
    const dept = await systemRole(RoleCode.DEPT_ADMIN);
    const sup = await systemRole(RoleCode.SUPER_ADMIN);
    const before = await count();
    const deptRole = (await get(dept)).data!;
    expect(deptRole.type).toBe(1);
    const { createTime: _c, type: _t, dataScope: _d, dataScopeDeptIds: _i, ...editable } = deptRole;
    const saveEditable = (o: Record<string, unknown>) => t.api.put('/system/role/update', { ...editable, ...o }, { token: admin });
    expect((await saveEditable({ name: '改名' })).code).toBe(SystemErrors.ROLE_CAN_NOT_UPDATE_SYSTEM_TYPE_ROLE.code);
    expect((await saveEditable({ code: 'renamed' })).code).toBe(SystemErrors.ROLE_CAN_NOT_UPDATE_SYSTEM_TYPE_ROLE.code);
    // sort and remark of a built-in role may change
    expect((await saveEditable({ sort: 42, remark: '内置' })).code).toBe(0);
    expect((await get(dept)).data).toMatchObject({ name: deptRole.name, code: RoleCode.DEPT_ADMIN, sort: 42, remark: '内置' });
    const supRole = (await get(sup)).data!;
    expect(
      (
        await t.api.put(
          '/system/role/update',
          { id: sup, name: supRole.name, code: supRole.code, sort: supRole.sort, status: CommonStatus.DISABLE },
          { token: admin },
        )
      ).code,
    ).toBe(SystemErrors.ROLE_CAN_NOT_UPDATE_SYSTEM_TYPE_ROLE.code);
    expect((await t.api.delete('/system/role/delete', { token: admin, query: { id: dept } })).code).toBe(
      SystemErrors.ROLE_CAN_NOT_UPDATE_SYSTEM_TYPE_ROLE.code,
    );
    const custom = await create();
    // a list holding a built-in role deletes nothing
    expect((await t.api.delete('/system/role/delete-list', { token: admin, query: { ids: `${custom},${sup}` } })).code).toBe(
      SystemErrors.ROLE_CAN_NOT_UPDATE_SYSTEM_TYPE_ROLE.code,
    );
    expect(await count()).toBe(before + 1);
    const refused = await t.api.post('/system/role/create', body({ code: RoleCode.SUPER_ADMIN }), { token: admin });
    expect([refused.code, refused.msg]).toEqual([SystemErrors.ROLE_ADMIN_CODE_ERROR.code, '标识【super_admin】不能使用']);
    expect((await t.api.put('/system/role/update', body({ id: custom, code: RoleCode.SUPER_ADMIN }), { token: admin })).code).toBe(
      SystemErrors.ROLE_ADMIN_CODE_ERROR.code,
    );
    expect(await count()).toBe(before + 1);
  });

  it('keeps code and name unique in the tenant', async () => {
    const id = await create({ name: '唯一角色', code: 'unique-role' });
    const before = await count();
    const dupName = await t.api.post('/system/role/create', body({ name: '唯一角色' }), { token: admin });
    expect([dupName.code, dupName.msg]).toEqual([SystemErrors.ROLE_NAME_DUPLICATE.code, '已经存在名为【唯一角色】的角色']);
    expect((await t.api.post('/system/role/create', body({ code: 'unique-role' }), { token: admin })).code).toBe(
      SystemErrors.ROLE_CODE_DUPLICATE.code,
    );
    expect((await t.api.post('/system/role/create', body({ code: RoleCode.DEPT_ADMIN }), { token: admin })).code).toBe(
      SystemErrors.ROLE_CODE_DUPLICATE.code,
    );
    const other = await create();
    expect((await t.api.put('/system/role/update', body({ id: other, code: 'unique-role' }), { token: admin })).code).toBe(
      SystemErrors.ROLE_CODE_DUPLICATE.code,
    );
    expect((await t.api.put('/system/role/update', body({ id, name: '唯一角色', code: 'unique-role' }), { token: admin })).code).toBe(0);
    expect((await t.api.put('/system/role/update', body({ id: 999_999 }), { token: admin })).code).toBe(SystemErrors.ROLE_NOT_EXISTS.code);
    expect((await t.api.delete('/system/role/delete', { token: admin, query: { id: 999_999 } })).code).toBe(
      SystemErrors.ROLE_NOT_EXISTS.code,
    );
    expect(await count()).toBe(before + 1);
  });

  it('stays in its tenant', async () => {
    await t.sql(`insert into system_tenant (id, name, status) values (2, '他租户', 0) on conflict (id) do nothing`);
    const [other] = await t.sql<{ id: number }>(
      `insert into system_role (tenant_id, code, name, status, data_scope, sort, type) values (2, 'elsewhere', '他租户角色', 0, 1, 1, 2) returning id`,
    );
    expect((await get(other!.id)).code).toBe(SystemErrors.ROLE_NOT_EXISTS.code);
    expect((await page({ code: 'elsewhere' })).data!.total).toBe(0);
    expect((await t.api.delete('/system/role/delete', { token: admin, query: { id: other!.id } })).code).toBe(
      SystemErrors.ROLE_NOT_EXISTS.code,
    );
    expect((await t.api.get('/system/permission/list-role-menus', { token: admin, query: { roleId: other!.id } })).code).toBe(
      SystemErrors.ROLE_NOT_EXISTS.code,
    );
    expect((await t.api.post('/system/permission/assign-role-menu', { roleId: other!.id, menuIds: [1] }, { token: admin })).code).toBe(
      SystemErrors.ROLE_NOT_EXISTS.code,
    );
    expect((await t.api.post('/system/role/create', body({ code: 'elsewhere' }), { token: admin })).code).toBe(0);
  });

  it('exports the filtered roles as an xlsx workbook', async () => {
    const tag = uniq('exp');
    await create({ name: `${tag}甲`, code: `${tag}-a`, sort: 1 });
    await create({ name: `${tag}乙`, code: `${tag}-b`, sort: 2, status: CommonStatus.DISABLE });
    const res = await t.app.inject({
      method: 'GET',
      url: `/admin-api/system/role/export-excel?name=${encodeURIComponent(tag)}`,
      headers: { authorization: `Bearer ${admin}`, 'tenant-id': '1' },
    });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const ExcelJS = (await import('exceljs')).default;
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      '角色序号',
      '角色名称',
      '角色标志',
      '角色排序',
      '数据范围',
      '角色状态',
    ]);
    const rows = sheet.getRows(2, sheet.rowCount - 1)!.map((r) => [r.getCell(3).value, r.getCell(5).value, r.getCell(6).value]);
    expect(rows).toEqual([
      [`${tag}-a`, '全部数据权限', '开启'],
      [`${tag}-b`, '全部数据权限', '关闭'],
    ]);
    expect((await t.api.get('/system/role/export-excel', { token: admin, query: { status: 'x' } })).code).toBe(400);
  });

  it('assigns a role its menus; the role holder gains and loses them on the next request', async () => {
    const tenantChanged = jest.spyOn(t.app.get(AccessCache), 'tenantChanged');
    const roleId = await create();
    const code = (await get(roleId)).data!.code;
    const { token } = await signIn(t, uniq('granted'), [code]);
    const info = async () => (await t.api.get<any>('/system/auth/get-permission-info', { token })).data!;
    expect((await info()).permissions).not.toContain(Permissions.post.query);
    const postPage = 102;
    const postButtons = (await t.sql<{ id: number }>(`select id from system_menu where parent_id = ? order by id`, [postPage])).map((r) =>
      Number(r.id),
    );
    const granted = [1, postPage, ...postButtons];
    tenantChanged.mockClear();
    expect((await t.api.post('/system/permission/assign-role-menu', { roleId, menuIds: granted }, { token: admin })).data).toBe(true);
    expect(tenantChanged).toHaveBeenCalledWith(1);
    expect((await t.api.get<number[]>('/system/permission/list-role-menus', { token: admin, query: { roleId } })).data).toEqual(
      [...granted].sort((a, b) => a - b),
    );
    expect((await info()).permissions).toContain(Permissions.post.query);
    expect((await t.api.get('/system/post/page', { token })).code).toBe(0);
    expect(JSON.stringify((await info()).menus)).toContain('岗位管理');

    // the whole grant is replaced: the page goes, its buttons go
    expect((await t.api.post('/system/permission/assign-role-menu', { roleId, menuIds: [1] }, { token: admin })).data).toBe(true);
    expect((await t.api.get<number[]>('/system/permission/list-role-menus', { token: admin, query: { roleId } })).data).toEqual([1]);
    expect((await info()).permissions).not.toContain(Permissions.post.query);
    expect((await t.api.get('/system/post/page', { token })).code).toBe(403);

    // an unknown menu refuses the whole grant
    const missing = await t.api.post('/system/permission/assign-role-menu', { roleId, menuIds: [postPage, 999_999] }, { token: admin });
    expect(missing.code).toBe(SystemErrors.MENU_NOT_EXISTS.code);
    expect((await t.api.get<number[]>('/system/permission/list-role-menus', { token: admin, query: { roleId } })).data).toEqual([1]);

    // a disabled role grants nothing
    await t.api.post('/system/permission/assign-role-menu', { roleId, menuIds: granted }, { token: admin });
    const role = (await get(roleId)).data!;
    await t.api.put('/system/role/update', { id: roleId, name: role.name, code: role.code, sort: role.sort, status: 1 }, { token: admin });
    expect((await t.api.get('/system/post/page', { token })).code).toBe(403);
    tenantChanged.mockRestore();
  });

  it('assigns a data scope; DEPT_CUSTOM needs departments of the tenant', async () => {
    const roleId = await create();
    const [dept] = await t.sql<{ id: number }>(
      `insert into system_dept (tenant_id, name, parent_id, sort, status, create_time, update_time) values (1, ?, 0, 1, 0, now(), now()) returning id`,
      [uniq('部门')],
    );
    const assign = (o: Record<string, unknown>) =>
      t.api.post('/system/permission/assign-role-data-scope', { roleId, ...o }, { token: admin });
    expect((await assign({ dataScope: DataScope.DEPT_CUSTOM, dataScopeDeptIds: [dept!.id] })).data).toBe(true);
    expect((await get(roleId)).data).toMatchObject({ dataScope: DataScope.DEPT_CUSTOM, dataScopeDeptIds: [dept!.id] });
    expect((await assign({ dataScope: DataScope.DEPT_CUSTOM, dataScopeDeptIds: [] })).code).toBe(400);
    expect((await assign({ dataScope: DataScope.DEPT_CUSTOM, dataScopeDeptIds: [999_999] })).code).toBe(SystemErrors.DEPT_NOT_FOUND.code);
    expect((await assign({ dataScope: DataScope.DEPT_SELF })).data).toBe(true);
    expect((await get(roleId)).data).toMatchObject({ dataScope: DataScope.DEPT_SELF, dataScopeDeptIds: [] });
    for (const bad of [
      { dataScope: 6 },
      { dataScope: 'ALL' },
      { dataScope: 1, dataScopeDeptIds: ['x'] },
      { dataScope: 1, dataScopeDeptIds: 'a' },
    ]) {
      expect((await assign(bad)).code).toBe(400);
    }
    expect((await get(roleId)).data!.dataScope).toBe(DataScope.DEPT_SELF);
    expect((await t.api.post('/system/permission/assign-role-data-scope', { roleId: 999_999, dataScope: 1 }, { token: admin })).code).toBe(
      SystemErrors.ROLE_NOT_EXISTS.code,
    );
  });

  it.each([
    ['a missing name', { name: undefined }, 'name'],
    ['a name over 30 characters', { name: 'x'.repeat(31) }, 'name'],
    ['a name of the wrong type', { name: ['a'] }, 'name'],
    ['a missing code', { code: undefined }, 'code'],
    ['a code over 100 characters', { code: 'c'.repeat(101) }, 'code'],
    ['an injection string as the code', { code: "x'); drop table system_role; --" }, 'code'],
    ['sort as a word', { sort: 'first' }, 'sort'],
    ['a missing status', { status: undefined }, 'status'],
    ['an unknown status', { status: 7 }, 'status'],
    ['a remark over 500 characters', { remark: 'r'.repeat(501) }, 'remark'],
  ])('refuses %s with 400, nothing written', async (_label, o, field) => {
    const before = await count();
    const r = await t.api.post('/system/role/create', body(o), { token: admin });
    expect(r.code).toBe(400);
    expect(r.msg).toContain(field);
    expect(await count()).toBe(before);
  });

  it('reads a body as upstream does: unknown fields ignored and not stored, a numeric sort taken as a number', async () => {
    const id = await create({ id: null, tenantId: 2, createTime: 1_700_000_000_000, params: {}, sort: '3' });
    const [row] = await t.sql<any>(
      `select tenant_id, sort, create_time > now() - interval '1 day' as fresh from system_role where id = ?`,
      [id],
    );
    expect(row).toEqual({ tenant_id: 1, sort: 3, fresh: true });
  });

  it('refuses bad ids, grants and page parameters with 400', async () => {
    const roleId = await create();
    const before = await count();
    for (const ids of ['1;drop table system_role', 'a,b', '0']) {
      expect((await t.api.delete('/system/role/delete-list', { token: admin, query: { ids } })).code).toBe(400);
    }
    expect((await t.api.delete('/system/role/delete', { token: admin, query: { id: '1 or 1=1' } })).code).toBe(400);
    expect(await count()).toBe(before);
    expect((await page({ pageSize: PAGE_SIZE_MAX + 1 })).code).toBe(400);
    expect((await page({ name: 'n'.repeat(31) })).code).toBe(400);
    expect((await page({ 'createTime[0]': 'yesterday' })).code).toBe(400);
    for (const bad of [
      { roleId, menuIds: 'all' },
      { roleId, menuIds: [0] },
      { roleId, menuIds: ['one'] },
      { roleId: 'x', menuIds: [] },
      { menuIds: [] },
    ]) {
      const r = await t.api.post('/system/permission/assign-role-menu', bad, { token: admin });
      expect(r.code).toBe(400);
    }
    expect((await t.api.get('/system/permission/list-role-menus', { token: admin, query: { roleId: 'x' } })).code).toBe(400);
    expect((await t.api.get('/system/permission/list-role-menus', { token: admin })).code).toBe(400);
    expect((await t.api.get<number[]>('/system/permission/list-role-menus', { token: admin, query: { roleId } })).data).toEqual([]);
  });

  it('answers 403 to a user without the role and permission codes', async () => {
    const id = await create();
    const before = await count();
    const { token } = await signIn(t, uniq('norole'), [RoleCode.DEPT_ADMIN]);
    expect((await t.api.post('/system/role/create', body(), { token })).code).toBe(403);
    expect((await t.api.put('/system/role/update', body({ id }), { token })).code).toBe(403);
    expect((await t.api.delete('/system/role/delete', { token, query: { id } })).code).toBe(403);
    expect((await t.api.delete('/system/role/delete-list', { token, query: { ids: String(id) } })).code).toBe(403);
    expect((await t.api.get('/system/role/get', { token, query: { id } })).code).toBe(403);
    expect((await t.api.get('/system/role/page', { token })).code).toBe(403);
    expect((await t.api.get('/system/role/export-excel', { token })).code).toBe(403);
    expect((await t.api.get('/system/permission/list-role-menus', { token, query: { roleId: id } })).code).toBe(403);
    expect((await t.api.post('/system/permission/assign-role-menu', { roleId: id, menuIds: [1] }, { token })).code).toBe(403);
    expect((await t.api.post('/system/permission/assign-role-data-scope', { roleId: id, dataScope: 5 }, { token })).code).toBe(403);
    expect(await count()).toBe(before);
    expect((await t.api.get<number[]>('/system/permission/list-role-menus', { token: admin, query: { roleId: id } })).data).toEqual([]);
    const offered = (await t.api.get<Array<{ name: string }>>('/system/role/simple-list', { token })).data!;
    // only a super admin may grant super_admin, so only they are offered it
    expect(offered.map((r) => r.name)).not.toContain('超级管理员');
    expect(offered.map((r) => r.name)).toContain('课程老师');
    const adminOffered = (await t.api.get<Array<{ name: string }>>('/system/role/simple-list', { token: admin })).data!;
    expect(adminOffered.map((r) => r.name)).toContain('超级管理员');
  });
});
