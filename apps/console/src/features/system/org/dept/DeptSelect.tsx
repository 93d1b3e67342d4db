import type { DeptSimpleVO } from '@dha/contracts';
import { AppSelect } from '../../../../ui/AppSelect';
import { toTreeRows } from './dept-tree';

/** The departments as select options: the tree in order, each indented by its depth, after an empty choice. */
function deptOptions(depts: readonly DeptSimpleVO[], emptyLabel: string) {
  return [
    { value: '', label: emptyLabel },
    ...toTreeRows(depts.map((d) => ({ ...d, sort: 0, leaderUserId: null, phone: null, email: null, status: 0, createTime: 0 }))).map(
      (d) => ({
        value: String(d.id),
        label: `${'\u3000'.repeat(d.depth)}${d.name}`,
      }),
    ),
  ];
}

/** A department picker for forms that place something in a department (a user, a course). */
export function DeptSelect({
  id,
  value,
  onChange,
  depts,
  emptyLabel = '（无）',
}: {
  id: string;
  value: string;
  onChange: (deptId: string) => void;
  depts: readonly DeptSimpleVO[];
  emptyLabel?: string;
}) {
  return (
    <AppSelect id={id} fill value={value} onChange={(e) => onChange(e.currentTarget.value)} options={deptOptions(depts, emptyLabel)} />
  );
}
