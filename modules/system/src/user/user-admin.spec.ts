/* eslint-disable @typescript-eslint/no-explicit-any -- tests read loosely typed envelopes */
import { SystemEventTypes } from '../contract/system.events';
import { CommonStatus, PAGE_SIZE_MAX, RoleCode, type PageResult, type UserProfileResp, type UserVO } from '@dha/contracts';
import { downloadXlsx } from '@dha/infra/testing';
import { waitFor, withAdminApp, type TestApp } from '@dha/testing';
import { SystemErrors } from '../system.errors';
import { AuthErrors } from '@dha/auth';
import { signIn, uniq } from '../testing';

const PERMISSION_INFO = '/system/auth/get-permission-info';

describe('users /system/user/*', () => {
  let t: TestApp;
  let admin: string;
  let adminId: number;
  let deptTop: number;
  let deptChild: number;
  let deptOther: number;
  let postA: number;
  let postB: number;
  let teacherRole: number;
  let superRole: number;
  withAdminApp(
    async (app, adminToken) => {
      [t, admin] = [app, adminToken];
      adminId = (await t.api.get<any>(PERMISSION_INFO, { token: admin })).data.user.id;
      const dept = async (name: string, parentId = 0) =>
        (await t.api.post<number>('/system/dept/create', { name, parentId, sort: 1, status: 0 }, { token: admin })).data!;
      deptTop = await dept(uniq('总部'));
      deptChild = await dept(uniq('分部'), deptTop);
      deptOther = await dept(uniq('别处'));
      const post = async () =>
        (await t.api.post<number>('/system/post/create', { name: uniq('岗'), code: uniq('p'), sort: 1, status: 0 }, { token: admin }))
          .data!;
      postA = await post();
      postB = await post();
      const roles = await t.sql<{ id: number; code: string }>(`select id, code from system_role where tenant_id = 1`);
      teacherRole = roles.find((r) => r.code === RoleCode.COURSE_TEACHER)!.id;
      superRole = roles.find((r) => r.code === RoleCode.SUPER_ADMIN)!.id;
    },
    { LOGIN_CAPTCHA_AFTER_FAILURES: '1000' },
  ); // the lock tests below guess without captchas

  const count = () => t.rowCount('system_users');
  const body = (o: Record<string, unknown> = {}) => ({
    username: uniq('user'),
    nickname: '张老师',
    password: 'Pass@1234',
    deptId: deptChild,
    postIds: [postA],
    email: `${uniq('m')}@example.com`,
    mobile: null,
    sex: 1,
    remark: '备注',
    ...o,
  });
  const create = async (o: Record<string, unknown> = {}, token = admin): Promise<number> => {
    const r = await t.api.post<number>('/system/user/create', body(o), { token });
    expect([r.code, r.msg]).toEqual([0, '']);
    return r.data!;
  };
  const get = async (id: number) => (await t.api.get<UserVO>('/system/user/get', { token: admin, query: { id } })).data!;
  const page = (query: Record<string, string | number>) => t.api.get<PageResult<UserVO>>('/system/user/page', { token: admin, query });
  const login = (username: string, password: string) => t.api.post<any>('/system/auth/login', { username, password });

  it('creates, reads, pages, updates and deletes users', async () => {
    const username = uniq('teacher');
    const id = await create({ username, roleIds: [teacherRole], postIds: [postA, postB], mobile: '13800001111' });
    expect(await get(id)).toEqual({
      id,
      username,
      nickname: '张老师',
      remark: '备注',
      deptId: deptChild,
      deptName: expect.stringContaining('分部'),
      postIds: [postA, postB].sort((a, b) => a - b),
      email: expect.stringContaining('@example.com'),
      mobile: '13800001111',
      sex: 1,
      avatar: '',
      status: 0,
      loginIp: null,
      loginDate: null,
      createTime: expect.any(Number),
    });
    expect((await t.api.get('/system/permission/list-user-roles', { token: admin, query: { userId: id } })).data).toEqual([teacherRole]);
    // the new account signs in with its password
    expect((await login(username, 'Pass@1234')).code).toBe(0);

    // filters: the department and the ones below it, the texts, the status and the creation range
    expect((await page({ deptId: deptTop, username })).data).toMatchObject({ total: 1, list: [{ id }] });
    expect((await page({ deptId: deptOther, username })).data!.total).toBe(0);
    expect((await page({ nickname: '张老', mobile: '0000111' })).data!.list.map((u) => u.id)).toContain(id);
    expect((await page({ username, status: 1 })).data!.total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await page({ username, 'createTime[0]': `${today} 00:00:00`, 'createTime[1]': '2099-01-01 23:59:59' })).data!.total).toBe(1);
    expect((await page({ username, 'createTime[0]': '2000-01-01 00:00:00', 'createTime[1]': '2000-01-02 23:59:59' })).data!.total).toBe(0);
    expect((await page({ username: "%' or '1'='1" })).data).toEqual({ total: 0, list: [] });

    const update = { id, username, nickname: '李老师', deptId: deptOther, postIds: [postB], email: null, mobile: null, sex: 2, remark: '' };
    expect((await t.api.put('/system/user/update', update, { token: admin })).data).toBe(true);
    expect(await get(id)).toMatchObject({ nickname: '李老师', deptId: deptOther, postIds: [postB], email: null, sex: 2, remark: null });

    expect((await t.api.delete('/system/user/delete', { token: admin, query: { id } })).data).toBe(true);
    expect((await t.api.get('/system/user/get', { token: admin, query: { id } })).code).toBe(SystemErrors.USER_NOT_EXISTS.code);
    expect(await t.rowCount(`system_user_post where user_id = ${id}`)).toBe(0);
    expect(await t.rowCount(`system_user_role where user_id = ${id}`)).toBe(0);
  });

  it('pages 20 rows with their department names and posts', async () => {
    const tag = uniq('bulk');
    for (let i = 0; i < 20; i++) await create({ username: `${tag}${i}`, email: null, postIds: [postA] });
    const r = await page({ username: tag, pageSize: 20 });
    expect(r.data!.total).toBe(20);
    expect(r.data!.list.every((u) => u.deptName?.includes('分部') && u.postIds[0] === postA)).toBe(true);
  });

  it('refuses duplicates and unknown departments, posts and roles, writing nothing', async () => {
    const username = uniq('dup');
    await create({ username, mobile: '13900002222', email: 'dup-user@example.com' });
    const before = await count();
    const codeOf = async (o: Record<string, unknown>) => (await t.api.post('/system/user/create', body(o), { token: admin })).code;
    expect(await codeOf({ username })).toBe(SystemErrors.USER_USERNAME_EXISTS.code);
    expect(await codeOf({ mobile: '13900002222' })).toBe(SystemErrors.USER_MOBILE_EXISTS.code);
    expect(await codeOf({ email: 'dup-user@example.com' })).toBe(SystemErrors.USER_EMAIL_EXISTS.code);
    expect(await codeOf({ deptId: 999_999 })).toBe(SystemErrors.USER_DEPT_NOT_FOUND.code);
    expect(await codeOf({ postIds: [postA, 999_999] })).toBe(SystemErrors.USER_POST_NOT_FOUND.code);
    expect(await codeOf({ roleIds: [999_999] })).toBe(SystemErrors.USER_ROLE_NOT_FOUND.code);
    expect(await count()).toBe(before);
    const other = await create();
    expect((await t.api.put('/system/user/update', { ...body({ username }), id: other, password: undefined }, { token: admin })).code).toBe(
      SystemErrors.USER_USERNAME_EXISTS.code,
    );
    const missing = { ...body(), id: 999_999, password: undefined };
    expect((await t.api.put('/system/user/update', missing, { token: admin })).code).toBe(SystemErrors.USER_NOT_EXISTS.code);
    expect((await t.api.delete('/system/user/delete', { token: admin, query: { id: 999_999 } })).code).toBe(
      SystemErrors.USER_NOT_EXISTS.code,
    );
    const some = await count();
    expect((await t.api.delete('/system/user/delete-list', { token: admin, query: { ids: `${other},999999` } })).code).toBe(
      SystemErrors.USER_NOT_EXISTS.code,
    );
    expect(await count()).toBe(some);
  });

  it('deletes a list of users, all or none', async () => {
    const a = await create();
    const b = await create();
    const before = await count();
    expect((await t.api.delete('/system/user/delete-list', { token: admin, query: { ids: `${a},${adminId}` } })).code).toBe(
      SystemErrors.USER_SELF_FORBIDDEN.code,
    );
    expect(await count()).toBe(before);
    expect((await t.api.delete('/system/user/delete-list', { token: admin, query: { ids: `${a},${b}` } })).data).toBe(true);
    expect(await count()).toBe(before - 2);
  });

  it('stays in its tenant', async () => {
    const [other] = await t
      .sql<{ id: number }>(`insert into system_users (tenant_id, username, password, nickname) values (2, ?, 'x', 'other') returning id`, [
        uniq('t2'),
      ])
      .catch(async () => {
        await t.sql(`insert into system_tenant (id, name, status) values (2, '其他租户', 0) on conflict (id) do nothing`);
        return t.sql<{ id: number }>(
          `insert into system_users (tenant_id, username, password, nickname) values (2, ?, 'x', 'other') returning id`,
          [uniq('t2')],
        );
      });
    const id = other!.id;
    expect((await t.api.get('/system/user/get', { token: admin, query: { id } })).code).toBe(SystemErrors.USER_NOT_EXISTS.code);
    expect((await t.api.put('/system/user/update-status', { id, status: 1 }, { token: admin })).code).toBe(
      SystemErrors.USER_NOT_EXISTS.code,
    );
    expect((await t.api.delete('/system/user/delete', { token: admin, query: { id } })).code).toBe(SystemErrors.USER_NOT_EXISTS.code);
    expect((await t.api.post('/system/permission/assign-user-role', { userId: id, roleIds: [] }, { token: admin })).code).toBe(
      SystemErrors.USER_NOT_EXISTS.code,
    );
  });

  it('disabling a user ends their sessions at once, with the user-disabled event', async () => {
    const username = uniq('victim');
    const id = await create({ username });
    const token = (await login(username, 'Pass@1234')).data.accessToken;
    expect((await t.api.get(PERMISSION_INFO, { token })).code).toBe(0);
    expect((await t.api.put('/system/user/update-status', { id, status: CommonStatus.DISABLE }, { token: admin })).data).toBe(true);
    expect((await t.api.get(PERMISSION_INFO, { token })).code).toBe(401);
    // the auth module revokes the tokens when it consumes the user-disabled event (refused at once before that)
    await waitFor(async () => (await t.rowCount(`system_refresh_token where user_id = ${id}`)) === 0 || undefined);
    const events = await t.sql<{ type: string }>(`select type from core_outbox_event where aggregate_type = 'user' and aggregate_id = ?`, [
      String(id),
    ]);
    expect(events.map((e) => e.type)).toContain(SystemEventTypes.USER_DISABLED);
    expect((await login(username, 'Pass@1234')).code).toBe(AuthErrors.LOGIN_USER_DISABLED.code);
    expect((await get(id)).status).toBe(CommonStatus.DISABLE);
    expect((await t.api.put('/system/user/update-status', { id, status: CommonStatus.ENABLE }, { token: admin })).data).toBe(true);
    expect((await login(username, 'Pass@1234')).code).toBe(0);
  });

  it('nobody disables or deletes themselves', async () => {
    expect((await t.api.put('/system/user/update-status', { id: adminId, status: 1 }, { token: admin })).code).toBe(
      SystemErrors.USER_SELF_FORBIDDEN.code,
    );
    expect((await t.api.delete('/system/user/delete', { token: admin, query: { id: adminId } })).code).toBe(
      SystemErrors.USER_SELF_FORBIDDEN.code,
    );
    expect((await t.api.get(PERMISSION_INFO, { token: admin })).code).toBe(0);
  });

  it('a non-super-admin can neither grant super_admin nor touch a super admin', async () => {
    const office = await signIn(t, uniq('office'), [RoleCode.OFFICE_ADMIN]);
    const before = await count();
    expect((await t.api.post('/system/user/create', body({ roleIds: [superRole] }), { token: office.token })).code).toBe(
      SystemErrors.USER_GRANT_SUPER_ADMIN_DENIED.code,
    );
    expect(await count()).toBe(before);
    const plain = await create({}, office.token);
    expect(
      (await t.api.post('/system/permission/assign-user-role', { userId: plain, roleIds: [superRole] }, { token: office.token })).code,
    ).toBe(SystemErrors.USER_GRANT_SUPER_ADMIN_DENIED.code);
    expect(
      (await t.api.post('/system/permission/assign-user-role', { userId: office.id, roleIds: [superRole] }, { token: office.token })).code,
    ).toBe(SystemErrors.USER_GRANT_SUPER_ADMIN_DENIED.code);
    const protectedCode = SystemErrors.USER_SUPER_ADMIN_PROTECTED.code;
    expect(
      (await t.api.put('/system/user/update', { ...body(), id: adminId, username: 'admin', password: undefined }, { token: office.token }))
        .code,
    ).toBe(protectedCode);
    expect((await t.api.put('/system/user/update-status', { id: adminId, status: 1 }, { token: office.token })).code).toBe(protectedCode);
    expect((await t.api.put('/system/user/update-password', { id: adminId, password: 'Hacked@2026' }, { token: office.token })).code).toBe(
      protectedCode,
    );
    expect((await t.api.delete('/system/user/delete', { token: office.token, query: { id: adminId } })).code).toBe(protectedCode);
    expect((await t.api.post('/system/permission/assign-user-role', { userId: adminId, roleIds: [] }, { token: office.token })).code).toBe(
      protectedCode,
    );
    expect((await t.api.get(PERMISSION_INFO, { token: admin })).code).toBe(0);
    // the office admin does create teachers and grants them the teacher role
    expect(
      (await t.api.post('/system/permission/assign-user-role', { userId: plain, roleIds: [teacherRole] }, { token: office.token })).data,
    ).toBe(true);
    // the super admin may grant it
    expect((await t.api.post('/system/permission/assign-user-role', { userId: plain, roleIds: [superRole] }, { token: admin })).data).toBe(
      true,
    );
    expect((await t.api.get('/system/permission/list-user-roles', { token: admin, query: { userId: plain } })).data).toEqual([superRole]);
  });

  it('assigning roles changes what the user may do at their next request', async () => {
    const username = uniq('grant');
    const id = await create({ username });
    const token = (await login(username, 'Pass@1234')).data.accessToken;
    expect((await t.api.get<any>(PERMISSION_INFO, { token })).data.roles).toEqual([]);
    expect((await t.api.post('/system/permission/assign-user-role', { userId: id, roleIds: [teacherRole] }, { token: admin })).data).toBe(
      true,
    );
    expect((await t.api.get<any>(PERMISSION_INFO, { token })).data.roles).toEqual([RoleCode.COURSE_TEACHER]);
    expect((await t.api.post('/system/permission/assign-user-role', { userId: id, roleIds: [] }, { token: admin })).data).toBe(true);
    expect((await t.api.get('/system/permission/list-user-roles', { token: admin, query: { userId: id } })).data).toEqual([]);
  });

  it('an admin password reset: sessions end, the lock lifts, and the user must change the password first', async () => {
    const username = uniq('reset');
    const id = await create({ username });
    const old = (await login(username, 'Pass@1234')).data.accessToken;
    // lock the account with wrong passwords
    for (let i = 0; i < t.config.LOGIN_MAX_FAILURES; i++) await login(username, 'wrong-pass');
    expect((await login(username, 'Pass@1234')).code).toBe(429);

    expect((await t.api.put('/system/user/update-password', { id, password: 'NewPass@1' }, { token: admin })).data).toBe(true);
    expect((await t.api.get(PERMISSION_INFO, { token: old })).code).toBe(401);
    const session = (await login(username, 'NewPass@1')).data;
    const token = session.accessToken;
    // only the permission info, logout, refresh and the own password change pass
    expect((await t.api.get<any>(PERMISSION_INFO, { token })).data.user.passwordChangeRequired).toBe(true);
    const held = await t.api.get('/system/user/profile/get', { token });
    expect([held.code, held.msg]).toEqual([AuthErrors.USER_PASSWORD_CHANGE_REQUIRED.code, AuthErrors.USER_PASSWORD_CHANGE_REQUIRED.msg]);
    expect((await t.api.get('/system/user/getMyProfileInfo', { token })).code).toBe(AuthErrors.USER_PASSWORD_CHANGE_REQUIRED.code);
    const refreshed = await t.api.post<any>('/system/auth/refresh-token', undefined, { query: { refreshToken: session.refreshToken } });
    expect(refreshed.code).toBe(0);
    const current = refreshed.data.accessToken;
    const change = await t.api.put(
      '/system/user/profile/update-password',
      { oldPassword: 'NewPass@1', newPassword: 'Mine1234' },
      { token: current },
    );
    expect(change.code).toBe(0);
    expect((await t.api.get('/system/user/getMyProfileInfo', { token: current })).code).toBe(0);
    expect((await t.sql<{ f: boolean }>(`select password_change_required f from system_users where id = ?`, [id]))[0]!.f).toBe(false);
    expect((await t.api.post('/system/auth/logout', undefined, { token: current })).code).toBe(0);
  });

  it('unlock lifts the login lock', async () => {
    const username = uniq('locked');
    const id = await create({ username });
    for (let i = 0; i < t.config.LOGIN_MAX_FAILURES; i++) await login(username, 'wrong-pass');
    expect((await login(username, 'Pass@1234')).code).toBe(429);
    expect((await t.api.put('/system/user/unlock', undefined, { token: admin, query: { id } })).data).toBe(true);
    expect((await login(username, 'Pass@1234')).code).toBe(0);
    expect((await t.api.put('/system/user/unlock', undefined, { token: admin, query: { id: 999_999 } })).code).toBe(
      SystemErrors.USER_NOT_EXISTS.code,
    );
  });

  it('serves the own profile and the (empty) social bindings in the upstream shapes', async () => {
    const username = uniq('profile');
    await create({ username, roleIds: [teacherRole], postIds: [postA] });
    const token = (await login(username, 'Pass@1234')).data.accessToken;
    const profile = (await t.api.get<UserProfileResp>('/system/user/profile/get', { token })).data!;
    expect(profile).toMatchObject({
      username,
      nickname: '张老师',
      roles: [{ id: teacherRole, name: '课程老师' }],
      dept: { id: deptChild, parentId: deptTop },
      posts: [{ id: postA }],
      loginDate: expect.any(Number),
    });
    expect((await t.api.get('/system/social-user/get-bind-list', { token })).data).toEqual([]);
  });

  it('exports the filtered users as an xlsx workbook', async () => {
    const tag = uniq('exp');
    await create({ username: `${tag}a`, nickname: '导出甲' });
    await create({ username: `${tag}b`, nickname: '导出乙', sex: 2 });
    await create({ username: uniq('other') });
    const { rows } = await downloadXlsx(t, '/system/user/export-excel', admin, { username: tag });
    expect(rows[0]).toEqual([
      '用户编号',
      '用户名称',
      '用户昵称',
      '部门名称',
      '用户邮箱',
      '手机号码',
      '用户性别',
      '帐号状态',
      '最后登录IP',
      '最后登录时间',
    ]);
    expect(rows.slice(1).map((r) => [r[1], r[2], r[6], r[7]])).toEqual([
      [`${tag}b`, '导出乙', '女', '开启'],
      [`${tag}a`, '导出甲', '男', '开启'],
    ]);
    expect((await t.api.get('/system/user/export-excel', { token: admin, query: { status: 'x' } })).code).toBe(400);
  });

  it.each([
    ['a missing username', { username: undefined }, 'username'],
    ['a short username', { username: 'abc' }, 'username'],
    ['a username with symbols', { username: "ab'; drop table system_users; --" }, 'username'],
    ['a nickname over 30 characters', { nickname: 'x'.repeat(31) }, 'nickname'],
    ['a missing password', { password: undefined }, 'password'],
    ['a password over 128 characters', { password: 'p'.repeat(129) }, 'password'],
    ['a deptId as a word', { deptId: 'root' }, 'deptId'],
    ['postIds that are not ids', { postIds: ['a'] }, 'postIds'],
    ['too many roleIds', { roleIds: Array.from({ length: 21 }, (_, i) => i + 1) }, 'roleIds'],
    ['a bad email', { email: 'not-an-email' }, 'email'],
    ['a bad mobile', { mobile: '123' }, 'mobile'],
    ['an unknown sex', { sex: 9 }, 'sex'],
    ['a remark over 500 characters', { remark: 'r'.repeat(501) }, 'remark'],
  ])('refuses %s with 400, nothing written', async (_label, o, field) => {
    const before = await count();
    const r = await t.api.post('/system/user/create', body(o), { token: admin });
    expect(r.code).toBe(400);
    expect(r.msg).toContain(field);
    expect(await count()).toBe(before);
  });

  it('reads a body as upstream does: unknown fields ignored and not stored, an empty deptId taken as none', async () => {
    const id = await create({ id: null, tenantId: 2, createTime: 1_700_000_000_000, params: {}, deptId: '' });
    const [row] = await t.sql<any>(
      `select tenant_id, dept_id, create_time > now() - interval '1 day' as fresh from system_users where id = ?`,
      [id],
    );
    expect(row).toEqual({ tenant_id: 1, dept_id: null, fresh: true });
  });

  it('ignores a password in the update body (upstream echoes the whole row): the stored one stays', async () => {
    const id = await create();
    const [before] = await t.sql<any>('select password from system_users where id = ?', [id]);
    const r = await t.api.put('/system/user/update', { ...(await get(id)), nickname: '改名', password: 'Other@9876' }, { token: admin });
    expect([r.code, r.msg]).toEqual([0, '']);
    expect(await t.sql('select nickname, password from system_users where id = ?', [id])).toEqual([
      { nickname: '改名', password: before.password },
    ]);
  });

  it('refuses bad bodies and parameters of the other calls with 400', async () => {
    const id = await create();
    const before = await get(id);
    const bad: Array<[string, Promise<{ code: number }>]> = [
      ['update without id', t.api.put('/system/user/update', { ...body(), password: undefined }, { token: admin })],
      ['status 7', t.api.put('/system/user/update-status', { id, status: 7 }, { token: admin })],
      ['status as text', t.api.put('/system/user/update-status', { id, status: 'disabled' }, { token: admin })],
      ['short password', t.api.put('/system/user/update-password', { id, password: 'abc' }, { token: admin })],
      ['password as number', t.api.put('/system/user/update-password', { id, password: 12345678 }, { token: admin })],
      ['unlock id injection', t.api.put('/system/user/unlock', undefined, { token: admin, query: { id: '1 or 1=1' } })],
      ['roles not a list', t.api.post('/system/permission/assign-user-role', { userId: id, roleIds: '1' }, { token: admin })],
      ['roles userId missing', t.api.post('/system/permission/assign-user-role', { roleIds: [] }, { token: admin })],
      ['list roles bad userId', t.api.get('/system/permission/list-user-roles', { token: admin, query: { userId: 'x' } })],
      ['delete-list injection', t.api.delete('/system/user/delete-list', { token: admin, query: { ids: '1;drop table system_users' } })],
      ['page too large', page({ pageSize: PAGE_SIZE_MAX + 1 })],
      ['page deptId text', page({ deptId: 'abc' })],
      ['page username too long', page({ username: 'u'.repeat(31) })],
      ['page bad date', page({ 'createTime[0]': '2026-13-45 00:00:00' })],
    ];
    for (const [label, call] of bad) expect([label, (await call).code]).toEqual([label, 400]);
    expect(await get(id)).toEqual(before);
  });

  it('answers 403 to a user without the user permissions', async () => {
    const id = await create();
    const { token } = await signIn(t, uniq('nouser'), [RoleCode.COURSE_TEACHER]);
    const before = await count();
    const calls: Array<Promise<{ code: number }>> = [
      t.api.post('/system/user/create', body(), { token }),
      t.api.put('/system/user/update', { ...body(), id, password: undefined }, { token }),
      t.api.delete('/system/user/delete', { token, query: { id } }),
      t.api.delete('/system/user/delete-list', { token, query: { ids: String(id) } }),
      t.api.put('/system/user/update-status', { id, status: 1 }, { token }),
      t.api.put('/system/user/update-password', { id, password: 'Other123' }, { token }),
      t.api.put('/system/user/unlock', undefined, { token, query: { id } }),
      t.api.get('/system/user/get', { token, query: { id } }),
      t.api.get('/system/user/page', { token }),
      t.api.get('/system/user/export-excel', { token }),
      t.api.get('/system/permission/list-user-roles', { token, query: { userId: id } }),
      t.api.post('/system/permission/assign-user-role', { userId: id, roleIds: [] }, { token }),
    ];
    for (const call of calls) expect((await call).code).toBe(403);
    expect(await count()).toBe(before);
    expect((await get(id)).status).toBe(0);
    // the own profile is open to every logged-in user
    expect((await t.api.get('/system/user/profile/get', { token })).code).toBe(0);
  });

  it('the office admin base role holds the user page', async () => {
    const { token } = await signIn(t, uniq('officer'), [RoleCode.OFFICE_ADMIN]);
    const info = (await t.api.get<any>(PERMISSION_INFO, { token })).data;
    expect(info.permissions).toEqual(expect.arrayContaining(['system:user:create', 'system:permission:assign-user-role']));
    expect(JSON.stringify(info.menus)).toContain('"componentName":"SystemUser"');
  });
});
