import type { DeptVO } from '@dha/contracts';

type DeptTreeRow = DeptVO & { depth: number };

/**
 * The flat list (in sort order) as tree rows, depth first: each department followed by its
 * children. A department whose parent is not in the list (filtered out) is shown as a root.
 */
export function toTreeRows(depts: readonly DeptVO[]): DeptTreeRow[] {
  const ids = new Set(depts.map((d) => d.id));
  const children = new Map<number, DeptVO[]>();
  for (const d of depts) {
    const parent = ids.has(d.parentId) ? d.parentId : 0;
    children.set(parent, [...(children.get(parent) ?? []), d]);
  }
  const rows: DeptTreeRow[] = [];
  const visit = (parentId: number, depth: number) => {
    for (const d of children.get(parentId) ?? []) {
      rows.push({ ...d, depth });
      if (d.id !== parentId) visit(d.id, depth + 1);
    }
  };
  visit(0, 0);
  return rows;
}

/** The department and everything below it: none of them may become its parent. */
export function subtreeIds(depts: readonly DeptVO[], id: number): Set<number> {
  const ids = new Set([id]);
  for (let grew = true; grew;) {
    grew = false;
    for (const d of depts) {
      if (ids.has(d.parentId) && !ids.has(d.id)) {
        ids.add(d.id);
        grew = true;
      }
    }
  }
  return ids;
}
