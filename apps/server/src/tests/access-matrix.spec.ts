import { RoleCode, SYSTEM_TENANT_ONLY_PERMISSIONS, TENANT_ADMIN_ROLE_CODE } from '@dha/contracts';
import { createTenant, createUser, loginToTenant, TEST_PASSWORD, uniq } from '@dha/system/testing';
import { createTestApp, type TestApp } from '@dha/testing';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { routeTable, type Route, type RouteAccess } from '../http/route-table';

/**
 * The authorization matrix: every route × every seeded role and an anonymous caller. What each may
 * call follows from the route's access decorators and the permissions the seeded role-menu grants
 * give each role (and the administrator of a second tenant whose package holds every menu a package may
 * hold, in that tenant: tenant_admin); access-matrix.json is the reviewed record of it, one entry per route: a route
 * without an entry, or whose access changed, fails here with the entry to paste (or rerun with
 * UPDATE_ACCESS_MATRIX=1 to write the file, then review its diff).
 */
const MATRIX_FILE = join(__dirname, 'access-matrix.json');
const ANONYMOUS = 'anonymous';

interface Entry {
  /** what the route's decorators ask for, in words */
  requires: string;
  /** who passes: the anonymous caller and role codes */
  allow: string[];
}
interface Matrix {
  callers: string[];
  routes: Record<string, Entry>;
}

describe('authorization matrix: every route × every role and an anonymous caller', () => {
  let t: TestApp;
  /** role code → username of a user holding only that role */
  const users = new Map<string, string>();
  const tokens = new Map<string, string>();
  /** role code → the permission codes its seeded menus grant */
  const grants = new Map<string, Set<string>>();
  let roles: string[] = [];
  /** the tenant a caller signs in to: tenant 1 for all but tenant_admin */
  const tenantOf = new Map<string, number>();
  let tenantAdminPassword = '';

  beforeAll(async () => {
    t = await createTestApp({ RUN_WORKERS: 'false' });
    roles = (await t.sql<{ code: string }>(`select code from system_role where tenant_id = 1 and status = 0 order by sort, id`)).map(
      (r) => r.code,
    );
    for (const role of roles) {
      const rows = await t.sql<{ permission: string }>(
        `select distinct m.permission from system_role r
         join system_role_menu rm on rm.role_id = r.id join system_menu m on m.id = rm.menu_id
         where r.tenant_id = 1 and r.code = ? and m.status = 0 and m.permission <> ''`,
        [role],
      );
      grants.set(role, new Set(rows.map((r) => r.permission)));
      const username = uniq(`acl${role.replace(/_/g, '')}`).slice(0, 30);
      await createUser(t, username, [role]);
      users.set(role, username);
      tokens.set(role, await t.api.login(username, TEST_PASSWORD));
    }
    // every menu a package may hold (what every tenant shares stays with the system tenant)
    const menuIds = (
      await t.sql<{ id: number }>(
        `select m.id from system_menu m where m.status = 0 and not (m.permission = any(?::text[])
           or exists (select 1 from system_menu b where b.parent_id = m.id and b.permission = any(?::text[])))`,
        [`{${SYSTEM_TENANT_ONLY_PERMISSIONS.join(',')}}`, `{${SYSTEM_TENANT_ONLY_PERMISSIONS.join(',')}}`],
      )
    ).map((m) => Number(m.id));
    const tenant = await createTenant(t, await t.api.loginAsAdmin(), { menuIds });
    const rows = await t.sql<{ permission: string }>(
      `select distinct m.permission from system_role r
       join system_role_menu rm on rm.role_id = r.id join system_menu m on m.id = rm.menu_id
       where r.tenant_id = ? and r.code = ? and m.status = 0 and m.permission <> ''`,
      [tenant.id, TENANT_ADMIN_ROLE_CODE],
    );
    roles.push(TENANT_ADMIN_ROLE_CODE);
    grants.set(TENANT_ADMIN_ROLE_CODE, new Set(rows.map((r) => r.permission)));
    users.set(TENANT_ADMIN_ROLE_CODE, tenant.adminUsername);
    tokens.set(TENANT_ADMIN_ROLE_CODE, tenant.token);
    tenantOf.set(TENANT_ADMIN_ROLE_CODE, tenant.id);
    tenantAdminPassword = tenant.adminPassword;
  });
  afterAll(() => t?.close());

  /**
   * Spec §6: super_admin passes every role and permission check; others need the role or a granted
   * permission. A route asking only for a login is for staff, and for visitors too when the client
   * area calls it (spec §2's rule for routes, applied to the API).
   */
  function expectedAllow(access: RouteAccess): string[] {
    if (access.public) return [ANONYMOUS, ...roles];
    const loginOnly = !access.anyRole && !access.allRoles && !access.anyPermission && !access.allPermissions;
    return roles.filter((role) => {
      if (role === RoleCode.SUPER_ADMIN) return true;
      if (loginOnly && role === RoleCode.COMMON && !access.clientArea) return false;
      const granted = grants.get(role)!;
      if (access.anyRole && !access.anyRole.includes(role)) return false;
      if (access.allRoles && !access.allRoles.every((r) => r === role)) return false;
      if (access.anyPermission && !access.anyPermission.some((p) => granted.has(p))) return false;
      if (access.allPermissions && !access.allPermissions.every((p) => granted.has(p))) return false;
      return true;
    });
  }

  function requires(access: RouteAccess): string {
    if (access.public) return 'public';
    const parts = [
      access.anyRole && `any role ${access.anyRole.join(' ')}`,
      access.allRoles && `all roles ${access.allRoles.join(' ')}`,
      access.anyPermission && `any permission ${access.anyPermission.join(' ')}`,
      access.allPermissions && `all permissions ${access.allPermissions.join(' ')}`,
    ].filter(Boolean);
    return parts.length ? parts.join('; ') : access.clientArea ? 'login (client area: visitors too)' : 'login (staff)';
  }

  /** Calls the route with an empty payload: "allowed" is anything past the guard (usually a 400 of the DTO). */
  async function deniedTo(route: Route, caller: string): Promise<boolean> {
    const token = tokens.get(caller);
    const response = await t.app.inject({
      method: route.method,
      url: `${t.config.API_PREFIX}${route.path.replace(/:(\w+)/g, 'x')}`,
      headers: { 'tenant-id': String(tenantOf.get(caller) ?? 1), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(route.method === 'POST' || route.method === 'PUT' ? { payload: {} } : {}),
    });
    const code = String(response.headers['content-type'] ?? '').includes('json')
      ? (JSON.parse(response.body) as { code: number }).code
      : response.statusCode;
    const denied = [401, 403].includes(response.statusCode) || code === 401 || code === 403;
    if (denied && code === 401 && token && !(await tokenAlive(token, caller))) {
      // the previous route ended this caller's session (logout): sign in again and ask once more
      const tenantId = tenantOf.get(caller);
      tokens.set(
        caller,
        tenantId
          ? await loginToTenant(t, tenantId, users.get(caller)!, tenantAdminPassword)
          : await t.api.login(users.get(caller)!, TEST_PASSWORD),
      );
      return deniedTo(route, caller);
    }
    return denied;
  }

  async function tokenAlive(token: string, caller: string): Promise<boolean> {
    return (await t.api.get('/system/auth/get-permission-info', { token, tenantId: tenantOf.get(caller) })).code === 0;
  }

  it('has an entry for every route, and each caller is allowed exactly what its entry says', async () => {
    const started = Date.now();
    const routes = routeTable(t.app);
    const callers = [ANONYMOUS, ...roles];
    const computed: Matrix = {
      callers,
      routes: Object.fromEntries(routes.map((r) => [r.key, { requires: requires(r.access), allow: expectedAllow(r.access) }])),
    };
    if (process.env.UPDATE_ACCESS_MATRIX) writeFileSync(MATRIX_FILE, `${JSON.stringify(computed, null, 2)}\n`);
    const recorded = JSON.parse(readFileSync(MATRIX_FILE, 'utf8')) as Matrix;

    const missing = routes.filter((r) => !recorded.routes[r.key]);
    const changed = routes.filter(
      (r) => recorded.routes[r.key] && JSON.stringify(recorded.routes[r.key]) !== JSON.stringify(computed.routes[r.key]),
    );
    const stale = Object.keys(recorded.routes).filter((key) => !computed.routes[key]);
    const paste = (list: Route[]) => list.map((r) => `  ${JSON.stringify(r.key)}: ${JSON.stringify(computed.routes[r.key])},`).join('\n');
    if (missing.length) console.error(`routes without an entry in access-matrix.json: review and paste\n${paste(missing)}`);
    if (changed.length) console.error(`routes whose access differs from access-matrix.json: review and replace\n${paste(changed)}`);
    expect({ callers: recorded.callers, missing: missing.map((r) => r.key), changed: changed.map((r) => r.key), stale }).toEqual({
      callers,
      missing: [],
      changed: [],
      stale: [],
    });

    const wrong: string[] = [];
    for (const route of routes) {
      const allow = new Set(recorded.routes[route.key]!.allow);
      for (const caller of callers) {
        const denied = await deniedTo(route, caller);
        if (denied === allow.has(caller))
          wrong.push(`${route.key} as ${caller}: ${denied ? 'denied' : 'allowed'}, expected ${denied ? 'allowed' : 'denied'}`);
      }
    }
    console.log(`access matrix: ${routes.length} routes × ${callers.length} callers in ${Date.now() - started} ms`);
    expect(wrong).toEqual([]);
  }, 180_000);
});
