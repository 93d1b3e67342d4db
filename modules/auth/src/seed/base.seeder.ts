import { CommonStatus, DataScope, RoleCode } from '@dha/contracts';
import { APP_CONFIG, DataSeeder, type AppConfig, type Seeder } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { RoleType, Tenant } from '../domain';
import { hashPassword } from '../domain/password';
import { BASE_MENUS, BASE_ROLES, grantedMenuIds } from './menus';

export const ADMIN_USERNAME = 'admin';
export const DEFAULT_TENANT_NAME = 'DHA 培训中心';

/**
 * Base data of accounts and access control, run at every start (idempotent): tenant 1, the roles
 * of spec §6, the menu tree with its buttons, each role's grants, and the `admin` account.
 */
@Injectable()
@DataSeeder({ kind: 'base', order: 20 })
export class AuthBaseSeeder implements Seeder {
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

      // menus follow the code (structure, names, routes); an admin's enable/disable choice is kept
      for (const m of BASE_MENUS) {
        await run(
          `insert into system_menu (id, name, permission, type, sort, parent_id, path, icon, component, component_name, status, visible, keep_alive, always_show)
           values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
           on conflict (id) do update set name = excluded.name, permission = excluded.permission, type = excluded.type,
             sort = excluded.sort, parent_id = excluded.parent_id, path = excluded.path, icon = excluded.icon,
             component = excluded.component, component_name = excluded.component_name, visible = excluded.visible,
             keep_alive = excluded.keep_alive, always_show = excluded.always_show`,
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
          ],
        );
      }

      for (const r of BASE_ROLES) {
        const menuIds = grantedMenuIds(r);
        if (!menuIds.length) continue;
        await run(
          `insert into system_role_menu (role_id, menu_id)
           select r.id, m.id from system_role r cross join unnest(?::int[]) as m(id)
           where r.tenant_id = ? and r.code = ?
           on conflict (role_id, menu_id) do nothing`,
          [`{${menuIds.join(',')}}`, Tenant.DEFAULT_ID, r.code],
        );
      }

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
      }
    });
    // printed once, when the account is made: the only place this password ever appears
    if (printedPassword) process.stdout.write(`admin password: ${printedPassword}\n`);
  }
}
