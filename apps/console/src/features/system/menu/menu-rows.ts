import type { MenuRespVO } from '@dha/contracts';

export type MenuTreeRow = MenuRespVO & { depth: number; hasChildren: boolean };

/**
 * The flat list (in sort order) as the rows of a tree table, depth first; the children of a collapsed
 * menu are left out. A menu whose parent is not in the list (filtered out) is shown as a root.
 */
export function menuTreeRows(menus: readonly MenuRespVO[], collapsed: ReadonlySet<number>): MenuTreeRow[] {
  const ids = new Set(menus.map((m) => m.id));
  const children = new Map<number, MenuRespVO[]>();
  for (const m of menus) {
    const parent = ids.has(m.parentId) && m.parentId !== m.id ? m.parentId : 0;
    children.set(parent, [...(children.get(parent) ?? []), m]);
  }
  const rows: MenuTreeRow[] = [];
  const visit = (parentId: number, depth: number) => {
    for (const m of children.get(parentId) ?? []) {
      const kids = children.get(m.id) ?? [];
      rows.push({ ...m, depth, hasChildren: kids.length > 0 });
      if (!collapsed.has(m.id)) visit(m.id, depth + 1);
    }
  };
  visit(0, 0);
  return rows;
}

/** The menu and everything below it: none of them may become its parent. */
export function menuSubtree(menus: readonly MenuRespVO[], id: number): Set<number> {
  const ids = new Set([id]);
  for (let grew = true; grew;) {
    grew = false;
    for (const m of menus) {
      if (ids.has(m.parentId) && !ids.has(m.id)) {
        ids.add(m.id);
        grew = true;
      }
    }
  }
  return ids;
}
