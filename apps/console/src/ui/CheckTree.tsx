import { Button, ButtonGroup, Checkbox, Tree, type TreeNodeInfo } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { allIds, checkAll, stateOf, toggle, type CheckNode } from './check-tree';

/**
 * A Blueprint Tree with a checkbox on each node (half-checked parents shown indeterminate), with
 * 展开/折叠 and 全选/全不选. `checked` holds the checked leaves; the parents follow them.
 */
export function CheckTree({
  nodes,
  checked,
  onChange,
  label,
  describe,
}: {
  nodes: CheckNode[];
  checked: ReadonlySet<number>;
  onChange: (checked: Set<number>) => void;
  /** the accessible name of the tree */
  label: string;
  /** extra text after a node's name (e.g. its type) */
  describe?: (id: number) => string;
}) {
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set(nodes.map((n) => n.id)));
  const everything = useMemo(() => allIds(nodes), [nodes]);
  const all = useMemo(() => checkAll(nodes), [nodes]);
  const allChecked = all.size > 0 && [...all].every((id) => checked.has(id));
  const toInfo = (n: CheckNode): TreeNodeInfo<CheckNode> => {
    const state = stateOf(n, checked);
    const suffix = describe?.(n.id);
    return {
      id: n.id,
      nodeData: n,
      hasCaret: n.children.length > 0,
      isExpanded: expanded.has(n.id),
      label: (
        <Checkbox
          className="dha-check-tree-box"
          checked={state === 'checked'}
          indeterminate={state === 'half'}
          aria-label={n.name}
          onChange={() => onChange(toggle(n, checked))}
          onClick={(e) => e.stopPropagation()}
        >
          {n.name}
          {suffix ? <span className="bp6-text-muted"> {suffix}</span> : null}
        </Checkbox>
      ),
      childNodes: n.children.length ? n.children.map(toInfo) : undefined,
    };
  };
  const setOne = (id: number, open: boolean) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });
  return (
    <div>
      <ButtonGroup variant="minimal">
        <Button text="全部展开" onClick={() => setExpanded(new Set(everything))} />
        <Button text="全部折叠" onClick={() => setExpanded(new Set())} />
        <Checkbox
          className="dha-check-tree-all"
          label="全选/全不选"
          checked={allChecked}
          indeterminate={!allChecked && checked.size > 0}
          onChange={() => onChange(allChecked ? new Set() : all)}
        />
      </ButtonGroup>
      <div role="group" aria-label={label} style={{ maxHeight: 420, overflow: 'auto' }}>
        <Tree<CheckNode>
          contents={nodes.map(toInfo)}
          onNodeExpand={(n) => setOne(Number(n.id), true)}
          onNodeCollapse={(n) => setOne(Number(n.id), false)}
        />
      </div>
    </div>
  );
}
