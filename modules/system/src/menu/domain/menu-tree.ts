import type { MenuVO } from '@dha/contracts';

export interface MenuRow {
  id: number;
  parent_id: number;
  name: string;
  path: string;
  component: string | null;
  component_name: string | null;
  icon: string;
  visible: boolean;
  keep_alive: boolean;
  always_show: boolean;
  sort: number;
}

/**
 * The sidebar tree (contract: buttons and disabled menus left out by the caller, nodes sorted by
 * sort, orphans dropped, `children` absent on leaves).
 */
export function buildMenuTree(rows: MenuRow[]): MenuVO[] {
  const sorted = [...rows].sort((a, b) => a.sort - b.sort || a.id - b.id);
  const nodes = new Map<number, MenuVO>();
  for (const r of sorted) {
    nodes.set(r.id, {
      id: r.id,
      parentId: r.parent_id,
      name: r.name,
      path: r.path,
      component: r.component,
      componentName: r.component_name,
      icon: r.icon,
      visible: r.visible,
      keepAlive: r.keep_alive,
      alwaysShow: r.always_show,
    });
  }
  const roots: MenuVO[] = [];
  for (const r of sorted) {
    const node = nodes.get(r.id)!;
    if (r.parent_id === 0) {
      roots.push(node);
      continue;
    }
    const parent = nodes.get(r.parent_id);
    if (!parent) continue; // orphan: its parent is disabled or not granted
    (parent.children ??= []).push(node);
  }
  return roots;
}
