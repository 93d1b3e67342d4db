/* eslint-disable @typescript-eslint/no-explicit-any -- tests read loosely typed envelopes */
import { RoleCode, SYSTEM_TENANT_ONLY_PERMISSIONS, type CommonResult } from '@dha/contracts';
import { createTenant, createUser, loginToTenant, TEST_PASSWORD, uniq, type TestTenant } from '@dha/system/testing';
import { downloadXlsx } from '@dha/infra/testing';
import { waitFor, withAdminApp, type TestApp } from '@dha/testing';

const DAY = 86_400_000;

/** What one tenant made through the API: the ids of its rows and the tag every name of it carries. */
interface Made {
  tenant: TestTenant;
  tag: string;
  /** a dept_admin of the tenant (the signup routes check roles) */
  staff: string;
  visitor: { id: number; token: string };
  ids: Record<string, number>;
}

/**
 * Two tenants made through the API, each signed in, each with data of every module; neither finds
 * anything of the other in any list, page, get or export (a get by a foreign id answers not found).
 * Dictionaries and configuration are global (the upstream's tenant-ignored tables), so not here.
 */
describe('tenant isolation', () => {
  let t: TestApp;
  let admin: string;
  let a: Made;
  let b: Made;
  withAdminApp(async (app, adminToken) => {
    [t, admin] = [app, adminToken];
    // a package of every menu a tenant may have, so each tenant's administrator may call every administration page
    const only = `{${SYSTEM_TENANT_ONLY_PERMISSIONS.join(',')}}`;
    const menuIds = (
      await t.sql<{ id: number }>(
        `select id from system_menu m where not (m.permission = any(?::text[])
           or exists (select 1 from system_menu b where b.parent_id = m.id and b.permission = any(?::text[])))`,
        [only, only],
      )
    ).map((r) => Number(r.id));
    a = await populate(await createTenant(t, admin, { menuIds }), 'AAA');
    b = await populate(await createTenant(t, admin, { menuIds }), 'BBB');
  });

  const call = <T = any>(
    m: Made,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    payload?: unknown,
    token = m.tenant.token,
  ): Promise<CommonResult<T>> =>
    method === 'GET' || method === 'DELETE'
      ? t.api.call<T>(method, path, undefined, { token, tenantId: m.tenant.id, query: payload as any })
      : t.api.call<T>(method, path, payload, { token, tenantId: m.tenant.id });

  async function ok<T = any>(m: Made, method: 'GET' | 'POST' | 'PUT', path: string, payload?: unknown, token?: string): Promise<T> {
    const r = await call<T>(m, method, path, payload, token);
    if (r.code !== 0) throw new Error(`${method} ${path} in tenant ${m.tenant.id}: ${r.code} ${r.msg}`);
    return r.data as T;
  }

  async function populate(tenant: TestTenant, label: string): Promise<Made> {
    const tag = uniq(label);
    const m: Made = { tenant, tag, staff: '', visitor: { id: 0, token: '' }, ids: {} };
    const staffName = uniq('staff');
    await createUser(t, staffName, [RoleCode.DEPT_ADMIN], { tenantId: tenant.id, nickname: `${tag}老师` });
    m.staff = await loginToTenant(t, tenant.id, staffName, TEST_PASSWORD);

    m.ids.courseType = await ok(m, 'POST', '/course/type/create', { name: `${tag}类型`, dictValue: '1', codePrefix: 'T' });
    // the location and claim routes check spec §6 roles (dept_admin has them; the tenant_admin role does not)
    m.ids.location = await ok(m, 'POST', '/course/location/create', { name: `${tag}地点`, address: `${tag}路 1 号` }, m.staff);
    m.ids.course = await ok(m, 'POST', '/course/course/create', {
      name: `${tag}课程`,
      code: uniq('ISO'),
      type: '1',
      startTime: Date.now() + 30 * DAY,
      endTime: Date.now() + 31 * DAY,
      signupStartTime: Date.now() - DAY,
      signupEndTime: Date.now() + 10 * DAY,
      formalStudentQuota: 10,
      candidateStudentQuota: 5,
      formalVolunteerQuota: 2,
      candidateVolunteerQuota: 1,
      fee: 0,
      needTeacherAudit: false,
      replyDeadlineHours: 48,
      teacherIds: [],
      status: 10,
      published: true,
      locationId: m.ids.location,
    });
    m.ids.dept = await ok(m, 'POST', '/system/dept/create', { name: `${tag}部门`, parentId: 0, sort: 1, status: 0 });
    m.ids.post = await ok(m, 'POST', '/system/post/create', { name: `${tag}岗位`, code: uniq('iso'), sort: 1, status: 0 });
    m.ids.role = await ok(m, 'POST', '/system/role/create', { name: `${tag}角色`, code: uniq('iso_role'), sort: 9, status: 0 });
    m.ids.user = await ok(m, 'POST', '/system/user/create', {
      username: uniq('isouser'),
      nickname: `${tag}用户`,
      password: 'User@1234',
      deptId: m.ids.dept,
      postIds: [m.ids.post],
    });
    m.ids.template = await ok(m, 'POST', '/system/notify-template/create', {
      name: `${tag}模板`,
      code: uniq('iso-tpl-'),
      type: 1,
      nickname: `${tag}中心`,
      content: `${tag}通知 {name}`,
      status: 0,
    });

    // a visitor with a complete profile signs up for the course
    const visitorName = uniq('visitor');
    const visitorId = await createUser(t, visitorName, [RoleCode.COMMON], { tenantId: tenant.id, nickname: `${tag}学员` });
    await t.sql(
      `update system_users set real_name = ?, sex = 1, birthday = '1990-01-01', certificate_type = '2', certificate_no = ?,
         mobile = ?, education = '3' where id = ?`,
      [`${tag}学员`, `P${visitorId}`.padEnd(9, '0'), `139${String(visitorId).padStart(8, '0')}`.slice(0, 11), visitorId],
    );
    m.visitor = { id: visitorId, token: await loginToTenant(t, tenant.id, visitorName, TEST_PASSWORD) };
    m.ids.signup = await ok(
      m,
      'POST',
      '/client/signup/create',
      { courseId: m.ids.course, participantKind: 0, identity: '1' },
      m.visitor.token,
    );
    const template = await ok<any>(m, 'GET', '/system/notify-template/get', { id: m.ids.template });
    m.ids.message = await ok(m, 'POST', '/system/notify-template/send-notify', {
      userId: m.visitor.id,
      userType: 2,
      templateCode: template.code,
      templateParams: { name: `${tag}收件人` },
    });
    return m;
  }

  /** Every read of a tenant, as its administrator, its staff and its visitor call them. */
  const reads = (m: Made): Array<[string, string, Record<string, unknown>?, string?]> => [
    ['GET', '/course/type/page'],
    ['GET', '/course/type/list-all-simple'],
    ['GET', '/course/location/page', {}, m.staff],
    ['GET', '/course/location/list-all-simple', {}, m.staff],
    ['GET', '/client/location/list'],
    ['GET', '/course/course/page'],
    ['GET', '/client/course/page'],
    ['GET', '/course/code/page'],
    ['GET', '/course/claim/page', {}, m.staff],
    ['GET', '/course/claim/course-page', {}, m.staff],
    ['GET', '/signup/signup/page', {}, m.staff],
    ['GET', '/signup/signup/page', { courseId: m.ids.course }, m.staff],
    ['GET', '/client/signup/my-page', {}, m.visitor.token],
    ['GET', '/client/course/my-page', {}, m.visitor.token],
    ['GET', '/system/dept/list'],
    ['GET', '/system/dept/simple-list'],
    ['GET', '/system/post/page'],
    ['GET', '/system/post/simple-list'],
    ['GET', '/system/role/page'],
    ['GET', '/system/role/simple-list'],
    ['GET', '/system/user/page', { pageSize: 100 }],
    ['GET', '/system/user/simple-list', {}, m.staff],
    ['GET', '/system/notify-template/page'],
    ['GET', '/system/notify-template/simple-list'],
    ['GET', '/system/notify-message/page'],
    ['GET', '/system/notify-message/my-page', {}, m.visitor.token],
    ['GET', '/system/notify-message/get-unread-list', {}, m.visitor.token],
    ['GET', '/system/operate-log/page'],
    ['GET', '/system/login-log/page'],
    ['GET', '/system/auth/get-permission-info'],
  ];

  const exports = (m: Made): Array<[string, string?]> => [
    ['/system/post/export-excel'],
    ['/system/user/export-excel'],
    ['/system/role/export-excel'],
    ['/system/operate-log/export-excel'],
    ['/system/login-log/export-excel'],
    ['/signup/signup/export-excel', m.staff],
  ];

  /** The gets by id of every row a tenant made: [path, id key, token]. */
  const gets = (m: Made): Array<[string, string, string?]> => [
    ['/course/type/get', 'courseType'],
    ['/course/location/get', 'location', m.staff],
    ['/course/course/get', 'course'],
    ['/client/course/get', 'course'],
    ['/system/dept/get', 'dept'],
    ['/system/post/get', 'post'],
    ['/system/role/get', 'role'],
    ['/system/user/get', 'user'],
    ['/system/notify-template/get', 'template'],
    ['/system/notify-message/get', 'message'],
    ['/signup/signup/get', 'signup', m.staff],
  ];

  it.each([
    ['A', () => [a, b] as const],
    ['B', () => [b, a] as const],
  ])('tenant %s sees its own rows and nothing of the other in any list or page', async (_, pair) => {
    const [self, other] = pair();
    const leaks: string[] = [];
    for (const [method, path, query, token] of reads(self)) {
      const r = await call(self, method as 'GET', path, query ?? {}, token);
      if (r.code !== 0) {
        leaks.push(`${path}: answered ${r.code} ${r.msg}`);
        continue;
      }
      if (JSON.stringify(r.data).includes(other.tag)) leaks.push(`${path} shows the other tenant's rows`);
    }
    // its own data is there (so the check above can see a row when there is one)
    const own = JSON.stringify((await call(self, 'GET', '/course/course/page')).data);
    expect(own).toContain(self.tag);
    expect(leaks).toEqual([]);
  });

  it.each([
    ['A', () => [a, b] as const],
    ['B', () => [b, a] as const],
  ])('tenant %s exports nothing of the other', async (_, pair) => {
    const [self, other] = pair();
    const leaks: string[] = [];
    for (const [path, token] of exports(self)) {
      let rows: unknown[][];
      try {
        rows = (await downloadXlsx(t, path, token ?? self.tenant.token, {}, self.tenant.id)).rows;
      } catch (error) {
        leaks.push(`${path}: ${String(error)}`);
        continue;
      }
      const cells = rows.map((row) => JSON.stringify(row));
      if (cells.join('\n').includes(other.tag)) leaks.push(`${path} exports the other tenant's rows`);
    }
    expect(leaks).toEqual([]);
  });

  it.each([
    ['A', () => [a, b] as const],
    ['B', () => [b, a] as const],
  ])('tenant %s gets its own rows by id, and the other tenant’s answer not found', async (_, pair) => {
    const [self, other] = pair();
    const problems: string[] = [];
    for (const [path, key, token] of gets(self)) {
      const mine = await call(self, 'GET', path, { id: self.ids[key] }, token);
      if (mine.code !== 0 || !JSON.stringify(mine.data).includes(self.tag)) problems.push(`${path} own: ${mine.code} ${mine.msg}`);
      const foreign = await call(self, 'GET', path, { id: other.ids[key] }, token);
      if (foreign.code === 0 && foreign.data !== null) problems.push(`${path} answers the other tenant's row`);
      if (JSON.stringify(foreign.data ?? null).includes(other.tag)) problems.push(`${path} shows the other tenant's row`);
    }
    expect(problems).toEqual([]);
  });

  it.each([
    ['A', () => [a, b] as const],
    ['B', () => [b, a] as const],
  ])('tenant %s cannot change or delete the other tenant’s rows', async (_, pair) => {
    const [self, other] = pair();
    const changed: string[] = [];
    const attempts: Array<[string, string, unknown]> = [
      ['PUT', '/system/post/update', { id: other.ids.post, name: '篡改', code: 'x', sort: 1, status: 0 }],
      ['PUT', '/system/dept/update', { id: other.ids.dept, name: '篡改', parentId: 0, sort: 1, status: 0 }],
      ['PUT', '/course/type/update', { id: other.ids.courseType, name: '篡改', dictValue: '1', codePrefix: 'T' }],
      ['PUT', '/course/location/update', { id: other.ids.location, name: '篡改' }],
      ['DELETE', '/system/post/delete', { id: other.ids.post }],
      ['DELETE', '/system/dept/delete', { id: other.ids.dept }],
      ['DELETE', '/system/role/delete', { id: other.ids.role }],
      ['DELETE', '/system/user/delete', { id: other.ids.user }],
      ['DELETE', '/system/notify-template/delete', { id: other.ids.template }],
      ['DELETE', '/course/location/delete', { id: other.ids.location }],
      ['DELETE', '/course/course/delete', { id: other.ids.course }],
    ];
    for (const [method, path, payload] of attempts) {
      const r = await call(self, method as 'PUT', path, payload);
      if (r.code === 0) changed.push(`${method} ${path} changed the other tenant's row`);
    }
    expect(changed).toEqual([]);
    // the other tenant's rows are all still there, unchanged
    for (const [path, key, token] of gets(other)) {
      const r = await call(other, 'GET', path, { id: other.ids[key] }, token);
      expect([path, r.code, JSON.stringify(r.data).includes(other.tag)]).toEqual([path, 0, true]);
    }
  });

  it.each([
    ['A', () => [a, b] as const],
    ['B', () => [b, a] as const],
  ])('tenant %s reads no grants of the other tenant’s roles and users', async (_, pair) => {
    const [self, other] = pair();
    const roleMenus = await call(self, 'GET', '/system/permission/list-role-menus', { roleId: other.ids.role });
    expect(roleMenus.code === 0 && (roleMenus.data as number[]).length > 0).toBe(false);
    const userRoles = await call(self, 'GET', '/system/permission/list-user-roles', { userId: other.visitor.id });
    expect(userRoles.code === 0 && (userRoles.data as number[]).length > 0).toBe(false);
  });

  it('a package tenant lists and assigns only its package menus', async () => {
    const small = await createTenant(t, admin, { menuIds: [1, 100, 1001, 1002, 1003, 1004, 1005, 1006, 1007, 5, 501, 5011] });
    const simple = await t.api.get<any[]>('/system/menu/simple-list', { token: small.token, tenantId: small.id });
    expect(simple.code).toBe(0);
    expect(simple.data!.map((x) => x.id).sort((x: number, y: number) => x - y)).toEqual([
      1, 5, 100, 501, 1001, 1002, 1003, 1004, 1005, 1006, 1007, 5011,
    ]);
    // a role of the tenant cannot be given a menu outside the package
    const [role] = await t.sql<{ id: number }>(`select id from system_role where tenant_id = ? and code = ?`, [small.id, RoleCode.COMMON]);
    const assign = (menuIds: number[]) =>
      t.api.post('/system/permission/assign-role-menu', { roleId: role!.id, menuIds }, { token: small.token, tenantId: small.id });
    // 502 is no menu of this tenant: the whole grant is refused
    expect((await assign([5, 501, 502])).code).toBe(1_002_001_003);
    expect(await t.sql(`select menu_id from system_role_menu where role_id = ?`, [role!.id])).toEqual([]);
    expect((await assign([5, 501])).code).toBe(0);
    const held = await t.sql<{ menu_id: number }>(`select menu_id from system_role_menu where role_id = ? order by 1`, [role!.id]);
    expect(held.map((r) => Number(r.menu_id))).toEqual([5, 501]);
  });

  it('deleting a tenant removes its rows from every module (the logs stay as the audit trail); the other tenant keeps all of its own', async () => {
    // every table with a tenant column: a module added later is covered without touching this test
    const tables = (
      await t.sql<{ table_name: string }>(
        `select table_name from information_schema.columns where table_schema = current_schema() and column_name = 'tenant_id'
           and table_name not in ('system_login_log', 'system_operate_log', 'infra_api_access_log', 'infra_api_error_log') order by 1`,
      )
    ).map((r) => r.table_name);
    const rowsOf = async (tenantId: number): Promise<Record<string, number>> => {
      const counts: Record<string, number> = {};
      for (const table of tables) {
        const [row] = await t.sql<{ n: string }>(`select count(*) as n from "${table}" where tenant_id = ?`, [tenantId]);
        if (Number(row!.n) > 0) counts[table] = Number(row!.n);
      }
      return counts;
    };
    const before = await rowsOf(b.tenant.id);
    // what populate() made lives in each module's tables
    expect(Object.keys(before)).toEqual(
      expect.arrayContaining(['course_course', 'course_type', 'signup_signup', 'notify_message', 'system_users']),
    );
    const keptA = await rowsOf(a.tenant.id);
    const [{ n: historyBefore }] = await t.sql<{ n: string }>(`select count(*) as n from signup_history where signup_id = ?`, [
      b.ids.signup,
    ]);
    expect(Number(historyBefore)).toBeGreaterThan(0);

    expect((await t.api.delete('/system/tenant/delete', { token: admin, query: { id: b.tenant.id } })).code).toBe(0);
    await waitFor(async () => Object.keys(await rowsOf(b.tenant.id)).length === 0 || null, 20_000);
    expect(await t.sql(`select 1 from signup_history where signup_id = ?`, [b.ids.signup])).toEqual([]);
    expect(await rowsOf(a.tenant.id)).toEqual(keptA);
  });
});
