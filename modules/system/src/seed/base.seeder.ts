import { CommonStatus, DataScope, RoleCode } from '@dha/contracts';
import { APP_CONFIG, DataSeeder, type AppConfig, type Seeder } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { RoleType } from '../role/domain/role.entity';
import { Tenant } from '../tenant/domain/tenant.entity';
import { hashPassword } from '@dha/server-core';
import { BASE_MENUS, BASE_ROLES, grantedMenuIds } from './menus';

export const ADMIN_USERNAME = 'admin';
export const DEFAULT_TENANT_NAME = 'DHA 培训中心';

/**
 * What a first day has, and the upstream console's forms require (issue 29): the admin's contacts
 * (placeholders the administrator replaces on 个人中心) and the system tenant's contact and expiry.
 * Filled only where empty, here and by migration system_202612020200_first_day_contacts.
 */
export const FIRST_DAY = {
  adminMobile: '13800000000',
  adminEmail: 'admin@example.com',
  tenantContactName: '管理员',
  tenantExpireTime: '2099-12-31T23:59:59+08:00',
} as const;

/** Fills the first-day contacts where they are still empty (the seeder's and the migration's one statement set). */
export const FIRST_DAY_SQL: Array<[string, unknown[]]> = [
  [
    `update system_users u set mobile = ? where u.tenant_id = ? and u.username = ? and coalesce(u.mobile, '') = ''
       and not exists (select 1 from system_users o where o.tenant_id = u.tenant_id and o.mobile = ?)`,
    [FIRST_DAY.adminMobile, Tenant.DEFAULT_ID, ADMIN_USERNAME, FIRST_DAY.adminMobile],
  ],
  [
    `update system_users u set email = ? where u.tenant_id = ? and u.username = ? and coalesce(u.email, '') = ''
       and not exists (select 1 from system_users o where o.tenant_id = u.tenant_id and lower(o.email) = lower(?))`,
    [FIRST_DAY.adminEmail, Tenant.DEFAULT_ID, ADMIN_USERNAME, FIRST_DAY.adminEmail],
  ],
  [
    `update system_tenant t set contact_name = ?,
       contact_user_id = coalesce(t.contact_user_id, (select id from system_users where tenant_id = t.id and username = ?)),
       contact_mobile = coalesce(nullif(t.contact_mobile, ''), (select mobile from system_users where tenant_id = t.id and username = ?))
     where t.id = ? and coalesce(t.contact_name, '') = ''`,
    [FIRST_DAY.tenantContactName, ADMIN_USERNAME, ADMIN_USERNAME, Tenant.DEFAULT_ID],
  ],
  [`update system_tenant set expire_time = ? where id = ? and expire_time is null`, [FIRST_DAY.tenantExpireTime, Tenant.DEFAULT_ID]],
];

/**
 * Base data of accounts and access control, run at every start (idempotent): tenant 1, the roles
 * of spec §6, the menu tree with its buttons, each role's grants, and the `admin` account. Menus and
 * grants are inserted once each; what an administrator changes afterwards is never overwritten.
 */
@Injectable()
@DataSeeder({ kind: 'base', order: 20 })
export class SystemBaseSeeder implements Seeder {
  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async seed(): Promise<void> {
    const em = this.em.fork();
    let printedPassword: string | undefined;
    await em.transactional(async (tx) => {
      const run = (sql: string, params: unknown[] = []) => tx.getConnection().execute(sql, params, 'all', tx.getTransactionContext());
      await run(`insert into system_tenant (id, name, status) values (?, ?, ?) on conflict (id) do nothing`, [
        Tenant.DEFAULT_ID,
        DEFAULT_TENANT_NAME,
        CommonStatus.ENABLE,
      ]);

      for (const r of BASE_ROLES) {
        await run(
          `insert into system_role (id, tenant_id, code, name, status, data_scope, sort, type) values (?, ?, ?, ?, ?, ?, ?, ?)
           on conflict (tenant_id, code) do nothing`,
          [r.id, Tenant.DEFAULT_ID, r.code, r.name, CommonStatus.ENABLE, DataScope.ALL, r.sort, RoleType.SYSTEM],
        );
      }

      // menus and grants are put in ONCE (recorded in system_seeded_menu / system_seeded_grant): after that
      // the administrator owns them, so an edit, a removed grant or a deleted menu survives every restart
      // and upgrade, while a menu a later version adds is inserted (and granted) on its first start
      const seededMenus = new Set((await run(`select menu_id from system_seeded_menu`)).map((r) => Number(r.menu_id)));
      for (const m of BASE_MENUS) {
        if (seededMenus.has(m.id)) continue;
        // a menu whose parent an admin deleted is not brought back either (but counts as seeded)
        const orphan = m.parentId !== 0 && !(await run(`select 1 from system_menu where id = ?`, [m.parentId])).length;
        await run(
          `insert into system_menu (id, name, permission, type, sort, parent_id, path, icon, component, component_name, status, visible, keep_alive, always_show)
           select * from (values (?::int, ?, ?, ?::smallint, ?::int, ?::int, ?, ?, ?, ?, ?::smallint, ?::boolean, ?::boolean, ?::boolean)) v
           where not ?::boolean
           on conflict (id) do nothing`,
          [
            m.id,
            m.name,
            m.permission,
            m.type,
            m.sort,
            m.parentId,
            m.path,
            m.icon,
            m.component,
            m.componentName,
            CommonStatus.ENABLE,
            m.visible,
            m.keepAlive,
            m.alwaysShow,
            orphan,
          ],
        );
        await run(`insert into system_seeded_menu (menu_id) values (?) on conflict do nothing`, [m.id]);
      }

      const grants = BASE_ROLES.flatMap((r) => grantedMenuIds(r).map((menuId) => [r.code, menuId] as const));
      await run(
        `with wanted(code, menu_id) as (select * from unnest(?::text[], ?::int[])),
         fresh as (select w.code, w.menu_id from wanted w where not exists (
           select 1 from system_seeded_grant g where g.tenant_id = ? and g.role_code = w.code and g.menu_id = w.menu_id)),
         granted as (
           insert into system_role_menu (role_id, menu_id)
           select r.id, f.menu_id from fresh f join system_role r on r.tenant_id = ? and r.code = f.code join system_menu m on m.id = f.menu_id
           on conflict (role_id, menu_id) do nothing returning 1)
         insert into system_seeded_grant (tenant_id, role_code, menu_id) select ?, code, menu_id from fresh on conflict do nothing`,
        [
          `{${grants.map((g) => g[0]).join(',')}}`,
          `{${grants.map((g) => g[1]).join(',')}}`,
          Tenant.DEFAULT_ID,
          Tenant.DEFAULT_ID,
          Tenant.DEFAULT_ID,
        ],
      );

      for (const table of ['system_tenant', 'system_role', 'system_menu']) {
        await run(`select setval(pg_get_serial_sequence('${table}', 'id'), greatest((select max(id) from ${table}), 1))`);
      }

      const [existing] = await run(`select id from system_users where tenant_id = ? and username = ?`, [Tenant.DEFAULT_ID, ADMIN_USERNAME]);
      if (!existing) {
        const password = this.config.ADMIN_PASSWORD ?? randomBytes(9).toString('base64url').slice(0, 12);
        if (!this.config.ADMIN_PASSWORD) printedPassword = password;
        const [admin] = await run(
          `insert into system_users (tenant_id, username, password, nickname, status) values (?, ?, ?, ?, ?) returning id`,
          [Tenant.DEFAULT_ID, ADMIN_USERNAME, await hashPassword(password), '管理员', CommonStatus.ENABLE],
        );
        await run(
          `insert into system_user_role (user_id, role_id) select ?, id from system_role where tenant_id = ? and code = ? on conflict do nothing`,
          [admin!.id, Tenant.DEFAULT_ID, RoleCode.SUPER_ADMIN],
        );
        for (const [sql, params] of FIRST_DAY_SQL) await run(sql, params);
      }
    });
    // printed once, when the account is made: the only place this password ever appears
    if (printedPassword) process.stdout.write(`admin password: ${printedPassword}\n`);
  }
}
