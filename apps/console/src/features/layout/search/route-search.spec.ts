import { buildMenuRoutes } from '../../../app/menu-routes';
import { breadcrumbText, routeSearcher, SEARCH_OPTIONS, searchPool, type SearchEntry } from './route-search';
import { menu, page } from '../../../test/menus';

const registry = { 'system/user/index': page, 'system/role/index': page };

const tree = buildMenuRoutes(
  [
    menu({
      id: 1,
      name: '系统管理',
      path: '/system',
      children: [
        menu({ id: 11, parentId: 1, name: '用户管理', path: 'user', component: 'system/user/index' }),
        menu({ id: 12, parentId: 1, name: '角色管理', path: 'role', component: 'system/role/index' }),
        menu({ id: 13, parentId: 1, name: '隐藏页面', path: 'secret', component: 'system/secret/index', visible: false }),
        menu({ id: 14, parentId: 1, name: '', path: 'untitled', component: 'system/untitled/index' }),
      ],
    }),
    menu({
      id: 2,
      name: '隐藏目录',
      path: '/hidden',
      visible: false,
      children: [menu({ id: 21, parentId: 2, name: '子页面', path: 'child', component: 'x/index' })],
    }),
    menu({ id: 3, name: '接口文档', path: 'https://example.org/docs' }),
  ],
  registry,
);

describe('route search', () => {
  const pool = searchPool(tree);

  it('offers the visible routes with a title, without noRedirect directories, hidden routes or their children', () => {
    expect(pool.map((e) => e.path)).toEqual(['/index', '/system/user', '/system/role', 'https://example.org/docs']);
  });

  it('each entry carries its breadcrumb of titles joined with " > "', () => {
    const user = pool.find((e) => e.path === '/system/user')!;
    expect(breadcrumbText(user)).toBe('系统管理 > 用户管理');
    expect(breadcrumbText(pool[0]!)).toBe('首页');
    expect(pool.find((e) => e.external)?.path).toBe('https://example.org/docs');
  });

  it('fuzzy-matches title (0.7) and path (0.3) with threshold 0.4', () => {
    expect(SEARCH_OPTIONS.threshold).toBe(0.4);
    expect(SEARCH_OPTIONS.keys).toEqual([
      { name: 'titles', weight: 0.7 },
      { name: 'path', weight: 0.3 },
    ]);
    const search = routeSearcher(pool);
    expect(search('角色').map((e) => e.path)).toEqual(['/system/role']);
    expect(search('role').map((e) => e.path)).toEqual(['/system/role']);
    // one typo in five letters is within the threshold; an unrelated word is not
    expect(search('rolr').map((e) => e.path)).toContain('/system/role');
    expect(search('zzzzzz')).toEqual([]);
    expect(search('   ')).toEqual([]);
    expect(search('隐藏')).toEqual([]);
  });

  it('the title outweighs the path', () => {
    const entries: SearchEntry[] = [
      { path: '/a/report', titles: ['日志'], external: false },
      { path: '/b/log', titles: ['report'], external: false },
    ];
    expect(routeSearcher(entries)('report').map((e) => e.path)).toEqual(['/b/log', '/a/report']);
  });
});
