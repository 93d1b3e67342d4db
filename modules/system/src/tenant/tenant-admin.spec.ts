/* eslint-disable @typescript-eslint/no-explicit-any -- tests read loosely typed envelopes */
import { CommonStatus, RoleCode, TENANT_ADMIN_ROLE_CODE, type AuthLoginResp, type PageResult, type TenantVO } from '@dha/contracts';
import { downloadXlsx } from '@dha/infra/testing';
import { withAdminApp, type TestApp } from '@dha/testing';
import { EntityManager } from '@mikro-orm/postgresql';
import { SystemErrors } from '../system.errors';
import { AuthErrors } from '@dha/auth';
import { TenantCheck } from './domain/tenant-check';
import { accessChanged, createTenant, createTenantPackage, loginToTenant, signIn, uniq } from '../testing';

const YEAR = 365 * 86_400_000;
/** 课程管理 (dir 5) with 课程类型 (501) and its buttons. */
const COURSE_TYPE_PAGES = [5, 501, 5011, 5012, 5013, 5014];

describe('tenants /system/tenant/*', () => {
  let t: TestApp;
  let admin: string;
  let packageId: number;
  withAdminApp(async (app, adminToken) => {
    [t, admin] = [app, adminToken];
    packageId = await createTenantPackage(t, admin, COURSE_TYPE_PAGES);
  });

  const count = () => t.rowCount('system_tenant');
  const body = (o: Record<string, unknown> = {}) => ({
    name: uniq('租户'),
    contactName: '张三',
    contactMobile: '13900139000',
    status: CommonStatus.ENABLE,
    websites: [],
    packageId,
    expireTime: Date.now() + YEAR,
    accountCount: 10,
    username: uniq('boss'),
    password: 'Boss@123',
    ...o,
  });
  const update = (tenant: TenantVO, o: Record<string, unknown> = {}) => {
    const { createTime: _c, ...rest } = tenant;
    return t.api.put('/system/tenant/update', { ...rest, ...o }, { token: admin });
  };
  const get = async (id: number) => (await t.api.get<TenantVO>('/system/tenant/get', { token: admin, query: { id } })).data!;
  const page = (query: Record<string, string | number>) => t.api.get<PageResult<TenantVO>>('/system/tenant/page', { token: admin, query });

  it('creates a tenant with its roles and administrator, who signs in to the package menus only', async () => {
    const input = body({ websites: ['Shop.Example.com', 'shop.example.com:8080'] });
    const created = await t.api.post<number>('/system/tenant/create', input, { token: admin });
    expect(created.code).toBe(0);
    const id = created.data!;
    const tenant = await get(id);
    expect(tenant).toEqual({
      id,
      name: input.name,
      contactName: '张三',
      contactMobile: '13900139000',
      status: CommonStatus.ENABLE,
      websites: ['shop.example.com', 'shop.example.com:8080'],
      packageId,
      expireTime: input.expireTime,
      accountCount: 10,
      createTime: expect.any(Number),
    });
    const roles = await t.sql<{ code: string }>(`select code from system_role where tenant_id = ? order by sort, id`, [id]);
    expect(roles.map((r) => r.code)).toEqual([
      TENANT_ADMIN_ROLE_CODE,
      ...Object.values(RoleCode).filter((c) => c !== RoleCode.SUPER_ADMIN),
    ]);
    const [user] = await t.sql<{ id: number; nickname: string; mobile: string }>(
      `select id, nickname, mobile from system_users where tenant_id = ? and username = ?`,
      [id, input.username],
    );
    expect(user).toMatchObject({ nickname: '张三', mobile: '13900139000' });
    expect(
      (await t.sql<{ contact_user_id: number }>(`select contact_user_id from system_tenant where id = ?`, [id]))[0]!.contact_user_id,
    ).toBe(user!.id);

    const token = await loginToTenant(t, id, input.username, input.password);
    const info = await t.api.get<any>('/system/auth/get-permission-info', { token, tenantId: id });
    expect(info.data.roles).toEqual([TENANT_ADMIN_ROLE_CODE]);
    expect([...info.data.permissions].sort()).toEqual([
      'course:type:create',
      'course:type:delete',
      'course:type:query',
      'course:type:update',
    ]);
    expect(info.data.menus).toMatchObject([{ id: 5, children: [{ id: 501 }] }]);
    // the tenant's own header is required to match; the system tenant's admin cannot be reached with it
    expect((await t.api.get('/system/auth/get-permission-info', { token, tenantId: 1 })).code).toBe(403);
    // its administrator cannot sign in to the system tenant
    expect((await t.api.post('/system/auth/login', { username: input.username, password: input.password })).code).toBe(
      AuthErrors.LOGIN_BAD_CREDENTIALS.code,
    );
  });

  it('pages, filters and exports tenants', async () => {
    const tag = uniq('筛选');
    const a = (await t.api.post<number>('/system/tenant/create', body({ name: `${tag}甲`, contactName: '李四' }), { token: admin })).data!;
    const b = (
      await t.api.post<number>(
        '/system/tenant/create',
        body({ name: `${tag}乙`, status: CommonStatus.DISABLE, contactMobile: '13711112222' }),
        {
          token: admin,
        },
      )
    ).data!;
    expect((await page({ name: tag })).data).toMatchObject({ total: 2, list: [{ id: b }, { id: a }] });
    expect((await page({ name: tag, contactName: '李四' })).data).toMatchObject({ total: 1, list: [{ id: a }] });
    expect((await page({ name: tag, contactMobile: '1371111' })).data).toMatchObject({ total: 1, list: [{ id: b }] });
    expect((await page({ name: tag, status: CommonStatus.DISABLE })).data).toMatchObject({ total: 1, list: [{ id: b }] });
    expect((await page({ name: tag, 'createTime[0]': Date.now() + YEAR })).data).toEqual({ total: 0, list: [] });
    expect((await page({ name: tag, 'createTime[0]': Date.now() - 60_000, 'createTime[1]': Date.now() + 60_000 })).data!.total).toBe(2);
    expect((await page({ name: "%' or '1'='1" })).data).toEqual({ total: 0, list: [] });
    // the system tenant is listed too
    expect((await page({ pageNo: 1, pageSize: 100 })).data!.list.map((x) => x.id)).toContain(1);

    const { contentType, rows } = await downloadXlsx(t, '/system/tenant/export-excel', admin, { name: tag });
    expect(contentType).toContain('spreadsheetml');
    expect(rows[0]).toEqual([
      '租户编号',
      '租户名',
      '联系人',
      '联系手机',
      '状态',
      '绑定域名',
      '租户套餐编号',
      '过期时间',
      '账号数量',
      '创建时间',
    ]);
    expect(rows.slice(1).map((r) => r[1])).toEqual([`${tag}乙`, `${tag}甲`]);
    expect(rows[1]![4]).toBe('关闭');
  });

  it('updates a tenant; a new package re-trims its roles', async () => {
    const tenant = await createTenant(t, admin, { packageId });
    const other = await createTenantPackage(t, admin, [5, 500, 5001]);
    const before = await get(tenant.id);
    expect((await update(before, { name: `${before.name}改`, accountCount: 20, websites: ['a.example.org'] })).code).toBe(0);
    expect(await get(tenant.id)).toMatchObject({ name: `${before.name}改`, accountCount: 20, websites: ['a.example.org'] });

    expect((await update(await get(tenant.id), { packageId: other })).code).toBe(0);
    const menus = await t.sql<{ code: string; menu_id: number }>(
      `select r.code, rm.menu_id from system_role_menu rm join system_role r on r.id = rm.role_id where r.tenant_id = ? order by 1, 2`,
      [tenant.id],
    );
    // the administrator holds the new package; dept_admin lost 课程类型 (501) and gained nothing
    expect(menus.filter((m) => m.code === TENANT_ADMIN_ROLE_CODE).map((m) => Number(m.menu_id))).toEqual([5, 500, 5001]);
    expect(menus.filter((m) => m.code === RoleCode.DEPT_ADMIN).map((m) => Number(m.menu_id))).toEqual([5]);
    const info = await t.api.get<any>('/system/auth/get-permission-info', { token: tenant.token, tenantId: tenant.id });
    expect(info.data.permissions).toEqual(['course:code:query']);
  });

  it('refuses a taken name or website, a missing or disabled package, and writes nothing', async () => {
    const name = uniq('重名');
    const first = (await t.api.post<number>('/system/tenant/create', body({ name, websites: ['taken.example.com'] }), { token: admin }))
      .data!;
    const disabled = await createTenantPackage(t, admin, [], { status: CommonStatus.DISABLE });
    const [tenants, users, roles] = [await count(), await t.rowCount('system_users'), await t.rowCount('system_role')];
    const refused: Array<[Record<string, unknown>, number]> = [
      [body({ name }), SystemErrors.TENANT_NAME_DUPLICATE.code],
      [body({ name: ` ${name} ` }), SystemErrors.TENANT_NAME_DUPLICATE.code],
      [body({ websites: ['TAKEN.example.com'] }), SystemErrors.TENANT_WEBSITE_DUPLICATE.code],
      [body({ packageId: 999_999 }), SystemErrors.TENANT_PACKAGE_NOT_EXISTS.code],
      [body({ packageId: 0 }), SystemErrors.TENANT_PACKAGE_NOT_EXISTS.code],
      [body({ packageId: disabled }), SystemErrors.TENANT_PACKAGE_DISABLE.code],
      // the administrator is a staff account: a quota of 0 has no room for it
      [body({ accountCount: 0 }), SystemErrors.USER_COUNT_MAX.code],
    ];
    for (const [payload, code] of refused) expect((await t.api.post('/system/tenant/create', payload, { token: admin })).code).toBe(code);
    const second = await createTenant(t, admin, { packageId });
    const secondVO = await get(second.id);
    expect((await update(secondVO, { name })).code).toBe(SystemErrors.TENANT_NAME_DUPLICATE.code);
    expect((await update(secondVO, { websites: ['taken.example.com'] })).code).toBe(SystemErrors.TENANT_WEBSITE_DUPLICATE.code);
    expect((await update(secondVO, { packageId: 0 })).code).toBe(SystemErrors.TENANT_PACKAGE_NOT_EXISTS.code);
    expect((await update(secondVO, { id: 999_999 })).code).toBe(SystemErrors.TENANT_NOT_EXISTS.code);
    // its own name and websites are no clash
    expect((await update(await get(first), {})).code).toBe(0);
    expect(await get(second.id)).toEqual(secondVO);
    expect([await count(), await t.rowCount('system_users'), await t.rowCount('system_role')]).toEqual([tenants + 1, users + 1, roles + 8]);
  });

  it('never edits or deletes the system tenant', async () => {
    const system = await get(1);
    // seeded as a first day has it (issue 29): a contact and an expiry, which the upstream console's form requires
    expect(system).toMatchObject({
      id: 1,
      packageId: 0,
      contactName: '管理员',
      expireTime: new Date('2099-12-31T23:59:59+08:00').getTime(),
    });
    const valid = { contactName: '管理员', expireTime: Date.now() + YEAR };
    expect((await update(system, { ...valid, name: '改名' })).code).toBe(SystemErrors.TENANT_CAN_NOT_UPDATE_SYSTEM.code);
    expect((await update(system, { ...valid, packageId })).code).toBe(SystemErrors.TENANT_CAN_NOT_UPDATE_SYSTEM.code);
    expect((await t.api.delete('/system/tenant/delete', { token: admin, query: { id: 1 } })).code).toBe(
      SystemErrors.TENANT_CAN_NOT_UPDATE_SYSTEM.code,
    );
    const other = await createTenant(t, admin, { packageId });
    expect((await t.api.delete('/system/tenant/delete-list', { token: admin, query: { ids: `${other.id},1` } })).code).toBe(
      SystemErrors.TENANT_CAN_NOT_UPDATE_SYSTEM.code,
    );
    expect(await get(1)).toEqual(system);
    expect((await get(other.id)).id).toBe(other.id);
  });

  it('deletes tenants with their accounts; their sessions end', async () => {
    const a = await createTenant(t, admin, { packageId });
    const b = await createTenant(t, admin, { packageId });
    expect((await t.api.delete('/system/tenant/delete', { token: admin, query: { id: a.id } })).data).toBe(true);
    expect((await t.api.get('/system/tenant/get', { token: admin, query: { id: a.id } })).code).toBe(SystemErrors.TENANT_NOT_EXISTS.code);
    expect((await t.api.get('/system/auth/get-permission-info', { token: a.token, tenantId: a.id })).code).toBe(401);
    expect((await t.sql(`select 1 from system_users where tenant_id = ?`, [a.id])).length).toBe(0);
    expect((await t.sql(`select 1 from system_role where tenant_id = ?`, [a.id])).length).toBe(0);
    expect(
      (await t.api.post('/system/auth/login', { username: a.adminUsername, password: a.adminPassword }, { tenantId: a.id })).code,
    ).toBe(SystemErrors.TENANT_NOT_EXISTS.code);
    expect((await t.api.delete('/system/tenant/delete-list', { token: admin, query: { ids: `${b.id},999999` } })).code).toBe(
      SystemErrors.TENANT_NOT_EXISTS.code,
    );
    expect((await t.api.delete('/system/tenant/delete-list', { token: admin, query: { ids: `${b.id}` } })).data).toBe(true);
  });

  it('a disabled or expired tenant cannot sign in, and its sessions stop on the next request', async () => {
    const tenant = await createTenant(t, admin, { packageId });
    const info = () => t.api.get('/system/auth/get-permission-info', { token: tenant.token, tenantId: tenant.id });
    const login = () =>
      t.api.post('/system/auth/login', { username: tenant.adminUsername, password: tenant.adminPassword }, { tenantId: tenant.id });
    expect((await info()).code).toBe(0);
    const vo = await get(tenant.id);

    expect((await update(vo, { status: CommonStatus.DISABLE })).code).toBe(0);
    expect((await info()).code).toBe(401);
    expect(await login()).toMatchObject({ code: SystemErrors.TENANT_DISABLE.code, msg: `名字为【${vo.name}】的租户已被禁用` });

    expect((await update(vo, { status: CommonStatus.ENABLE, expireTime: Date.now() - 1000 })).code).toBe(0);
    expect((await login()).code).toBe(SystemErrors.TENANT_EXPIRE.code);

    expect((await update(vo, { expireTime: Date.now() + YEAR })).code).toBe(0);
    const fresh = (await login()) as { data: AuthLoginResp };
    const freshInfo = () => t.api.get('/system/auth/get-permission-info', { token: fresh.data.accessToken, tenantId: tenant.id });
    expect((await freshInfo()).code).toBe(0);
    // an expiry moved into the past ends the live session too
    expect((await update(vo, { expireTime: Date.now() - 1000 })).code).toBe(0);
    expect((await freshInfo()).code).toBe(401);
  });

  it('counts staff accounts against the quota, never self-registered visitors', async () => {
    // a package with the user administration (page 110 and its buttons)
    const userPages = (await t.sql<{ id: number }>(`select id from system_menu where id in (1, 110) or parent_id = 110`)).map((r) =>
      Number(r.id),
    );
    const tenant = await createTenant(t, admin, { menuIds: userPages, accountCount: 2 });
    const quota = (adding: number) =>
      t.app
        .get(EntityManager)
        .fork()
        .transactional((em) => t.app.get(TenantCheck).assertAccountQuota(tenant.id, adding, em));
    // the administrator is one of two
    await expect(quota(1)).resolves.toBeUndefined();
    await expect(quota(2)).rejects.toMatchObject({
      code: SystemErrors.USER_COUNT_MAX.code,
      message: '创建用户失败，原因：超过租户最大租户配额(2)！',
    });
    // visitors sign up however many staff there are
    for (const n of [1, 2, 3]) {
      const r = await t.api.post(
        '/system/auth/register',
        { username: uniq(`visitor${n}`), password: 'Pass@1234' },
        { tenantId: tenant.id },
      );
      expect(r.code).toBe(0);
    }
    await expect(quota(1)).resolves.toBeUndefined();
    // a staff account (any role but common, or none yet) counts
    await t.sql(`insert into system_users (tenant_id, username, password, nickname) values (?, ?, 'x', 'staff')`, [
      tenant.id,
      uniq('staff'),
    ]);
    await expect(quota(1)).rejects.toMatchObject({ code: SystemErrors.USER_COUNT_MAX.code });
    // the user administration refuses the account over the quota, and writes nothing
    const users = await t.rowCount('system_users');
    const create = await t.api.post(
      '/system/user/create',
      { username: uniq('over'), nickname: '超额', password: 'Over@1234' },
      { token: tenant.token, tenantId: tenant.id },
    );
    expect(create.code).toBe(SystemErrors.USER_COUNT_MAX.code);
    expect(await t.rowCount('system_users')).toBe(users);
    // the system tenant has no quota
    await expect(
      t.app
        .get(EntityManager)
        .fork()
        .transactional((em) => t.app.get(TenantCheck).assertAccountQuota(1, 1_000_000, em)),
    ).resolves.toBeUndefined();
  });

  it('a disabled, expired or unknown tenant serves no public call either', async () => {
    const tenant = await createTenant(t, admin, { packageId });
    const vo = await get(tenant.id);
    const publicCall = (tenantId: number) => t.api.get('/client/course/page', { tenantId, query: { pageNo: 1, pageSize: 10 } });
    expect((await publicCall(tenant.id)).code).toBe(0);

    expect((await update(vo, { status: CommonStatus.DISABLE })).code).toBe(0);
    expect(await publicCall(tenant.id)).toMatchObject({
      code: SystemErrors.TENANT_DISABLE.code,
      msg: `名字为【${vo.name}】的租户已被禁用`,
    });
    expect((await update(vo, { status: CommonStatus.ENABLE, expireTime: Date.now() - 1000 })).code).toBe(0);
    expect((await publicCall(tenant.id)).code).toBe(SystemErrors.TENANT_EXPIRE.code);
    expect((await update(vo, { expireTime: Date.now() + YEAR })).code).toBe(0);
    expect((await publicCall(tenant.id)).code).toBe(0);
    expect((await publicCall(987_654)).code).toBe(SystemErrors.TENANT_NOT_EXISTS.code);
    // the default tenant needs no check
    expect((await publicCall(1)).code).toBe(0);
  });

  it('answers the public lookups without a login', async () => {
    const tenant = await createTenant(t, admin, { packageId, body: { websites: ['portal.example.net:8443'] } });
    const vo = await get(tenant.id);
    const anon = { tenantId: null };
    expect((await t.api.get('/system/tenant/get-id-by-name', { ...anon, query: { name: vo.name } })).data).toBe(tenant.id);
    expect((await t.api.get('/system/tenant/get-id-by-name', { ...anon, query: { name: '没有这个租户' } })).data).toBeNull();
    expect((await t.api.get('/system/tenant/get-by-website', { ...anon, query: { website: 'portal.example.net:8443' } })).data).toEqual({
      id: tenant.id,
      name: vo.name,
    });
    expect((await t.api.get('/system/tenant/get-by-website', { ...anon, query: { website: 'nowhere.example.net' } })).data).toBeNull();
    const list = (await t.api.get<any[]>('/system/tenant/simple-list', anon)).data!;
    expect(list).toContainEqual({ id: tenant.id, name: vo.name });
    expect(list).toContainEqual({ id: 1, name: expect.any(String) });

    expect((await update(vo, { status: CommonStatus.DISABLE })).code).toBe(0);
    expect((await t.api.get('/system/tenant/get-by-website', { ...anon, query: { website: 'portal.example.net:8443' } })).data).toBeNull();
    expect((await t.api.get<any[]>('/system/tenant/simple-list', anon)).data!.find((x) => x.id === tenant.id)).toBeUndefined();

    for (const website of ['evil.com/path', "a' or '1'='1", 'x:123456', '']) {
      const r = await t.api.get('/system/tenant/get-by-website', { ...anon, query: { website } });
      expect([r.code, r.msg]).toEqual([400, expect.stringContaining('website')]);
    }
    expect((await t.api.get('/system/tenant/get-id-by-name', anon)).code).toBe(400);
    expect((await t.api.get('/system/tenant/get-id-by-name', { ...anon, query: { name: 'n'.repeat(31) } })).code).toBe(400);
  });

  it('answers 400 naming the field for bad input, and writes nothing', async () => {
    const [tenants, users] = [await count(), await t.rowCount('system_users')];
    const bad: Array<[Record<string, unknown>, string]> = [
      [body({ name: undefined }), 'name'],
      [body({ name: '' }), 'name'],
      [body({ name: 'n'.repeat(31) }), 'name'],
      [body({ contactName: undefined }), 'contactName'],
      [body({ contactMobile: "1' or 1=1" }), 'contactMobile'],
      [body({ status: 3 }), 'status'],
      [body({ websites: 'a.com' }), 'websites'],
      [body({ websites: ['bad host/x'] }), 'websites'],
      [body({ websites: Array.from({ length: 11 }, (_, i) => `h${i}.com`) }), 'websites'],
      [body({ packageId: 'one' }), 'packageId'],
      [body({ packageId: -1 }), 'packageId'],
      [body({ expireTime: '2030-01-01' }), 'expireTime'],
      [body({ expireTime: undefined }), 'expireTime'],
      [body({ accountCount: 1.5 }), 'accountCount'],
      [body({ accountCount: 2_147_483_648 }), 'accountCount'],
      [body({ username: 'ab' }), 'username'],
      [body({ username: 'bad name!' }), 'username'],
      [body({ username: undefined }), 'username'],
      [body({ password: '123' }), 'password'],
      [body({ password: 'p'.repeat(129) }), 'password'],
    ];
    for (const [payload, field] of bad) {
      const r = await t.api.post('/system/tenant/create', payload, { token: admin });
      expect([r.code, r.msg]).toEqual([400, expect.stringContaining(field)]);
    }
    // the contact is the tenant's administrator, whatever the body says (upstream's echo of a row carries contactUserId)
    const tenant = await createTenant(t, admin, { packageId, body: { contactUserId: 1 } });
    const [stored] = await t.sql<{ contact_user_id: number }>('select contact_user_id from system_tenant where id = ?', [tenant.id]);
    expect(stored!.contact_user_id).not.toBe(1);
    const vo = await get(tenant.id);
    // update takes no administrator account: the fields are ignored, no account is made
    expect((await update(vo, { username: 'newboss', password: 'Boss@12345' })).code).toBe(0);
    expect(await t.sql(`select id from system_users where username = 'newboss'`)).toEqual([]);
    expect((await update(vo, { id: 'x' })).code).toBe(400);
    expect((await page({ status: 9 })).code).toBe(400);
    expect((await page({ 'createTime[0]': 'soon' })).code).toBe(400);
    expect((await t.api.delete('/system/tenant/delete-list', { token: admin, query: { ids: '1;drop' } })).code).toBe(400);
    expect(await get(tenant.id)).toEqual(vo);
    expect([await count(), await t.rowCount('system_users')]).toEqual([tenants + 1, users + 1]);
  });

  it('answers 403 without the permission, or from a tenant other than the system tenant', async () => {
    const { token } = await signIn(t, uniq('notenant'), [RoleCode.DEPT_ADMIN]);
    const before = await count();
    expect((await t.api.post('/system/tenant/create', body(), { token })).code).toBe(403);
    expect((await t.api.get('/system/tenant/page', { token })).code).toBe(403);
    expect((await t.api.get('/system/tenant/get', { token, query: { id: 1 } })).code).toBe(403);
    expect((await t.api.delete('/system/tenant/delete', { token, query: { id: 1 } })).code).toBe(403);
    expect((await t.api.get('/system/tenant/export-excel', { token })).code).toBe(403);
    // a tenant administrator (wrongly) granted the tenant pages still has no power over tenants
    const tenant = await createTenant(t, admin, { menuIds: [1] });
    await t.sql(
      `insert into system_role_menu (role_id, menu_id) select r.id, m.id from system_role r, system_menu m
       where r.tenant_id = ? and r.code = ? and (m.id = 112 or m.parent_id = 112)`,
      [tenant.id, TENANT_ADMIN_ROLE_CODE],
    );
    await accessChanged(t, tenant.id);
    expect((await t.api.get('/system/tenant/page', { token: tenant.token, tenantId: tenant.id })).code).toBe(403);
    expect((await t.api.post('/system/tenant/create', body(), { token: tenant.token, tenantId: tenant.id })).code).toBe(403);
    expect(await count()).toBe(before + 1);
  });
});
