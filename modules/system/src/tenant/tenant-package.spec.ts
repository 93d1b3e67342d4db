/* eslint-disable @typescript-eslint/no-explicit-any -- tests read loosely typed envelopes */
import { CommonStatus, RoleCode, TENANT_ADMIN_ROLE_CODE, type PageResult, type TenantPackageVO } from '@dha/contracts';
import { withAdminApp, type TestApp } from '@dha/testing';
import { SystemErrors } from '../system.errors';
import { accessChanged, createTenant, createTenantPackage, signIn, uniq } from '../testing';

/** 课程管理 (dir 5) with 课程信息 (502) and 报名管理 (503) and their buttons. */
const COURSE_PAGES = [5, 502, 5021, 5022, 5023, 5024, 503, 5031, 5032, 5033, 5034, 5035, 5036];

describe('tenant packages /system/tenant-package/*', () => {
  let t: TestApp;
  let admin: string;
  withAdminApp((app, adminToken) => {
    [t, admin] = [app, adminToken];
  });

  const count = () => t.rowCount('system_tenant_package');
  const body = (o: Record<string, unknown> = {}) => ({
    name: uniq('套餐'),
    status: CommonStatus.ENABLE,
    remark: '备注',
    menuIds: [5, 502],
    ...o,
  });
  const page = (query: Record<string, string | number>) =>
    t.api.get<PageResult<TenantPackageVO>>('/system/tenant-package/page', { token: admin, query });
  const roleMenus = async (tenantId: number, code: string): Promise<number[]> =>
    (
      await t.sql<{ menu_id: number }>(
        `select rm.menu_id from system_role_menu rm join system_role r on r.id = rm.role_id where r.tenant_id = ? and r.code = ? order by 1`,
        [tenantId, code],
      )
    ).map((r) => Number(r.menu_id));

  it('creates, reads, pages, updates and deletes packages', async () => {
    const name = uniq('基础套餐');
    const id = await createTenantPackage(t, admin, [502, 5, 502], { name });
    expect((await t.api.get<TenantPackageVO>('/system/tenant-package/get', { token: admin, query: { id } })).data).toEqual({
      id,
      name,
      status: CommonStatus.ENABLE,
      remark: '测试套餐',
      menuIds: [5, 502],
      createTime: expect.any(Number),
    });
    const off = await createTenantPackage(t, admin, [], { status: CommonStatus.DISABLE });
    expect((await page({ name })).data).toMatchObject({ total: 1, list: [{ id }] });
    expect((await page({ status: CommonStatus.DISABLE })).data!.list.map((p) => p.id)).toContain(off);
    expect((await page({ name: "%' or '1'='1" })).data).toEqual({ total: 0, list: [] });
    expect((await page({ pageNo: 1, pageSize: 1 })).data!.list).toHaveLength(1);

    const simple = (await t.api.get<any[]>('/system/tenant-package/simple-list', { token: admin })).data!;
    expect(simple).toContainEqual({ id, name });
    expect(simple.find((p) => p.id === off)).toBeUndefined();

    expect((await t.api.put('/system/tenant-package/update', body({ id, name: `${name}改`, menuIds: [5] }), { token: admin })).data).toBe(
      true,
    );
    expect((await t.api.get<TenantPackageVO>('/system/tenant-package/get', { token: admin, query: { id } })).data).toMatchObject({
      name: `${name}改`,
      menuIds: [5],
    });
    expect((await t.api.delete('/system/tenant-package/delete', { token: admin, query: { id } })).data).toBe(true);
    expect((await t.api.get('/system/tenant-package/get', { token: admin, query: { id } })).code).toBe(
      SystemErrors.TENANT_PACKAGE_NOT_EXISTS.code,
    );
  });

  it('refuses a taken name, an unknown menu, a missing package, and writes nothing', async () => {
    const name = uniq('唯一');
    const id = await createTenantPackage(t, admin, [], { name });
    const before = await count();
    expect((await t.api.post('/system/tenant-package/create', body({ name }), { token: admin })).code).toBe(
      SystemErrors.TENANT_PACKAGE_NAME_DUPLICATE.code,
    );
    expect((await t.api.post('/system/tenant-package/create', body({ menuIds: [5, 987_654] }), { token: admin })).code).toBe(
      SystemErrors.MENU_NOT_EXISTS.code,
    );
    const other = await createTenantPackage(t, admin, []);
    expect((await t.api.put('/system/tenant-package/update', body({ id: other, name }), { token: admin })).code).toBe(
      SystemErrors.TENANT_PACKAGE_NAME_DUPLICATE.code,
    );
    // saving a package under its own name is no clash
    expect((await t.api.put('/system/tenant-package/update', body({ id, name }), { token: admin })).code).toBe(0);
    expect((await t.api.put('/system/tenant-package/update', body({ id: 999_999 }), { token: admin })).code).toBe(
      SystemErrors.TENANT_PACKAGE_NOT_EXISTS.code,
    );
    expect((await t.api.delete('/system/tenant-package/delete-list', { token: admin, query: { ids: `${id},999999` } })).code).toBe(
      SystemErrors.TENANT_PACKAGE_NOT_EXISTS.code,
    );
    expect(await count()).toBe(before + 1);
  });

  it('refuses the administration every tenant shares (menus, dictionaries, configuration, tenants)', async () => {
    const before = await count();
    for (const [menuIds, name] of [
      [[1, 111], '菜单管理'],
      [[1, 103], '字典管理'],
      [[2, 200], '参数配置'],
      [[1, 112], '租户列表'],
      [[1131], '租户套餐查询'],
    ] as Array<[number[], string]>) {
      const r = await t.api.post('/system/tenant-package/create', body({ menuIds }), { token: admin });
      expect([r.code, r.msg]).toEqual([400, expect.stringContaining(`menuIds: 菜单【${name}】只属于系统租户`)]);
    }
    const id = await createTenantPackage(t, admin, [5, 501]);
    const saved = await t.api.put('/system/tenant-package/update', body({ id, menuIds: [5, 501, 111] }), { token: admin });
    expect(saved.code).toBe(400);
    expect(await count()).toBe(before + 1);
  });

  it('refuses to delete a package a tenant holds', async () => {
    const tenant = await createTenant(t, admin, { menuIds: [5] });
    const spare = await createTenantPackage(t, admin, []);
    const before = await count();
    expect((await t.api.delete('/system/tenant-package/delete', { token: admin, query: { id: tenant.packageId } })).code).toBe(
      SystemErrors.TENANT_PACKAGE_USED.code,
    );
    // all or none
    expect(
      (await t.api.delete('/system/tenant-package/delete-list', { token: admin, query: { ids: `${spare},${tenant.packageId}` } })).code,
    ).toBe(SystemErrors.TENANT_PACKAGE_USED.code);
    expect(await count()).toBe(before);
  });

  it('re-trims the roles of the tenants holding a package when its menus change', async () => {
    const tenant = await createTenant(t, admin, { menuIds: COURSE_PAGES });
    expect(await roleMenus(tenant.id, TENANT_ADMIN_ROLE_CODE)).toEqual([...COURSE_PAGES].sort((a, b) => a - b));
    // dept_admin holds every course page: within this package, 502 and 503 with their buttons
    expect(await roleMenus(tenant.id, RoleCode.DEPT_ADMIN)).toEqual([...COURSE_PAGES].sort((a, b) => a - b));
    const without503 = COURSE_PAGES.filter((id) => id !== 503 && Math.floor(id / 10) !== 503);
    const pkg = (await t.api.get<TenantPackageVO>('/system/tenant-package/get', { token: admin, query: { id: tenant.packageId } })).data!;
    const saved = await t.api.put(
      '/system/tenant-package/update',
      { id: pkg.id, name: pkg.name, status: pkg.status, remark: pkg.remark, menuIds: [...without503, 501] },
      { token: admin },
    );
    expect(saved.code).toBe(0);
    expect(await roleMenus(tenant.id, RoleCode.DEPT_ADMIN)).toEqual([...without503].sort((a, b) => a - b));
    // the administrator holds the whole package, new menus too
    expect(await roleMenus(tenant.id, TENANT_ADMIN_ROLE_CODE)).toEqual([...without503, 501].sort((a, b) => a - b));
    // and its session sees the change on the next request
    const info = await t.api.get<any>('/system/auth/get-permission-info', { token: tenant.token, tenantId: tenant.id });
    expect(info.data.permissions).not.toContain('course:signup:review');
    expect(info.data.permissions).toContain('course:course:query');
  });

  it('answers 400 naming the field for bad input, and writes nothing', async () => {
    const before = await count();
    const bad: Array<[Record<string, unknown>, string]> = [
      [body({ name: undefined }), 'name'],
      [body({ name: '' }), 'name'],
      [body({ name: 'x'.repeat(31) }), 'name'],
      [body({ name: 42 }), 'name'],
      [body({ status: 7 }), 'status'],
      [body({ status: 'on' }), 'status'],
      [body({ remark: 'r'.repeat(257) }), 'remark'],
      [body({ menuIds: undefined }), 'menuIds'],
      [body({ menuIds: '5' }), 'menuIds'],
      [body({ menuIds: ['5; drop table system_menu'] }), 'menuIds'],
      [body({ menuIds: [0] }), 'menuIds'],
      [body({ menuIds: [2_147_483_648] }), 'menuIds'],
    ];
    for (const [payload, field] of bad) {
      const r = await t.api.post('/system/tenant-package/create', payload, { token: admin });
      expect([r.code, r.msg]).toEqual([400, expect.stringContaining(field)]);
    }
    expect((await t.api.put('/system/tenant-package/update', body({ id: 'abc' }), { token: admin })).code).toBe(400);
    expect((await t.api.get('/system/tenant-package/get', { token: admin, query: { id: 'x' } })).code).toBe(400);
    expect((await page({ status: 9 })).code).toBe(400);
    expect((await page({ 'createTime[0]': 'yesterday' })).code).toBe(400);
    expect(await count()).toBe(before);
    // the audit columns are the server's: a body naming them is read without them
    const echoed = await t.api.post<number>('/system/tenant-package/create', body({ creator: 'x', updater: 'x' }), { token: admin });
    expect(echoed.code).toBe(0);
    expect(await t.sql('select creator from system_tenant_package where id = ?', [echoed.data])).not.toEqual([{ creator: 'x' }]);
  });

  it('answers 403 without the permission, or from a tenant other than the system tenant', async () => {
    const { token } = await signIn(t, uniq('nopkg'), [RoleCode.DEPT_ADMIN]);
    const before = await count();
    expect((await t.api.post('/system/tenant-package/create', body(), { token })).code).toBe(403);
    expect((await t.api.get('/system/tenant-package/page', { token })).code).toBe(403);
    expect((await t.api.get('/system/tenant-package/simple-list', { token })).code).toBe(403);
    expect((await t.api.delete('/system/tenant-package/delete', { token, query: { id: 1 } })).code).toBe(403);
    // a tenant administrator (wrongly) granted the package pages still has no power over packages
    const tenant = await createTenant(t, admin, { menuIds: [1] });
    await t.sql(
      `insert into system_role_menu (role_id, menu_id) select r.id, m.id from system_role r, system_menu m
       where r.tenant_id = ? and r.code = ? and (m.id = 113 or m.parent_id = 113)`,
      [tenant.id, TENANT_ADMIN_ROLE_CODE],
    );
    await accessChanged(t, tenant.id);
    expect(
      (await t.api.get<any>('/system/auth/get-permission-info', { token: tenant.token, tenantId: tenant.id })).data.permissions,
    ).toContain('system:tenant-package:create');
    const r = await t.api.post('/system/tenant-package/create', body(), { token: tenant.token, tenantId: tenant.id });
    expect(r.code).toBe(403);
    expect((await t.api.get('/system/tenant-package/page', { token: tenant.token, tenantId: tenant.id })).code).toBe(403);
    expect(await count()).toBe(before + 1);
  });
});
