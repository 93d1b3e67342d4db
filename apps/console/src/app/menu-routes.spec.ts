import type { MenuVO } from '@dha/contracts';
import { buildMenuRoutes, comingSoonPage, findMenuRoute, flattenMenuRoutes, innerLinkPage, joinMenuPath, menuTrail } from './menu-routes';
import { findPage, pageRegistry, registryKey } from './page-registry';
import { menu, page } from '../test/menus';

const registry = { 'course/manager/index': page };

const menus: MenuVO[] = [
  menu({
    id: 1,
    name: '课程管理',
    path: '/course',
    children: [
      menu({ id: 11, parentId: 1, name: '课程维护', path: 'manager', component: 'course/manager/index' }),
      menu({ id: 12, parentId: 1, name: '课程类型', path: 'type', component: 'course/type/index' }),
    ],
  }),
  menu({ id: 2, name: '接口文档', path: 'https://example.org/docs' }),
];

describe('menu routes', () => {
  it('joins child paths under their parents', () => {
    expect(joinMenuPath('/system', 'user')).toBe('/system/user');
    expect(joinMenuPath('/', '/system')).toBe('/system');
    expect(joinMenuPath('/system', 'https://a.b')).toBe('https://a.b');
  });

  it('maps components to registered pages; a component not built yet gets the coming-soon page', () => {
    const tree = buildMenuRoutes(menus, registry);
    const flat = flattenMenuRoutes(tree);
    expect(flat.map((r) => [r.fullPath, r.page === undefined ? 'none' : r.comingSoon ? 'coming soon' : 'page'])).toEqual([
      ['/course', 'none'],
      ['/course/manager', 'page'],
      ['/course/type', 'coming soon'],
      ['https://example.org/docs', 'none'],
    ]);
    expect(flat[1]!.page).toBe(page);
    expect(flat[2]!.page).toBe(comingSoonPage);
    expect(flat[3]!.external).toBe(true);
  });

  it('routes with a page (built or coming soon) answer a path; directories and links do not', () => {
    const tree = buildMenuRoutes(menus, registry);
    expect(findMenuRoute(tree, '/course/manager')?.id).toBe(11);
    expect(findMenuRoute(tree, '/course/type')?.id).toBe(12);
    expect(findMenuRoute(tree, '/course')).toBeUndefined();
    expect(findMenuRoute(tree, 'https://example.org/docs')).toBeUndefined();
    expect(findMenuRoute(tree, '/nothing')).toBeUndefined();
  });

  it('carries every menu field of spec §2 into the route meta', () => {
    const tree = buildMenuRoutes(
      [
        menu({
          id: 3,
          name: '系统管理',
          path: '/system',
          icon: 'ep:tools',
          alwaysShow: false,
          children: [
            menu({
              id: 31,
              parentId: 3,
              name: '报名审核',
              path: 'review',
              component: 'course/manager/index',
              componentName: 'CourseReview',
              icon: 'ep:finished',
              keepAlive: false,
              visible: false,
            }),
          ],
        }),
      ],
      registry,
    );
    expect(tree[0]!.meta).toEqual({
      title: '系统管理',
      icon: 'ep:tools',
      affix: false,
      noCache: false,
      keepAlive: true,
      hidden: false,
      alwaysShow: false,
      redirect: 'noRedirect',
    });
    expect(tree[0]!.children[0]!.meta).toEqual({
      title: '报名审核',
      icon: 'ep:finished',
      affix: false,
      noCache: true,
      keepAlive: false,
      hidden: true,
      alwaysShow: true,
      name: 'CourseReview',
    });
  });

  it('an http(s) menu opens outside; with an inner-link component it is shown in a frame at a path of its own', () => {
    const tree = buildMenuRoutes(
      [
        menu({
          id: 7,
          name: '外部',
          path: '/ext',
          children: [
            menu({ id: 71, parentId: 7, name: '官网', path: 'https://example.org' }),
            menu({ id: 72, parentId: 7, name: '文档', path: 'http://example.org/doc', component: 'InnerLink' }),
          ],
        }),
      ],
      registry,
    );
    const [outside, inside] = tree[0]!.children;
    expect(outside).toMatchObject({ external: true, fullPath: 'https://example.org', page: undefined });
    expect(outside!.meta.link).toBeUndefined();
    expect(inside).toMatchObject({ external: false, fullPath: '/ext/link-72', page: innerLinkPage, comingSoon: false });
    expect(inside!.meta.link).toBe('http://example.org/doc');
    expect(findMenuRoute(tree, '/ext/link-72')?.id).toBe(72);
  });

  it('finds the trail of menus down to a path', () => {
    const tree = buildMenuRoutes(menus, registry);
    expect(menuTrail(tree, '/course/type').map((r) => r.title)).toEqual(['课程管理', '课程类型']);
    expect(menuTrail(tree, '/nothing')).toEqual([]);
  });

  it('normalises component strings', () => {
    expect(registryKey('/course/manager/index.vue')).toBe('course/manager/index');
    expect(findPage('course/manager/index', registry)).toBe(page);
    expect(findPage(null, registry)).toBeUndefined();
  });

  it('routes the tenant, tenant-package and pay-app menus by upstream’s component paths, and by those seeded before', () => {
    for (const [upstream, before] of [
      ['system/tenant/index', 'system/tenant/list/index'],
      ['system/tenantPackage/index', 'system/tenant/package/index'],
      ['pay/app/index', 'pay/merchant/index'],
    ]) {
      expect(findPage(upstream)).toBeDefined();
      expect(findPage(before)).toBeDefined();
    }
    const tree = buildMenuRoutes(
      [
        menu({
          id: 1,
          name: '系统管理',
          path: '/system',
          children: [
            menu({ id: 112, parentId: 1, name: '租户列表', path: 'tenant', component: 'system/tenant/index' }),
            menu({ id: 113, parentId: 1, name: '租户套餐', path: 'tenant-package', component: 'system/tenantPackage/index' }),
          ],
        }),
      ],
      pageRegistry,
    );
    for (const path of ['/system/tenant', '/system/tenant-package'])
      expect(findMenuRoute(tree, path)).toMatchObject({ comingSoon: false, page: expect.any(Function) });
  });
});
