import { AppSelect } from './AppSelect';

/**
 * The parent picker of a tree's edit dialog (departments, menus): the root first, then the allowed
 * parents indented by depth. Values are ids as strings, '0' for the root.
 */
export function ParentSelect({
  id,
  value,
  onChange,
  rootLabel,
  parents,
}: {
  id: string;
  value: string;
  onChange: (parentId: string) => void;
  rootLabel: string;
  parents: ReadonlyArray<{ id: number; name: string; depth: number }>;
}) {
  return (
    <AppSelect
      id={id}
      fill
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      options={[
        { value: '0', label: rootLabel },
        ...parents.map((p) => ({ value: String(p.id), label: `${'\u3000'.repeat(p.depth + 1)}${p.name}` })),
      ]}
    />
  );
}
