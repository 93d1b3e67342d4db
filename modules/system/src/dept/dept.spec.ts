/* eslint-disable @typescript-eslint/no-explicit-any -- tests read loosely typed envelopes */
import { CommonStatus, RoleCode, type DeptSaveReq, type DeptVO } from '@dha/contracts';
import { withAdminApp, type TestApp } from '@dha/testing';
import { SystemErrors } from '../system.errors';
import { createUser, signIn, uniq } from '../testing';

describe('departments /system/dept/*', () => {
  let t: TestApp;
  let admin: string;
  withAdminApp((app, adminToken) => {
    [t, admin] = [app, adminToken];
  });

  const count = () => t.rowCount('system_dept');
  const body = (o: Partial<Record<keyof DeptSaveReq, unknown>> & Record<string, unknown> = {}) => ({
    name: uniq('部门'),
    parentId: 0,
    sort: 1,
    phone: '13800138000',
    email: 'dept@example.com',
    status: CommonStatus.ENABLE,
    ...o,
  });
  const create = async (o: Record<string, unknown> = {}): Promise<number> => {
    const r = await t.api.post<number>('/system/dept/create', body(o), { token: admin });
    expect([r.code, r.msg]).toEqual([0, '']);
    return r.data!;
  };

  it('creates, reads, lists, updates and deletes a department tree', async () => {
    const leader = await createUser(t, uniq('leader'));
    const rootId = await create({ name: '总部', sort: 2, leaderUserId: leader });
    const childId = await create({ name: '研发部', parentId: rootId, sort: 1 });
    const got = await t.api.get<DeptVO>('/system/dept/get', { token: admin, query: { id: rootId } });
    expect(got.data).toMatchObject({
      id: rootId,
      name: '总部',
      parentId: 0,
      sort: 2,
      leaderUserId: leader,
      phone: '13800138000',
      status: 0,
    });
    expect(typeof got.data!.createTime).toBe('number');

    const list = await t.api.get<DeptVO[]>('/system/dept/list', { token: admin });
    expect(list.data!.map((d) => d.id)).toEqual(expect.arrayContaining([rootId, childId]));
    const sorts = list.data!.map((d) => d.sort);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
    expect((await t.api.get<DeptVO[]>('/system/dept/list', { token: admin, query: { name: '研发' } })).data!.map((d) => d.id)).toEqual([
      childId,
    ]);
    // a filter is text, not SQL: quotes and wildcards match themselves
    expect((await t.api.get<DeptVO[]>('/system/dept/list', { token: admin, query: { name: "%' or '1'='1" } })).data).toEqual([]);

    expect(
      (await t.api.put('/system/dept/update', body({ id: childId, name: '研发中心', parentId: rootId, status: 1 }), { token: admin })).data,
    ).toBe(true);
    expect((await t.api.get<DeptVO[]>('/system/dept/list', { token: admin, query: { status: 1 } })).data!.map((d) => d.name)).toEqual([
      '研发中心',
    ]);
    for (const path of ['/system/dept/simple-list', '/system/dept/list-all-simple']) {
      const simple = (await t.api.get<any[]>(path, { token: admin })).data!;
      expect(simple).toContainEqual({ id: rootId, name: '总部', parentId: 0 });
      expect(simple.find((d) => d.id === childId)).toBeUndefined(); // disabled
    }

    expect((await t.api.delete('/system/dept/delete', { token: admin, query: { id: childId } })).data).toBe(true);
    expect((await t.api.get('/system/dept/get', { token: admin, query: { id: childId } })).code).toBe(SystemErrors.DEPT_NOT_FOUND.code);
  });

  it('keeps the tree sound: parent exists, no cycles, names unique among siblings, leader of the tenant', async () => {
    const a = await create({ name: '甲' });
    const b = await create({ name: '乙', parentId: a });
    const c = await create({ name: '丙', parentId: b });
    const before = await count();
    const refused = async (call: Promise<{ code: number }>, code: number) => expect((await call).code).toBe(code);

    await refused(
      t.api.post('/system/dept/create', body({ parentId: 999_999 }), { token: admin }),
      SystemErrors.DEPT_PARENT_NOT_EXITS.code,
    );
    await refused(
      t.api.post('/system/dept/create', body({ name: '乙', parentId: a }), { token: admin }),
      SystemErrors.DEPT_NAME_DUPLICATE.code,
    );
    await refused(t.api.post('/system/dept/create', body({ leaderUserId: 999_999 }), { token: admin }), SystemErrors.USER_NOT_EXISTS.code);
    expect(await count()).toBe(before);
    // the same name under another parent is fine
    expect((await t.api.post('/system/dept/create', body({ name: '乙', parentId: c }), { token: admin })).code).toBe(0);

    await refused(
      t.api.put('/system/dept/update', body({ id: a, name: '甲', parentId: a }), { token: admin }),
      SystemErrors.DEPT_PARENT_ERROR.code,
    );
    await refused(
      t.api.put('/system/dept/update', body({ id: a, name: '甲', parentId: c }), { token: admin }),
      SystemErrors.DEPT_PARENT_IS_CHILD.code,
    );
    await refused(t.api.put('/system/dept/update', body({ id: 999_999, name: 'x' }), { token: admin }), SystemErrors.DEPT_NOT_FOUND.code);
    expect((await t.api.get<DeptVO>('/system/dept/get', { token: admin, query: { id: a } })).data!.parentId).toBe(0);

    await refused(t.api.delete('/system/dept/delete', { token: admin, query: { id: b } }), SystemErrors.DEPT_EXITS_CHILDREN.code);
    const member = await create({ name: '有人' });
    const userId = await createUser(t, uniq('member'));
    await t.sql('update system_users set dept_id = ? where id = ?', [member, userId]);
    await refused(t.api.delete('/system/dept/delete', { token: admin, query: { id: member } }), SystemErrors.DEPT_EXISTS_USER.code);
    await refused(t.api.delete('/system/dept/delete', { token: admin, query: { id: 999_999 } }), SystemErrors.DEPT_NOT_FOUND.code);
    expect((await t.sql(`select id from system_dept where id = any(?::int[])`, [`{${b},${member}}`])).length).toBe(2);
  });

  it('stays in its tenant', async () => {
    const [other] = await t.sql<{ id: number }>(
      `insert into system_dept (tenant_id, name, create_time, update_time) values (2, '他租户', now(), now()) returning id`,
    );
    expect((await t.api.get('/system/dept/get', { token: admin, query: { id: other!.id } })).code).toBe(SystemErrors.DEPT_NOT_FOUND.code);
    expect((await t.api.get<DeptVO[]>('/system/dept/list', { token: admin })).data!.find((d) => d.id === other!.id)).toBeUndefined();
    const r = await t.api.post('/system/dept/create', body({ parentId: other!.id }), { token: admin });
    expect(r.code).toBe(SystemErrors.DEPT_PARENT_NOT_EXITS.code);
  });

  it.each([
    ['a missing name', { name: undefined }, 'name'],
    ['an empty name', { name: '' }, 'name'],
    ['a name over 30 characters', { name: 'x'.repeat(31) }, 'name'],
    ['a name of the wrong type', { name: 42 }, 'name'],
    ['parentId as an injection string', { parentId: '1 or 1=1' }, 'parentId'],
    ['a negative parentId', { parentId: -1 }, 'parentId'],
    ['a missing sort', { sort: undefined }, 'sort'],
    ['an unknown status', { status: 7 }, 'status'],
    ['leaderUserId as a string', { leaderUserId: 'admin' }, 'leaderUserId'],
    ['letters in the phone', { phone: "1'; drop table x" }, 'phone'],
    ['a malformed email', { email: 'not-an-email' }, 'email'],
  ])('refuses %s with 400, nothing written', async (_label, o, field) => {
    const before = await count();
    const r = await t.api.post('/system/dept/create', body(o), { token: admin });
    expect(r.code).toBe(400);
    expect(r.msg).toContain(field);
    expect(await count()).toBe(before);
  });

  it('reads a body as upstream does: unknown fields ignored and not stored, a numeric sort taken as a number', async () => {
    const id = await create({ id: null, tenantId: 2, createTime: 1_700_000_000_000, params: {}, sort: '3' });
    const [row] = await t.sql<any>(
      `select tenant_id, sort, create_time > now() - interval '1 day' as fresh from system_dept where id = ?`,
      [id],
    );
    expect(row).toEqual({ tenant_id: 1, sort: 3, fresh: true });
  });

  it('refuses a bad id with 400', async () => {
    for (const id of ['1; drop table system_dept', 'abc', '0', '99999999999']) {
      expect((await t.api.delete('/system/dept/delete', { token: admin, query: { id } })).code).toBe(400);
      expect((await t.api.get('/system/dept/get', { token: admin, query: { id } })).code).toBe(400);
    }
    const before = await count();
    expect((await t.api.put('/system/dept/update', body({ id: 'x' }), { token: admin })).code).toBe(400);
    expect(await count()).toBe(before);
  });

  it('answers 403 to a user without the department permissions', async () => {
    const id = await create();
    const before = await count();
    const { token } = await signIn(t, uniq('nodept'), [RoleCode.OFFICE_ADMIN]);
    expect((await t.api.post('/system/dept/create', body(), { token })).code).toBe(403);
    expect((await t.api.put('/system/dept/update', body({ id }), { token })).code).toBe(403);
    expect((await t.api.delete('/system/dept/delete', { token, query: { id } })).code).toBe(403);
    expect((await t.api.get('/system/dept/get', { token, query: { id } })).code).toBe(403);
    expect((await t.api.get('/system/dept/list', { token })).code).toBe(403);
    expect(await count()).toBe(before);
    // the picker list is for every signed-in user, as upstream
    expect((await t.api.get('/system/dept/simple-list', { token })).code).toBe(0);
    expect((await t.api.get('/system/dept/simple-list')).code).toBe(401);
  });
});
