import { CommonStatus, COURSE_ROUTE_ROLES, Permissions, RoleCode, TENANT_ADMIN_ROLE_CODE, type UserSimpleVO } from '@dha/contracts';
import { createTestApp, type TestApp } from '@dha/testing';
import { BASE_MENUS, BASE_ROLES, grantedMenuIds } from '../../../seed/menus';
import { createUser, loginAs, TEST_PASSWORD } from '../../../testing';
import { mayReadFullMobile, maskMobile } from '../../domain/mobile-visibility';

const LIST = '/system/user/simple-list';

describe('mobile visibility', () => {
  it('masks the middle digits, hides short numbers whole, keeps empty values', () => {
    expect(maskMobile('13800138000')).toBe('138****8000');
    expect(maskMobile('02087654321')).toBe('020****4321');
    expect(maskMobile('1234567')).toBe('****');
    expect(maskMobile(null)).toBeNull();
    expect(maskMobile('')).toBe('');
  });

  it('only the all-powerful roles read whole numbers', () => {
    expect(mayReadFullMobile([RoleCode.SUPER_ADMIN])).toBe(true);
    expect(mayReadFullMobile(['admin'])).toBe(true);
    for (const role of [RoleCode.DEPT_ADMIN, RoleCode.AREA_ADMIN, RoleCode.OFFICE_ADMIN, RoleCode.SIGNUP_ADMIN]) {
      expect(mayReadFullMobile([role])).toBe(false);
    }
  });

  it('every seeded role that may create or update courses may use the lookup (the one access rule covers course managers)', () => {
    const courseEditing = BASE_MENUS.filter(
      (m) => m.permission === Permissions.course.create || m.permission === Permissions.course.update,
    ).map((m) => m.id);
    expect(courseEditing).toHaveLength(2);
    const managers = BASE_ROLES.filter((r) => grantedMenuIds(r).some((id) => courseEditing.includes(id))).map((r) => r.code);
    expect(managers.length).toBeGreaterThan(0);
    for (const code of managers) expect(COURSE_ROUTE_ROLES['signup-rep']).toContain(code);
  });
});

describe('GET /system/user/simple-list', () => {
  let t: TestApp;
  let admin: string;
  const ids: Record<string, number> = {};

  const list = async (token: string, query: Record<string, string | number> = {}, tenantId?: number): Promise<UserSimpleVO[]> => {
    const r = await t.api.get<UserSimpleVO[]>(LIST, { token, query, tenantId });
    expect(r).toMatchObject({ code: 0 });
    return r.data!;
  };
  const names = (rows: UserSimpleVO[]) => rows.map((r) => r.username);

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.api.loginAsAdmin();
    ids.teacher1 = await createUser(t, 'lk_teacher1', [RoleCode.COURSE_TEACHER]);
    ids.teacher2 = await createUser(t, 'lk_teacher2', [RoleCode.COURSE_TEACHER, RoleCode.OTHER_TEACHER]);
    ids.other = await createUser(t, 'lk_other', [RoleCode.OTHER_TEACHER]);
    ids.visitor = await createUser(t, 'lk_visitor', [RoleCode.COMMON]);
    ids.noRole = await createUser(t, 'lk_norole');
    ids.disabled = await createUser(t, 'lk_disabled_teacher', [RoleCode.COURSE_TEACHER], { status: 1 });
    ids.pct = await createUser(t, 'lk_100pct');
    await t.sql(`update system_users set nickname = '王老师', real_name = '王小明', mobile = '13800138000' where id = ?`, [ids.teacher1]);
    await t.sql(`update system_users set nickname = 'Zhang', real_name = '张三', mobile = '13912345678' where id = ?`, [ids.visitor]);
    await t.sql(`update system_users set nickname = '百分之百%' where id = ?`, [ids.pct]);
    // another tenant with its own teacher and staff
    await t.sql(`insert into system_tenant (id, name, status) values (3, '分中心', 0)`);
    const [role3] = await t.sql<{ id: number }>(
      `insert into system_role (tenant_id, code, name, status, sort) values (3, 'course_teacher', '课程老师', 0, 6) returning id`,
    );
    await t.sql(`insert into system_role (tenant_id, code, name, status, sort) values (3, 'signup_admin', '报名管理员', 0, 5)`);
    ids.tenant3Teacher = await createUser(t, 'lk_t3_teacher', [RoleCode.COURSE_TEACHER], { tenantId: 3 });
    ids.tenant3Staff = await createUser(t, 'lkt3staff', [RoleCode.SIGNUP_ADMIN], { tenantId: 3 });
    expect(role3!.id).toBeGreaterThan(8);
  });
  afterAll(() => t.close());

  it('answers the enabled users of the tenant, ordered by id, with their roles; the super admin reads whole mobiles', async () => {
    const rows = await list(admin);
    expect(names(rows)).toEqual(['admin', 'lk_teacher1', 'lk_teacher2', 'lk_other', 'lk_visitor', 'lk_norole', 'lk_100pct']);
    expect(rows.map((r) => r.id)).toEqual([...rows.map((r) => r.id)].sort((a, b) => a - b));
    expect(rows[1]).toEqual({
      id: ids.teacher1,
      username: 'lk_teacher1',
      nickname: '王老师',
      realName: '王小明',
      mobile: '13800138000',
      roles: [RoleCode.COURSE_TEACHER],
    });
    expect(rows.find((r) => r.id === ids.teacher2)!.roles).toEqual([RoleCode.COURSE_TEACHER, RoleCode.OTHER_TEACHER]);
    expect(rows.find((r) => r.id === ids.noRole)).toMatchObject({ roles: [], realName: null, mobile: null });
    expect(Object.keys(rows[0]!).sort()).toEqual(['id', 'mobile', 'nickname', 'realName', 'roles', 'username']);
  });

  it('filters by role code (enabled roles only) and limits the rows', async () => {
    expect(names(await list(admin, { roleCode: 'course_teacher' }))).toEqual(['lk_teacher1', 'lk_teacher2']);
    expect(names(await list(admin, { roleCode: 'other_teacher' }))).toEqual(['lk_teacher2', 'lk_other']);
    expect(names(await list(admin, { roleCode: 'dept_admin' }))).toEqual([]);
    expect(names(await list(admin, { limit: 2 }))).toEqual(['admin', 'lk_teacher1']);
    expect(await list(admin, { limit: 50 })).toHaveLength(7);

    await t.sql(`update system_role set status = ${CommonStatus.DISABLE} where tenant_id = 1 and code = 'other_teacher'`);
    try {
      expect(names(await list(admin, { roleCode: 'other_teacher' }))).toEqual([]);
      expect((await list(admin, { keyword: 'lk_teacher2' }))[0]!.roles).toEqual([RoleCode.COURSE_TEACHER]);
    } finally {
      await t.sql(`update system_role set status = ${CommonStatus.ENABLE} where tenant_id = 1 and code = 'other_teacher'`);
    }
  });

  it('matches the keyword in username, nickname or real name (trimmed, any case, wildcards literal) and mobile', async () => {
    expect(names(await list(admin, { keyword: 'LK_TEACH' }))).toEqual(['lk_teacher1', 'lk_teacher2']);
    expect(names(await list(admin, { keyword: '  王老  ' }))).toEqual(['lk_teacher1']);
    expect(names(await list(admin, { keyword: '小明' }))).toEqual(['lk_teacher1']);
    expect(names(await list(admin, { keyword: 'zhang' }))).toEqual(['lk_visitor']);
    expect(names(await list(admin, { keyword: '%' }))).toEqual(['lk_100pct']);
    expect(names(await list(admin, { keyword: '_' }))).toEqual([
      'lk_teacher1',
      'lk_teacher2',
      'lk_other',
      'lk_visitor',
      'lk_norole',
      'lk_100pct',
    ]);
    expect(names(await list(admin, { keyword: 'lk_t_acher' }))).toEqual([]);
    expect(names(await list(admin, { keyword: '3800138' }))).toEqual(['lk_teacher1']);
    expect(names(await list(admin, { keyword: '   ' }))).toHaveLength(7);
    expect(names(await list(admin, { keyword: '王', roleCode: 'other_teacher' }))).toEqual([]);
    expect(names(await list(admin, { keyword: 'teacher', roleCode: 'other_teacher' }))).toEqual(['lk_teacher2']);
    expect(names(await list(admin, { keyword: 'disabled' }))).toEqual([]);
  });

  it('other staff see masked mobiles and find a user by mobile only with the whole number', async () => {
    const staff = await loginAs(t, 'lksignupadmin', [RoleCode.SIGNUP_ADMIN]);
    const [teacher] = await list(staff, { keyword: '13800138000' });
    expect(teacher).toMatchObject({ id: ids.teacher1, mobile: '138****8000' });
    expect(await list(staff, { keyword: '3800138' })).toEqual([]);
    expect((await list(staff, { keyword: 'zhang' }))[0]!.mobile).toBe('139****5678');
    expect(JSON.stringify(await list(staff))).not.toMatch(/13800138000|13912345678/);
  });

  it('answers only users of the caller’s tenant', async () => {
    const login = await t.api.post<{ accessToken: string }>(
      '/system/auth/login',
      { username: 'lkt3staff', password: TEST_PASSWORD },
      { tenantId: 3 },
    );
    const staff3 = login.data!.accessToken;
    expect(names(await list(staff3, {}, 3))).toEqual(['lk_t3_teacher', 'lkt3staff']);
    expect(names(await list(staff3, { roleCode: 'course_teacher' }, 3))).toEqual(['lk_t3_teacher']);
    expect(names(await list(staff3, { keyword: 'lk_teacher' }, 3))).toEqual([]);
    expect(names(await list(admin, { keyword: 'lk_t3' }))).toEqual([]);
    // the tenant header cannot switch the token's tenant
    expect((await t.api.get(LIST, { token: staff3, tenantId: 1 })).code).toBe(403);
  });

  it('is open to the staff roles of the supplementary signup only', async () => {
    expect((await t.api.get(LIST)).code).toBe(401);
    for (const role of [RoleCode.COMMON, RoleCode.COURSE_TEACHER, RoleCode.OTHER_TEACHER]) {
      const token = await loginAs(t, `lkdeny${role.replace('_', '')}`, [role]);
      expect((await t.api.get(LIST, { token })).code).toBe(403);
    }
    expect((await t.api.get(LIST, { token: await loginAs(t, 'lkdenynone') })).code).toBe(403);
    // tenant_admin exists only in the tenants it administers, not in the system tenant of this test
    for (const role of COURSE_ROUTE_ROLES['signup-rep'].filter((r) => r !== TENANT_ADMIN_ROLE_CODE)) {
      const token = await loginAs(t, `lkallow${role.replace('_', '')}`, [role]);
      const r = await t.api.get<UserSimpleVO[]>(LIST, { token, query: { keyword: 'lk_teacher1' } });
      expect(r.code).toBe(0);
      expect(r.data!.map((u) => u.id)).toEqual([ids.teacher1]);
    }
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const bad = async (query: Record<string, string | number | Array<string | number>>, message: string) => {
      const r = await t.api.get(LIST, { token: admin, query });
      expect(r.code).toBe(400);
      expect(r.msg).toContain(message);
      expect(r.data).toBeNull();
    };
    await bad({ roleCode: 'admin' }, 'roleCode must be one of');
    await bad({ roleCode: '' }, 'roleCode must be one of');
    await bad({ roleCode: ['course_teacher', 'other_teacher'] }, 'roleCode must be one of');
    await bad({ keyword: 'x'.repeat(51) }, 'keyword must be shorter than or equal to 50');
    await bad({ keyword: ['a', 'b'] }, 'keyword must be a string');
    await bad({ limit: 0 }, 'limit must not be less than 1');
    await bad({ limit: 51 }, 'limit must not be greater than 50');
    await bad({ limit: 'abc' }, 'limit must be an integer');
    await bad({ limit: '1.5' }, 'limit must be an integer');
    await bad({ limit: -1 }, 'limit must not be less than 1');
    // page parameters (this list does not page) and other unknown ones are ignored
    expect((await t.api.get(LIST, { token: admin, query: { pageNo: 1, pageSize: 10, deptName: 'x' } })).code).toBe(0);
    // 50 characters after trimming are fine
    expect((await t.api.get(LIST, { token: admin, query: { keyword: ` ${'x'.repeat(50)} ` } })).code).toBe(0);
  });
});
