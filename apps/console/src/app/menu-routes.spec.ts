import type { MenuVO } from '@dha/contracts';
import { buildMenuRoutes, findMenuRoute, flattenMenuRoutes, joinMenuPath } from './menu-routes';
import { findPage, registryKey } from './page-registry';
import type { PageLoader } from './page-types';

const menu = (over: Partial<MenuVO>): MenuVO => ({
  id: 1,
  parentId: 0,
  name: 'x',
  path: '',
  component: null,
  componentName: null,
  icon: '',
  visible: true,
  keepAlive: true,
  alwaysShow: true,
  ...over,
});

const page: PageLoader = async () => ({ default: () => null });
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

  it('maps components to registered pages; unknown components get no page', () => {
    const tree = buildMenuRoutes(menus, registry);
    const flat = flattenMenuRoutes(tree);
    expect(flat.map((r) => [r.fullPath, !!r.page])).toEqual([
      ['/course', false],
      ['/course/manager', true],
      ['/course/type', false],
      ['https://example.org/docs', false],
    ]);
    expect(flat[3]!.external).toBe(true);
  });

  it('only routes with a page answer a path', () => {
    const tree = buildMenuRoutes(menus, registry);
    expect(findMenuRoute(tree, '/course/manager')?.id).toBe(11);
    expect(findMenuRoute(tree, '/course/type')).toBeUndefined();
    expect(findMenuRoute(tree, '/nothing')).toBeUndefined();
  });

  it('normalises component strings', () => {
    expect(registryKey('/course/manager/index.vue')).toBe('course/manager/index');
    expect(findPage('course/manager/index', registry)).toBe(page);
    expect(findPage(null, registry)).toBeUndefined();
  });
});
