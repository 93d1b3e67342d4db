/* eslint-disable @typescript-eslint/no-explicit-any -- tests read loosely typed envelopes */
import { CommonStatus, DataScope, MenuType, RoleCode, TENANT_ADMIN_ROLE_CODE } from '@dha/contracts';
import { withAdminApp, type TestApp } from '@dha/testing';
import { SystemErrors } from '../system.errors';
import { signIn, TEST_PASSWORD, uniq } from '../testing';

/**
 * Issue 29 hole 1: staff raised their own privileges with `assign-user-role` and reset the passwords
 * of accounts above them. The grant rule: nobody manages an account, or grants a role, menus or a
 * data scope, past what they hold; super_admin and tenant_admin are granted by a super admin only.
 * The seeded roles (seed/menus.ts), all of data scope ALL: dept_admin and area_admin hold every
 * course page and the user page; office_admin the same but the location page; signup_admin,
 * course_teacher and other_teacher a part of office_admin's; common nothing.
 */
describe('the grant rule: nobody reaches past their own menus and data scope', () => {
  let t: TestApp;
  let admin: string;
  let adminId: number;
  const role: Record<string, number> = {};
  withAdminApp(async (app, adminToken) => {
    [t, admin] = [app, adminToken];
    adminId = (await t.api.get<any>('/system/auth/get-permission-info', { token: admin })).data.user.id;
    for (const r of await t.sql<{ id: number; code: string }>(`select id, code from system_role where tenant_id = 1`)) role[r.code] = r.id;
  });

  const assignRoles = (token: string, userId: number, roleIds: number[]) =>
    t.api.post('/system/permission/assign-user-role', { userId, roleIds }, { token });
  const rolesOf = async (userId: number) =>
    (await t.api.get<number[]>('/system/permission/list-user-roles', { token: admin, query: { userId } })).data!;
  const resetPassword = (token: string, id: number) =>
    t.api.put('/system/user/update-password', { id, password: 'Taken@2026x' }, { token });
  const passwordHash = async (id: number) =>
    (await t.sql<{ password: string }>(`select password from system_users where id = ?`, [id]))[0]!.password;
  const denied = (code: number, name: string) => ({ code, msg: expect.stringContaining(`【${name}】`) });
  const codeAndMsg = (r: { code: number; msg: string }) => ({ code: r.code, msg: r.msg });

  it('an office admin cannot give itself dept_admin or area_admin (nor then reach the location page)', async () => {
    const office = await signIn(t, uniq('office'), [RoleCode.OFFICE_ADMIN]);
    for (const code of [RoleCode.DEPT_ADMIN, RoleCode.AREA_ADMIN]) {
      const r = await assignRoles(office.token, office.id, [role[RoleCode.OFFICE_ADMIN]!, role[code]!]);
      expect(codeAndMsg(r)).toEqual(
        denied(SystemErrors.USER_GRANT_ROLE_DENIED.code, code === RoleCode.DEPT_ADMIN ? '部门管理员' : '片区管理员'),
      );
    }
    expect(await rolesOf(office.id)).toEqual([role[RoleCode.OFFICE_ADMIN]]);
    const location = await t.api.post('/course/location/create', { name: uniq('地点'), sort: 1, status: 0 }, { token: office.token });
    expect(location.code).toBe(403);
  });

  it('an office admin may make a visitor a signup admin (signup_admin lies within office_admin) but not a dept admin', async () => {
    const office = await signIn(t, uniq('office'), [RoleCode.OFFICE_ADMIN]);
    const visitor = await signIn(t, uniq('visitor'), [RoleCode.COMMON]);
    const up = await assignRoles(office.token, visitor.id, [role[RoleCode.DEPT_ADMIN]!]);
    expect(codeAndMsg(up)).toEqual(denied(SystemErrors.USER_GRANT_ROLE_DENIED.code, '部门管理员'));
    expect(await rolesOf(visitor.id)).toEqual([role[RoleCode.COMMON]]);
    expect((await assignRoles(office.token, visitor.id, [role[RoleCode.SIGNUP_ADMIN]!])).data).toBe(true);
    expect(await rolesOf(visitor.id)).toEqual([role[RoleCode.SIGNUP_ADMIN]]);
    // nor on a new account
    const created = await t.api.post(
      '/system/user/create',
      { username: uniq('made'), nickname: '新人', password: 'Pass@1234', roleIds: [role[RoleCode.AREA_ADMIN]] },
      { token: office.token },
    );
    expect(codeAndMsg(created)).toEqual(denied(SystemErrors.USER_GRANT_ROLE_DENIED.code, '片区管理员'));
  });

  it('a dept admin resets the passwords of accounts within its reach (signup admin, teacher), not of a super admin', async () => {
    const dept = await signIn(t, uniq('dept'), [RoleCode.DEPT_ADMIN]);
    const signup = await signIn(t, uniq('signupadmin'), [RoleCode.SIGNUP_ADMIN]);
    const teacher = await signIn(t, uniq('teacher'), [RoleCode.COURSE_TEACHER]);
    for (const id of [signup.id, teacher.id]) expect((await resetPassword(dept.token, id)).data).toBe(true);
    const before = await passwordHash(adminId);
    expect((await resetPassword(dept.token, adminId)).code).toBe(SystemErrors.USER_SUPER_ADMIN_PROTECTED.code);
    expect(await passwordHash(adminId)).toBe(before);
  });

  it('an office admin manages no account holding more: no reset, edit, status, delete or roles of a dept or area admin', async () => {
    const office = await signIn(t, uniq('office'), [RoleCode.OFFICE_ADMIN]);
    for (const code of [RoleCode.DEPT_ADMIN, RoleCode.AREA_ADMIN]) {
      const name = uniq('above');
      const above = await signIn(t, name, [code]);
      const hash = await passwordHash(above.id);
      const refused = denied(SystemErrors.USER_MANAGE_DENIED.code, name);
      expect(codeAndMsg(await resetPassword(office.token, above.id))).toEqual(refused);
      expect(
        codeAndMsg(await t.api.put('/system/user/update', { id: above.id, username: name, nickname: '改名' }, { token: office.token })),
      ).toEqual(refused);
      expect(codeAndMsg(await t.api.put('/system/user/update-status', { id: above.id, status: 1 }, { token: office.token }))).toEqual(
        refused,
      );
      expect(codeAndMsg(await t.api.delete('/system/user/delete', { token: office.token, query: { id: above.id } }))).toEqual(refused);
      expect(codeAndMsg(await assignRoles(office.token, above.id, []))).toEqual(refused);
      const [row] = await t.sql<{ nickname: string; status: number }>(`select nickname, status from system_users where id = ?`, [above.id]);
      expect(row).toEqual({ nickname: name, status: CommonStatus.ENABLE });
      expect(await passwordHash(above.id)).toBe(hash);
      expect(await rolesOf(above.id)).toEqual([role[code]]);
      expect(await t.api.login(name, TEST_PASSWORD)).toBeTruthy();
    }
  });

  it('tenant_admin and super_admin are granted by a super admin only; a super admin grants and manages anything', async () => {
    const tenantAdmin = (
      await t.api.post<number>(
        '/system/role/create',
        { name: uniq('租户管理员'), code: TENANT_ADMIN_ROLE_CODE, sort: 0, status: CommonStatus.ENABLE },
        { token: admin },
      )
    ).data!;
    try {
      const dept = await signIn(t, uniq('dept'), [RoleCode.DEPT_ADMIN]);
      const plain = await signIn(t, uniq('plain'), [RoleCode.COMMON]);
      // tenant_admin holds no menu here: only its code makes it an admin role
      expect((await assignRoles(dept.token, plain.id, [tenantAdmin])).code).toBe(SystemErrors.USER_GRANT_ADMIN_ROLE_DENIED.code);
      expect((await assignRoles(dept.token, plain.id, [role[RoleCode.SUPER_ADMIN]!])).code).toBe(
        SystemErrors.USER_GRANT_SUPER_ADMIN_DENIED.code,
      );
      expect(await rolesOf(plain.id)).toEqual([role[RoleCode.COMMON]]);
      expect((await assignRoles(admin, plain.id, [tenantAdmin, role[RoleCode.DEPT_ADMIN]!, role[RoleCode.AREA_ADMIN]!])).data).toBe(true);
      expect((await assignRoles(admin, dept.id, [role[RoleCode.SUPER_ADMIN]!])).data).toBe(true);
      expect((await resetPassword(admin, dept.id)).data).toBe(true);
      // the account made a super admin is no longer anyone else's to manage
      const office = await signIn(t, uniq('office'), [RoleCode.OFFICE_ADMIN]);
      expect((await assignRoles(office.token, dept.id, [])).code).toBe(SystemErrors.USER_SUPER_ADMIN_PROTECTED.code);
    } finally {
      await t.sql(`delete from system_role where id = ?`, [tenantAdmin]);
    }
  });

  it('keeping a role the account holds is no grant; dropping roles of an account within reach is allowed', async () => {
    const office = await signIn(t, uniq('office'), [RoleCode.OFFICE_ADMIN]);
    const teacher = await signIn(t, uniq('teacher'), [RoleCode.COURSE_TEACHER, RoleCode.OTHER_TEACHER]);
    expect((await assignRoles(office.token, teacher.id, [role[RoleCode.COURSE_TEACHER]!])).data).toBe(true);
    expect(await rolesOf(teacher.id)).toEqual([role[RoleCode.COURSE_TEACHER]]);
    // a peer: the same roles are no more than the caller holds
    const peer = await signIn(t, uniq('peer'), [RoleCode.OFFICE_ADMIN]);
    expect((await assignRoles(office.token, peer.id, [role[RoleCode.OFFICE_ADMIN]!, role[RoleCode.SIGNUP_ADMIN]!])).data).toBe(true);
  });

  it('the role picker of the assigning dialogs offers only the roles the caller may grant', async () => {
    const office = await signIn(t, uniq('office'), [RoleCode.OFFICE_ADMIN]);
    const names = async (token: string, query?: Record<string, string>) =>
      (await t.api.get<Array<{ id: number }>>('/system/role/simple-list', { token, query })).data!.map((r) => r.id);
    const offered = await names(office.token, { grantable: 'true' });
    expect(offered).toEqual(
      expect.arrayContaining(
        [RoleCode.OFFICE_ADMIN, RoleCode.SIGNUP_ADMIN, RoleCode.COURSE_TEACHER, RoleCode.OTHER_TEACHER].map((c) => role[c]),
      ),
    );
    for (const c of [RoleCode.SUPER_ADMIN, RoleCode.DEPT_ADMIN, RoleCode.AREA_ADMIN]) expect(offered).not.toContain(role[c]);
    // without the filter the upstream list stays (everything enabled but super_admin)
    expect(await names(office.token)).toEqual(expect.arrayContaining([role[RoleCode.DEPT_ADMIN], role[RoleCode.AREA_ADMIN]]));
    expect(await names(admin, { grantable: 'true' })).toEqual(await names(admin));
    expect((await t.api.get('/system/role/simple-list', { token: office.token, query: { grantable: 'yes' } })).code).toBe(400);
  });

  describe('a role administrator below super admin', () => {
    const ROLE_PAGE = 100;
    const POST_PAGE = 102;
    const LOCATION_PAGE = 516;
    /** The system directory, these pages and their buttons. */
    const withButtons = async (...pages: number[]) => [
      1,
      ...pages,
      ...(
        await t.sql<{ id: number }>(`select id from system_menu where type = ? and parent_id = any(?::int[])`, [
          MenuType.BUTTON,
          `{${pages.join(',')}}`,
        ])
      ).map((r) => Number(r.id)),
    ];
    const newRole = async (menuIds: number[], dataScope: number = DataScope.ALL, dataScopeDeptIds: number[] = []) => {
      const code = uniq('r');
      const id = (await t.api.post<number>('/system/role/create', { name: uniq('角色'), code, sort: 9, status: 0 }, { token: admin }))
        .data!;
      expect((await t.api.post('/system/permission/assign-role-menu', { roleId: id, menuIds }, { token: admin })).data).toBe(true);
      expect(
        (await t.api.post('/system/permission/assign-role-data-scope', { roleId: id, dataScope, dataScopeDeptIds }, { token: admin })).data,
      ).toBe(true);
      return { id, code };
    };
    const menusOf = async (roleId: number) =>
      (await t.api.get<number[]>('/system/permission/list-role-menus', { token: admin, query: { roleId } })).data!;
    const dept = async () =>
      (await t.api.post<number>('/system/dept/create', { name: uniq('部'), parentId: 0, sort: 1, status: 0 }, { token: admin })).data!;

    it('gives a role only menus it holds itself, and edits no role holding more', async () => {
      const rolePages = await withButtons(ROLE_PAGE, POST_PAGE);
      const own = await newRole(rolePages);
      const keeper = await signIn(t, uniq('keeper'), [own.code]);
      const target = await newRole([]);
      // its own role (the way up through a role it holds) and another: a menu it lacks is refused, naming it
      for (const roleId of [own.id, target.id]) {
        const before = await menusOf(roleId);
        const r = await t.api.post(
          '/system/permission/assign-role-menu',
          { roleId, menuIds: [...rolePages, LOCATION_PAGE] },
          { token: keeper.token },
        );
        expect(codeAndMsg(r)).toEqual({ code: SystemErrors.ROLE_GRANT_MENU_DENIED.code, msg: expect.stringContaining('上课地点') });
        expect(await menusOf(roleId)).toEqual(before);
      }
      const within = await withButtons(POST_PAGE);
      expect(
        (await t.api.post('/system/permission/assign-role-menu', { roleId: target.id, menuIds: within }, { token: keeper.token })).data,
      ).toBe(true);
      expect(await menusOf(target.id)).toEqual([...within].sort((a, b) => a - b));
      // a wider role is not its to change, grant or remove from
      const wider = role[RoleCode.DEPT_ADMIN]!;
      const widerMenus = await menusOf(wider);
      const manage = await t.api.post('/system/permission/assign-role-menu', { roleId: wider, menuIds: [] }, { token: keeper.token });
      expect(codeAndMsg(manage)).toEqual(denied(SystemErrors.ROLE_MANAGE_DENIED.code, '部门管理员'));
      expect(await menusOf(wider)).toEqual(widerMenus);
      const scope = await t.api.post(
        '/system/permission/assign-role-data-scope',
        { roleId: wider, dataScope: DataScope.DEPT_SELF },
        { token: keeper.token },
      );
      expect(scope.code).toBe(SystemErrors.ROLE_MANAGE_DENIED.code);
      expect(
        (
          await t.api.put(
            '/system/role/update',
            { id: wider, name: '部门管理员', code: 'dept_admin', sort: 2, status: 1 },
            { token: keeper.token },
          )
        ).code,
      ).toBe(SystemErrors.ROLE_MANAGE_DENIED.code);
      expect((await t.sql<{ status: number }>(`select status from system_role where id = ?`, [wider]))[0]!.status).toBe(
        CommonStatus.ENABLE,
      );
    });

    it('gives a role no data scope wider than its own; a role it creates starts within its own', async () => {
      const [home, elsewhere] = [await dept(), await dept()];
      const rolePages = await withButtons(ROLE_PAGE);
      const own = await newRole(rolePages, DataScope.DEPT_ONLY);
      const keeper = await signIn(t, uniq('keeper'), [own.code]);
      await t.sql(`update system_users set dept_id = ? where id = ?`, [home, keeper.id]);
      const target = await newRole([], DataScope.DEPT_SELF);
      const give = (dataScope: number, dataScopeDeptIds: number[] = []) =>
        t.api.post(
          '/system/permission/assign-role-data-scope',
          { roleId: target.id, dataScope, dataScopeDeptIds },
          { token: keeper.token },
        );
      for (const [scope, depts] of [
        [DataScope.ALL, []],
        [DataScope.DEPT_AND_CHILD, []],
        [DataScope.DEPT_CUSTOM, [elsewhere]],
      ] as Array<[number, number[]]>) {
        expect([scope, (await give(scope, depts)).code]).toEqual([scope, SystemErrors.ROLE_GRANT_DATA_SCOPE_DENIED.code]);
      }
      // its own role cannot be widened either
      const widen = await t.api.post(
        '/system/permission/assign-role-data-scope',
        { roleId: own.id, dataScope: DataScope.ALL },
        { token: keeper.token },
      );
      expect(widen.code).toBe(SystemErrors.ROLE_GRANT_DATA_SCOPE_DENIED.code);
      const scopes = await t.sql<{ id: number; data_scope: number }>(
        `select id, data_scope from system_role where id in (?, ?) order by id`,
        [own.id, target.id],
      );
      expect(scopes.map((s) => Number(s.data_scope))).toEqual([DataScope.DEPT_ONLY, DataScope.DEPT_SELF]);
      for (const [scope, depts] of [
        [DataScope.DEPT_ONLY, []],
        [DataScope.DEPT_CUSTOM, [home]],
        [DataScope.DEPT_SELF, []],
      ] as Array<[number, number[]]>) {
        expect([scope, (await give(scope, depts)).code]).toEqual([scope, 0]);
      }
      // what it creates starts with only the own rows (a new role would otherwise see everything)
      const made = await t.api.post<number>(
        '/system/role/create',
        { name: uniq('新角色'), code: uniq('n'), sort: 1, status: 0 },
        { token: keeper.token },
      );
      expect(made.code).toBe(0);
      expect((await t.sql<{ data_scope: number }>(`select data_scope from system_role where id = ?`, [made.data]))[0]!.data_scope).toBe(
        DataScope.DEPT_SELF,
      );
    });

    it('manages and grants only within its data scope: not an account of another department, not a role reaching there', async () => {
      const [home, elsewhere] = [await dept(), await dept()];
      const userPages = await withButtons(110);
      const own = await newRole(userPages, DataScope.DEPT_ONLY);
      const keeper = await signIn(t, uniq('keeper'), [own.code]);
      const local = await newRole([], DataScope.DEPT_ONLY);
      const custom = await newRole([], DataScope.DEPT_CUSTOM, [elsewhere]);
      const name = uniq('far');
      const far = await signIn(t, name, [local.code]);
      const near = await signIn(t, uniq('near'), []);
      await t.sql(`update system_users set dept_id = ? where id = ?`, [home, keeper.id]);
      await t.sql(`update system_users set dept_id = ? where id = ?`, [elsewhere, far.id]);
      await t.sql(`update system_users set dept_id = ? where id = ?`, [home, near.id]);
      expect(codeAndMsg(await resetPassword(keeper.token, far.id))).toEqual(denied(SystemErrors.USER_MANAGE_DENIED.code, name));
      expect((await assignRoles(keeper.token, near.id, [custom.id])).code).toBe(SystemErrors.USER_GRANT_ROLE_DENIED.code);
      expect((await assignRoles(keeper.token, near.id, [local.id])).data).toBe(true);
      // moving someone out of its scope is refused too
      const moved = await t.api.put(
        '/system/user/update',
        {
          id: near.id,
          username: (await t.sql<{ username: string }>(`select username from system_users where id = ?`, [near.id]))[0]!.username,
          nickname: 'n',
          deptId: elsewhere,
        },
        { token: keeper.token },
      );
      expect(moved.code).toBe(SystemErrors.USER_DEPT_OUT_OF_SCOPE.code);
    });
  });
});
