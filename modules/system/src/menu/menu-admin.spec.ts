/* eslint-disable @typescript-eslint/no-explicit-any -- tests read loosely typed envelopes */
import { CommonStatus, MenuType, RoleCode, type MenuRespVO } from '@dha/contracts';
import { withAdminApp, type TestApp } from '@dha/testing';
import { SystemErrors } from '../system.errors';
import { AccessCache } from '@dha/server-core';
import { signIn, uniq } from '../testing';

describe('menus /system/menu/*', () => {
  let t: TestApp;
  let admin: string;
  withAdminApp((app, adminToken) => {
    [t, admin] = [app, adminToken];
  });

  const count = () => t.rowCount('system_menu');
  const dirBody = (o: Record<string, unknown> = {}) => ({
    name: uniq('目录'),
    type: MenuType.DIR,
    sort: 90,
    parentId: 0,
    path: `/${uniq('dir')}`,
    icon: 'ep:folder',
    status: CommonStatus.ENABLE,
    ...o,
  });
  const pageBody = (parentId: number, o: Record<string, unknown> = {}) => ({
    name: uniq('页面'),
    type: MenuType.MENU,
    sort: 1,
    parentId,
    path: uniq('page'),
    component: 'system/demo/index',
    componentName: uniq('Demo'),
    status: CommonStatus.ENABLE,
    visible: true,
    keepAlive: false,
    alwaysShow: true,
    ...o,
  });
  const buttonBody = (parentId: number, o: Record<string, unknown> = {}) => ({
    name: uniq('按钮'),
    type: MenuType.BUTTON,
    sort: 1,
    parentId,
    permission: 'system:demo:query',
    status: CommonStatus.ENABLE,
    ...o,
  });
  const create = async (b: Record<string, unknown>): Promise<number> => {
    const r = await t.api.post<number>('/system/menu/create', b, { token: admin });
    expect([r.code, r.msg]).toEqual([0, '']);
    return r.data!;
  };
  const get = (id: number) => t.api.get<MenuRespVO>('/system/menu/get', { token: admin, query: { id } });

  it('creates a directory, a page and a button; lists, updates and deletes them', async () => {
    const dir = await create(dirBody({ name: '演示目录', path: '/demo' }));
    const page = await create(pageBody(dir, { name: '演示页面', path: 'demo-page', componentName: 'DemoPage' }));
    // a button keeps no route, whatever it is sent
    const button = await create(buttonBody(page, { name: '演示查询', path: 'ignored', component: 'x/y', icon: 'ep:x' }));
    expect((await get(page)).data).toEqual({
      id: page,
      name: '演示页面',
      permission: '',
      type: MenuType.MENU,
      sort: 1,
      parentId: dir,
      path: 'demo-page',
      icon: '#',
      component: 'system/demo/index',
      componentName: 'DemoPage',
      status: 0,
      visible: true,
      keepAlive: false,
      alwaysShow: true,
      createTime: expect.any(Number),
    });
    expect((await get(button)).data).toMatchObject({ path: '', component: null, icon: '#', permission: 'system:demo:query' });

    const list = (await t.api.get<MenuRespVO[]>('/system/menu/list', { token: admin, query: { name: '演示' } })).data!;
    expect(list.map((m) => m.id)).toEqual(
      [page, button, dir].sort((a, b) => {
        const sortOf = (id: number) => list.find((m) => m.id === id)!.sort;
        return sortOf(a) - sortOf(b) || a - b;
      }),
    );
    const all = (await t.api.get<MenuRespVO[]>('/system/menu/list', { token: admin })).data!;
    expect(all.map((m) => m.sort)).toEqual([...all.map((m) => m.sort)].sort((a, b) => a - b));
    expect(all.find((m) => m.id === 100)).toMatchObject({ name: '角色管理', component: 'system/role/index' });
    expect(all.find((m) => m.id === 111)).toMatchObject({
      name: '菜单管理',
      path: 'menu',
      component: 'system/menu/index',
      componentName: 'SystemMenu',
      parentId: 1,
    });

    expect(
      (
        await t.api.put(
          '/system/menu/update',
          { ...pageBody(dir), id: page, name: '演示页面2', status: 1, componentName: 'DemoPage' },
          { token: admin },
        )
      ).data,
    ).toBe(true);
    expect((await get(page)).data).toMatchObject({ name: '演示页面2', status: 1 });
    const enabled = (await t.api.get<any[]>('/system/menu/simple-list', { token: admin })).data!;
    expect(enabled.find((m) => m.id === page)).toBeUndefined();
    expect(enabled).toContainEqual({ id: dir, name: '演示目录', parentId: 0, type: MenuType.DIR });
    expect(
      (await t.api.get<MenuRespVO[]>('/system/menu/list', { token: admin, query: { status: 1, name: '演示页面2' } })).data!.map(
        (m) => m.id,
      ),
    ).toEqual([page]);

    // a menu with children is not deleted; bottom-up it is, and a deleted menu is gone from the roles too
    const delOne = (id: number) => t.api.delete('/system/menu/delete', { token: admin, query: { id } });
    expect((await delOne(page)).code).toBe(SystemErrors.MENU_EXISTS_CHILDREN.code);
    await t.api.post('/system/permission/assign-role-menu', { roleId: 2, menuIds: [button] }, { token: admin });
    expect((await delOne(button)).data).toBe(true);
    expect((await t.sql(`select 1 from system_role_menu where menu_id = ?`, [button])).length).toBe(0);
    // a list may hold a parent with its children
    expect((await t.api.delete('/system/menu/delete-list', { token: admin, query: { ids: `${dir},${page}` } })).data).toBe(true);
    expect((await get(dir)).code).toBe(SystemErrors.MENU_NOT_EXISTS.code);
  });

  it('keeps the tree sound: parent exists, is a directory or page, is not itself or below itself', async () => {
    const dir = await create(dirBody());
    const page = await create(pageBody(dir));
    const button = await create(buttonBody(page));
    const before = await count();
    expect((await t.api.post('/system/menu/create', pageBody(999_999), { token: admin })).code).toBe(
      SystemErrors.MENU_PARENT_NOT_EXISTS.code,
    );
    expect((await t.api.post('/system/menu/create', buttonBody(button), { token: admin })).code).toBe(
      SystemErrors.MENU_PARENT_NOT_DIR_OR_MENU.code,
    );
    expect(await count()).toBe(before);
    const moveDir = (parentId: number) =>
      t.api.put('/system/menu/update', { ...dirBody(), id: dir, parentId, path: 'x' }, { token: admin });
    expect((await moveDir(dir)).code).toBe(SystemErrors.MENU_PARENT_ERROR.code);
    const below = await moveDir(page);
    expect([below.code, below.msg]).toEqual([SystemErrors.MENU_PARENT_ERROR.code, '不能设置自己的子菜单为父菜单']);
    expect((await get(dir)).data!.parentId).toBe(0);
    expect((await t.api.put('/system/menu/update', { ...dirBody(), id: 999_999 }, { token: admin })).code).toBe(
      SystemErrors.MENU_NOT_EXISTS.code,
    );
    expect((await t.api.delete('/system/menu/delete', { token: admin, query: { id: 999_999 } })).code).toBe(
      SystemErrors.MENU_NOT_EXISTS.code,
    );
  });

  it('keeps sibling names and component names unique', async () => {
    const dir = await create(dirBody());
    await create(pageBody(dir, { name: '同名页面', componentName: 'UniqueComponent' }));
    const before = await count();
    expect((await t.api.post('/system/menu/create', pageBody(dir, { name: '同名页面' }), { token: admin })).code).toBe(
      SystemErrors.MENU_NAME_DUPLICATE.code,
    );
    expect((await t.api.post('/system/menu/create', pageBody(dir, { componentName: 'UniqueComponent' }), { token: admin })).code).toBe(
      SystemErrors.MENU_COMPONENT_NAME_DUPLICATE.code,
    );
    expect(await count()).toBe(before);
    // the same name under another parent is fine
    await create(pageBody(await create(dirBody()), { name: '同名页面' }));
  });

  it('checks the route fields by type', async () => {
    const dir = await create(dirBody());
    const before = await count();
    const refuse = async (b: Record<string, unknown>, field: string) => {
      const r = await t.api.post('/system/menu/create', b, { token: admin });
      expect([r.code, r.msg]).toEqual([400, expect.stringContaining(field)]);
    };
    await refuse(pageBody(dir, { component: undefined }), 'component');
    await refuse(pageBody(dir, { path: undefined }), 'path');
    await refuse(dirBody({ path: 'no-slash' }), 'path');
    await refuse(pageBody(dir, { path: '/leading' }), 'path');
    await refuse(pageBody(dir, { path: 'a b' }), 'path');
    await refuse(buttonBody(dir, { permission: 'Not A Permission' }), 'permission');
    await refuse(pageBody(dir, { component: '../etc/passwd' }), 'component');
    await refuse(pageBody(dir, { componentName: "x'; drop table system_menu; --" }), 'componentName');
    expect(await count()).toBe(before);
    // an http(s) link needs no component; a button needs no path
    await create(pageBody(dir, { path: 'https://example.com/docs', component: undefined, componentName: undefined }));
    await create(buttonBody(dir, { permission: undefined }));
  });

  it('a new menu reaches the super admin on the next permission read (not after something else clears the cache)', async () => {
    const menus = async (): Promise<string> =>
      JSON.stringify((await t.api.get<{ menus: unknown[] }>('/system/auth/get-permission-info', { token: admin })).data!.menus);
    await menus(); // cached now
    const name = `新目录${Date.now() % 100_000}`;
    await create(dirBody({ name }));
    expect(await menus()).toContain(name);
  });

  it('calls the access cache after every change of an existing menu', async () => {
    const spy = jest.spyOn(t.app.get(AccessCache), 'tenantChanged');
    const dir = await create(dirBody());
    spy.mockClear();
    await t.api.put('/system/menu/update', { ...dirBody(), id: dir }, { token: admin });
    expect(spy).toHaveBeenCalledWith(1);
    spy.mockClear();
    await t.api.delete('/system/menu/delete', { token: admin, query: { id: dir } });
    expect(spy).toHaveBeenCalledWith(1);
    spy.mockRestore();
  });

  it.each([
    ['a missing name', { name: undefined }, 'name'],
    ['a name over 50 characters', { name: 'x'.repeat(51) }, 'name'],
    ['a missing type', { type: undefined }, 'type'],
    ['an unknown type', { type: 4 }, 'type'],
    ['sort as a word', { sort: 'first' }, 'sort'],
    ['a negative parent', { parentId: -1 }, 'parentId'],
    ['a path over 200 characters', { path: `/${'p'.repeat(200)}` }, 'path'],
    ['visible as a string', { visible: 'yes' }, 'visible'],
    ['a missing status', { status: undefined }, 'status'],
  ])('refuses %s with 400, nothing written', async (_label, o, field) => {
    const before = await count();
    const r = await t.api.post('/system/menu/create', dirBody(o), { token: admin });
    expect(r.code).toBe(400);
    expect(r.msg).toContain(field);
    expect(await count()).toBe(before);
  });

  it('reads a body as upstream does: unknown fields ignored and not stored, a numeric sort taken as a number', async () => {
    const id = await create(dirBody({ id: null, createTime: 1_700_000_000_000, children: [], sort: '7' }));
    const [row] = await t.sql<any>(`select sort, create_time > now() - interval '1 day' as fresh from system_menu where id = ?`, [id]);
    expect(row).toEqual({ sort: 7, fresh: true });
  });

  it('refuses bad ids and filters with 400', async () => {
    const before = await count();
    for (const ids of ['1;drop table system_menu', 'a,b', '0']) {
      expect((await t.api.delete('/system/menu/delete-list', { token: admin, query: { ids } })).code).toBe(400);
    }
    expect((await t.api.delete('/system/menu/delete', { token: admin, query: { id: '1 or 1=1' } })).code).toBe(400);
    expect((await t.api.get('/system/menu/list', { token: admin, query: { status: 'x' } })).code).toBe(400);
    expect((await t.api.get('/system/menu/list', { token: admin, query: { name: 'n'.repeat(51) } })).code).toBe(400);
    expect((await t.api.get<any[]>('/system/menu/list', { token: admin, query: { name: "%' or '1'='1" } })).data).toEqual([]);
    expect(await count()).toBe(before);
  });

  it('answers 403 to a user without the menu permissions', async () => {
    const id = await create(dirBody());
    const before = await count();
    const { token } = await signIn(t, uniq('nomenu'), [RoleCode.DEPT_ADMIN]);
    expect((await t.api.post('/system/menu/create', dirBody(), { token })).code).toBe(403);
    expect((await t.api.put('/system/menu/update', { ...dirBody(), id }, { token })).code).toBe(403);
    expect((await t.api.delete('/system/menu/delete', { token, query: { id } })).code).toBe(403);
    expect((await t.api.delete('/system/menu/delete-list', { token, query: { ids: String(id) } })).code).toBe(403);
    expect((await t.api.get('/system/menu/get', { token, query: { id } })).code).toBe(403);
    expect((await t.api.get('/system/menu/list', { token })).code).toBe(403);
    expect(await count()).toBe(before);
    expect((await t.api.get('/system/menu/simple-list', { token })).code).toBe(0);
  });
});
