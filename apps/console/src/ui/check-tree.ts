/** A node of a check tree: menus (DIR/MENU/BUTTON) or departments, built from their flat lists. */
export interface CheckNode {
  id: number;
  name: string;
  children: CheckNode[];
}

export type CheckState = 'checked' | 'half' | 'none';

/**
 * The flat list (in its order) as a forest: a row whose parent is not in the list is a root. The
 * check state lives on the leaves; a parent is checked when all its leaves are, half-checked when some are.
 */
export function buildCheckTree(rows: ReadonlyArray<{ id: number; name: string; parentId: number }>): CheckNode[] {
  const nodes = new Map<number, CheckNode>(rows.map((r) => [r.id, { id: r.id, name: r.name, children: [] }]));
  const roots: CheckNode[] = [];
  for (const r of rows) {
    const parent = r.parentId !== r.id ? nodes.get(r.parentId) : undefined;
    (parent ? parent.children : roots).push(nodes.get(r.id)!);
  }
  return roots;
}

/** The leaf ids under (and including, for a leaf) the node. */
export function leavesOf(node: CheckNode): number[] {
  return node.children.length ? node.children.flatMap(leavesOf) : [node.id];
}

export function stateOf(node: CheckNode, checked: ReadonlySet<number>): CheckState {
  const leaves = leavesOf(node);
  const n = leaves.filter((id) => checked.has(id)).length;
  return n === 0 ? 'none' : n === leaves.length ? 'checked' : 'half';
}

/** A click on a node: a checked node unchecks everything under it, a half or unchecked one checks everything. */
export function toggle(node: CheckNode, checked: ReadonlySet<number>): Set<number> {
  const next = new Set(checked);
  const on = stateOf(node, checked) !== 'checked';
  for (const id of leavesOf(node)) {
    if (on) next.add(id);
    else next.delete(id);
  }
  return next;
}

function walk(nodes: readonly CheckNode[], visit: (n: CheckNode) => void): void {
  for (const n of nodes) {
    visit(n);
    walk(n.children, visit);
  }
}

export function allIds(nodes: readonly CheckNode[]): number[] {
  const ids: number[] = [];
  walk(nodes, (n) => ids.push(n.id));
  return ids;
}

/** Every leaf checked (全选). */
export function checkAll(nodes: readonly CheckNode[]): Set<number> {
  return new Set(nodes.flatMap(leavesOf));
}

/** The leaves granted in a stored id list (the tree's starting state). */
export function checkedFrom(nodes: readonly CheckNode[], ids: readonly number[]): Set<number> {
  const held = new Set(ids);
  return new Set(nodes.flatMap(leavesOf).filter((id) => held.has(id)));
}

/**
 * The ids a role's menu grant stores: checked nodes and half-checked parents (a button needs its page
 * and directory to be reachable), as the upstream sends checked + half-checked keys.
 */
export function grantedIds(nodes: readonly CheckNode[], checked: ReadonlySet<number>): number[] {
  const ids: number[] = [];
  walk(nodes, (n) => {
    if (stateOf(n, checked) !== 'none') ids.push(n.id);
  });
  return ids.sort((a, b) => a - b);
}

/** Only the fully checked nodes (the departments of a custom data scope). */
export function fullyCheckedIds(nodes: readonly CheckNode[], checked: ReadonlySet<number>): number[] {
  const ids: number[] = [];
  walk(nodes, (n) => {
    if (stateOf(n, checked) === 'checked') ids.push(n.id);
  });
  return ids.sort((a, b) => a - b);
}
