import { MenuType } from '@dha/contracts';
import { buildCheckTree, checkAll, checkedFrom, fullyCheckedIds, grantedIds, stateOf, toggle } from './check-tree';

// 系统管理 (1) > 角色管理 (100) > 查询 (1001), 新增 (1002); 系统管理 > 岗位管理 (102, no buttons); 课程管理 (5) > 课程信息 (502)
const MENUS = [
  { id: 1, name: '系统管理', parentId: 0, type: MenuType.DIR },
  { id: 100, name: '角色管理', parentId: 1, type: MenuType.MENU },
  { id: 1001, name: '角色查询', parentId: 100, type: MenuType.BUTTON },
  { id: 1002, name: '角色新增', parentId: 100, type: MenuType.BUTTON },
  { id: 102, name: '岗位管理', parentId: 1, type: MenuType.MENU },
  { id: 5, name: '课程管理', parentId: 0, type: MenuType.DIR },
  { id: 502, name: '课程信息', parentId: 5, type: MenuType.MENU },
];

describe('the check tree of 菜单权限 and 数据权限', () => {
  const tree = buildCheckTree(MENUS);
  const node = (id: number) => {
    const find = (ns: typeof tree): (typeof tree)[number] | undefined => {
      for (const n of ns) {
        if (n.id === id) return n;
        const hit = find(n.children);
        if (hit) return hit;
      }
      return undefined;
    };
    return find(tree)!;
  };

  it('builds the forest from the flat list', () => {
    expect(tree.map((n) => n.id)).toEqual([1, 5]);
    expect(node(1).children.map((n) => n.id)).toEqual([100, 102]);
    expect(node(100).children.map((n) => n.id)).toEqual([1001, 1002]);
  });

  it('half-checks the parents of some checked leaves, checks those of all', () => {
    const checked = new Set([1001]);
    expect(stateOf(node(1001), checked)).toBe('checked');
    expect(stateOf(node(100), checked)).toBe('half');
    expect(stateOf(node(1), checked)).toBe('half');
    expect(stateOf(node(5), checked)).toBe('none');
    const both = new Set([1001, 1002]);
    expect(stateOf(node(100), both)).toBe('checked');
    expect(stateOf(node(1), both)).toBe('half'); // 岗位管理 still unchecked
    expect(stateOf(node(1), new Set([1001, 1002, 102]))).toBe('checked');
  });

  it('a click on a half or unchecked parent checks all below it; on a checked one unchecks all', () => {
    const half = new Set([1001]);
    const all = toggle(node(1), half);
    expect([...all].sort((a, b) => a - b)).toEqual([102, 1001, 1002]);
    expect(stateOf(node(1), all)).toBe('checked');
    expect([...toggle(node(1), all)]).toEqual([]);
    expect([...toggle(node(1002), half)].sort((a, b) => a - b)).toEqual([1001, 1002]);
    expect([...toggle(node(1001), half)]).toEqual([]);
  });

  it('grants the checked nodes and the half-checked parents (so a granted button keeps its page and directory)', () => {
    expect(grantedIds(tree, new Set([1001]))).toEqual([1, 100, 1001]);
    expect(grantedIds(tree, checkAll(tree))).toEqual([1, 5, 100, 102, 502, 1001, 1002]);
    expect(grantedIds(tree, new Set())).toEqual([]);
    // a custom data scope keeps only what is fully checked
    expect(fullyCheckedIds(tree, new Set([1001, 1002]))).toEqual([100, 1001, 1002]);
  });

  it('starts from the stored grant: parents follow their leaves', () => {
    const checked = checkedFrom(tree, [1, 100, 1001, 5]);
    expect([...checked]).toEqual([1001]);
    expect(stateOf(node(5), checked)).toBe('none');
    expect(stateOf(node(100), checked)).toBe('half');
  });
});
