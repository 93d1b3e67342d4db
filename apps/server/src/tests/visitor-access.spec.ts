import { RoleCode } from '@dha/contracts';
import { loginAs, uniq } from '@dha/system/testing';
import { CLIENT_AREA_CALLS } from '@dha/server-core';
import { createTestApp, type TestApp } from '@dha/testing';
import { routeTable } from '../http/route-table';

/**
 * Hole 8 of issue 29: a visitor (only role `common`) reached the staff routes that check only a
 * login — the whole menu tree, the role list, the dictionary types. Now a visitor gets what the client
 * area uses (CLIENT_AREA_CALLS) and nothing else that only asks for a login; staff keep them all.
 * (access-matrix.spec.ts checks every route × role; this names the routes of the issue.)
 */
describe('what a visitor may call', () => {
  let t: TestApp;
  let visitor: string;
  let teacher: string;
  beforeAll(async () => {
    t = await createTestApp({ RUN_WORKERS: 'false' });
    visitor = await loginAs(t, uniq('visitacl'), [RoleCode.COMMON]);
    teacher = await loginAs(t, uniq('teachacl'), [RoleCode.OTHER_TEACHER]);
  });
  afterAll(() => t.close());

  const STAFF_ROUTES = [
    '/system/menu/simple-list',
    '/system/menu/list-all-simple',
    '/system/role/simple-list',
    '/system/role/list-all-simple',
    '/system/dict-type/simple-list',
    '/system/dict-type/list-all-simple',
    '/system/dept/simple-list',
    '/system/post/simple-list',
    '/infra/config/get-value-by-key?key=system.org.name',
  ];

  it('refuses a visitor the menu tree, the role list, the dictionary types and the other staff lists (403)', async () => {
    for (const url of STAFF_ROUTES) {
      const r = await t.api.get(url, { token: visitor });
      expect([url, r.code, r.data]).toEqual([url, 403, null]);
    }
  });

  it('answers them to staff (a teacher holding no system permission)', async () => {
    for (const url of STAFF_ROUTES) expect([url, (await t.api.get(url, { token: teacher })).code]).toEqual([url, 0]);
  });

  it('still answers a visitor what the client area calls: session, dictionaries, profile, messages, signups', async () => {
    for (const url of [
      '/system/auth/get-permission-info',
      '/system/dict-data/list-all-simple',
      '/system/user/getMyProfileInfo',
      '/system/notify-message/get-unread-count',
      '/system/notify-message/my-page',
      '/client/signup/my-page',
      '/client/course/my-page',
    ])
      expect([url, (await t.api.get(url, { token: visitor })).code]).toEqual([url, 0]);
    expect((await t.api.put('/system/notify-message/update-all-read', undefined, { token: visitor })).code).toBe(0);
  });

  it('lists only routes that exist, each asking for a login only', () => {
    const routes = new Map(routeTable(t.app).map((r) => [r.key, r]));
    for (const key of CLIENT_AREA_CALLS) {
      const route = routes.get(key);
      expect([key, route && !route.access.public && !route.access.anyRole && !route.access.anyPermission]).toEqual([key, true]);
    }
  });
});
