import { MenuType, Permissions, RoleCode } from '@dha/contracts';
import { withAdminApp, type TestApp } from '@dha/testing';
import { MikroORM } from '@mikro-orm/postgresql';
import {
  SystemUpstreamMenuComponents202611281510,
  UPSTREAM_MENU_COMPONENTS,
} from '../infrastructure/migrations/upstream-menu-components.migration';
import { SystemBaseSeeder } from './base.seeder';
import { BASE_MENUS, BASE_ROLES, grantedMenuIds } from './menus';

/** The base seed puts menus and grants in once; a restart (the seeder run again) keeps the admin's edits. */
describe('menu seed across restarts and upgrades', () => {
  let t: TestApp;
  let admin: string;
  withAdminApp((app, adminToken) => {
    [t, admin] = [app, adminToken];
  });

  const restart = () => t.app.get(SystemBaseSeeder, { strict: false }).seed();
  const menu = async (id: number) => (await t.sql<Record<string, unknown>>(`select * from system_menu where id = ?`, [id]))[0];
  const grantsOf = async (code: string) =>
    (
      await t.sql<{ menu_id: number }>(
        `select rm.menu_id from system_role_menu rm join system_role r on r.id = rm.role_id where r.tenant_id = 1 and r.code = ? order by rm.menu_id`,
        [code],
      )
    ).map((r) => Number(r.menu_id));
  const put = (id: number, o: Record<string, unknown>) =>
    t.api.get<Record<string, unknown>>('/system/menu/get', { token: admin, query: { id } }).then(async (r) => {
      const { createTime: _c, ...m } = r.data!;
      return t.api.put('/system/menu/update', { ...m, ...o }, { token: admin });
    });

  it('gives every page that upstream’s console has upstream’s component path (else that console draws a blank page)', async () => {
    // yudao-ui-admin-vue3's views for the pages we seed (infra/server/index is upstream's Java 监控 iframe, not our 服务监控)
    const upstream: Record<number, string> = {
      110: 'system/user/index',
      100: 'system/role/index',
      111: 'system/menu/index',
      101: 'system/dept/index',
      102: 'system/post/index',
      103: 'system/dict/index',
      106: 'system/notify/template/index',
      107: 'system/notify/message/index',
      112: 'system/tenant/index',
      113: 'system/tenantPackage/index',
      114: 'system/operatelog/index',
      115: 'system/loginlog/index',
      116: 'system/oauth2/client/index',
      200: 'infra/config/index',
      201: 'infra/job/index',
      204: 'infra/redis/index',
      205: 'infra/swagger/index',
      2070: 'infra/apiAccessLog/index',
      2071: 'infra/apiErrorLog/index',
      2080: 'infra/file/index',
      2081: 'infra/fileConfig/index',
      300: 'pay/app/index',
      310: 'pay/order/index',
      320: 'pay/refund/index',
      330: 'pay/notify/index',
      340: 'pay/wallet/balance/index',
      400: 'mp/account/index',
    };
    const ids = Object.keys(upstream).map(Number);
    const seeded = await t.sql<{ id: number; component: string }>(`select id, component from system_menu where id in (?)`, [ids]);
    expect(Object.fromEntries(seeded.map((m) => [m.id, m.component]))).toEqual(upstream);
    expect(Object.fromEntries(BASE_MENUS.filter((m) => ids.includes(m.id)).map((m) => [m.id, m.component]))).toEqual(upstream);

    // a database seeded before: the migration moves the old paths, and leaves one an administrator chose
    await t.sql(
      `update system_menu set component = case id when 112 then 'system/tenant/list/index' when 113 then 'mine/index' else component end`,
    );
    const orm = t.app.get(MikroORM);
    const migration = new SystemUpstreamMenuComponents202611281510(orm.em.getDriver() as never, orm.config);
    await migration.up();
    for (const sql of migration.getQueries()) await t.sql(String(sql));
    expect((await menu(112))!.component).toBe('system/tenant/index');
    expect((await menu(113))!.component).toBe('mine/index');
    await t.sql(`update system_menu set component = 'system/tenantPackage/index' where id = 113`);
    expect(UPSTREAM_MENU_COMPONENTS.map(([id]) => id)).toEqual([112, 113, 300]);
  });

  it('seeds the role and menu pages with their buttons, and records every menu and grant it put in', async () => {
    expect(await menu(111)).toMatchObject({
      name: '菜单管理',
      path: 'menu',
      component: 'system/menu/index',
      component_name: 'SystemMenu',
      icon: 'ep:menu',
      parent_id: 1,
      sort: 2,
    });
    const buttons = await t.sql<{ id: number; permission: string; type: number }>(
      `select id, permission, type from system_menu where parent_id in (100, 111) order by id`,
    );
    expect(buttons.map((b) => b.permission)).toEqual([
      ...Object.values(Permissions.role),
      ...Object.values(Permissions.permission),
      ...Object.values(Permissions.menu),
    ]);
    expect(buttons.every((b) => b.type === MenuType.BUTTON)).toBe(true);
    expect(buttons.filter((b) => Number(b.id) >= 1111).map((b) => Number(b.id))).toEqual([1111, 1112, 1113, 1114]);
    const seeded = (await t.sql<{ menu_id: number }>(`select menu_id from system_seeded_menu order by menu_id`)).map((r) =>
      Number(r.menu_id),
    );
    expect(seeded).toEqual(BASE_MENUS.map((m) => m.id).sort((a, b) => a - b));
    const deptAdmin = BASE_ROLES.find((r) => r.code === RoleCode.DEPT_ADMIN)!;
    expect(await grantsOf(RoleCode.DEPT_ADMIN)).toEqual(grantedMenuIds(deptAdmin));
  });

  it("keeps an administrator's renamed, moved and hidden menus, removed grants and deleted menus on restart", async () => {
    expect((await put(101, { name: '组织架构' })).code).toBe(0);
    expect((await put(102, { parentId: 2, sort: 9 })).code).toBe(0);
    expect((await put(103, { visible: false, status: 1 })).code).toBe(0);
    // dept_admin loses the course-code page (500 and its buttons)
    const deptAdminId = (
      await t.sql<{ id: number }>(`select id from system_role where tenant_id = 1 and code = ?`, [RoleCode.DEPT_ADMIN])
    )[0]!.id;
    const kept = (await grantsOf(RoleCode.DEPT_ADMIN)).filter((id) => id !== 500 && Math.floor(id / 10) !== 500);
    expect((await t.api.post('/system/permission/assign-role-menu', { roleId: deptAdminId, menuIds: kept }, { token: admin })).code).toBe(
      0,
    );
    // the hidden location page and its buttons are deleted
    const locationButtons = (await t.sql<{ id: number }>(`select id from system_menu where parent_id = 516`)).map((r) => Number(r.id));
    expect(
      (await t.api.delete('/system/menu/delete-list', { token: admin, query: { ids: [516, ...locationButtons].join(',') } })).code,
    ).toBe(0);
    const countBefore = await t.rowCount('system_menu');

    await restart();
    await restart();

    expect(await menu(101)).toMatchObject({ name: '组织架构' });
    expect(await menu(102)).toMatchObject({ parent_id: 2, sort: 9 });
    expect(await menu(103)).toMatchObject({ visible: false, status: 1 });
    expect(await grantsOf(RoleCode.DEPT_ADMIN)).toEqual(kept.filter((id) => id !== 516 && Math.floor(id / 10) !== 516));
    expect(await menu(516)).toBeUndefined();
    expect(await t.rowCount('system_menu')).toBe(countBefore);
  });

  it('inserts and grants a menu a later version adds, without touching the edited ones', async () => {
    // a later version's new page: 513 (review) and its buttons as if never seeded
    const ids = [513, ...(await t.sql<{ id: number }>(`select id from system_menu where parent_id = 513`)).map((r) => Number(r.id))];
    await t.sql(`delete from system_menu where id = any(?::int[])`, [`{${ids.join(',')}}`]);
    await t.sql(`delete from system_seeded_menu where menu_id = any(?::int[])`, [`{${ids.join(',')}}`]);
    await t.sql(`delete from system_seeded_grant where menu_id = any(?::int[])`, [`{${ids.join(',')}}`]);

    await restart();

    expect(await menu(513)).toMatchObject({ name: '报名审核', parent_id: 5 });
    for (const role of BASE_ROLES.filter((r) => r.pages.includes(513)))
      expect(await grantsOf(role.code)).toEqual(expect.arrayContaining(ids));
    expect(await menu(101)).toMatchObject({ name: '组织架构' });
    expect(await menu(516)).toBeUndefined();
  });

  it('upgrading a database seeded before the record existed keeps what is there and records it', async () => {
    await t.sql(`delete from system_seeded_menu`);
    await t.sql(`delete from system_seeded_grant`);
    const grantsBefore = await t.rowCount('system_role_menu');

    await restart();

    expect(await menu(101)).toMatchObject({ name: '组织架构' });
    expect(await menu(102)).toMatchObject({ parent_id: 2 });
    expect(Number((await t.sql<{ n: string }>(`select count(*) as n from system_seeded_menu`))[0]!.n)).toBe(BASE_MENUS.length);
    // the once-only grants are recorded; what they re-add is only what the seed names (none of the edits above)
    expect(await t.rowCount('system_role_menu')).toBeGreaterThanOrEqual(grantsBefore);
  });
});
