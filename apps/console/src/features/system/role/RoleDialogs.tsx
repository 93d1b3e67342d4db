import { Button, Callout, Classes, FormGroup, InputGroup, Spinner } from '@blueprintjs/core';
import { DataScope, MenuType, type RoleVO } from '@dha/contracts';
import { useEffect, useMemo, useState } from 'react';
import { AppDialog } from '../../../ui/AppDialog';
import { buildCheckTree, checkedFrom, fullyCheckedIds, grantedIds } from '../../../ui/check-tree';
import { CheckTree } from '../../../ui/CheckTree';
import { useAssignRoleDataScope, useAssignRoleMenu, useDeptOptions, useRoleMenus } from './queries';
import { AppSelect } from '../../../ui/AppSelect';

const MENU_TYPE_LABELS: Record<number, string> = { [MenuType.DIR]: '目录', [MenuType.MENU]: '菜单', [MenuType.BUTTON]: '按钮' };

export const DATA_SCOPE_OPTIONS = [
  { value: DataScope.ALL, label: '全部数据权限' },
  { value: DataScope.DEPT_CUSTOM, label: '指定部门数据权限' },
  { value: DataScope.DEPT_ONLY, label: '本部门数据权限' },
  { value: DataScope.DEPT_AND_CHILD, label: '本部门及以下数据权限' },
  { value: DataScope.DEPT_SELF, label: '仅本人数据权限' },
];

/** The footer of a grant dialog: 取消 / 保存, locked while saving. */
function Footer({ busy, onClose, onSave, disabled }: { busy: boolean; onClose: () => void; onSave: () => void; disabled?: boolean }) {
  return (
    <div className={Classes.DIALOG_FOOTER}>
      <div className={Classes.DIALOG_FOOTER_ACTIONS}>
        <Button text="取消" disabled={busy} onClick={onClose} />
        <Button intent="primary" text="保存" loading={busy} disabled={busy || disabled} onClick={onSave} />
      </div>
    </div>
  );
}

function RoleHeader({ role }: { role: RoleVO }) {
  return (
    <div className="dha-form-grid">
      <FormGroup label="角色名称" labelFor="grant-role-name">
        <InputGroup id="grant-role-name" value={role.name} readOnly />
      </FormGroup>
      <FormGroup label="角色标识" labelFor="grant-role-code">
        <InputGroup id="grant-role-code" value={role.code} readOnly />
      </FormGroup>
    </div>
  );
}

/** 菜单权限: the enabled menus as a check tree; saving sends checked and half-checked ids (the whole grant). */
export function RoleMenuDialog({ role, onClose }: { role: RoleVO | null; onClose: () => void }) {
  const { menus, held, loading } = useRoleMenus(role?.id ?? null);
  const nodes = useMemo(() => buildCheckTree(menus ?? []), [menus]);
  const typeOf = useMemo(() => new Map((menus ?? []).map((m) => [m.id, m.type])), [menus]);
  const [checked, setChecked] = useState<Set<number>>(new Set());
  useEffect(() => {
    if (role && menus && held) setChecked(checkedFrom(nodes, held));
  }, [role, menus, held, nodes]);
  const save = useAssignRoleMenu(onClose);
  return (
    <AppDialog
      isOpen={!!role}
      title="菜单权限"
      onClose={() => !save.isPending && onClose()}
      style={{ width: 600, maxWidth: 'calc(100vw - 32px)' }}
    >
      <div className={Classes.DIALOG_BODY}>
        {role && <RoleHeader role={role} />}
        {loading ? (
          <Spinner size={24} />
        ) : (
          <CheckTree
            nodes={nodes}
            checked={checked}
            onChange={setChecked}
            label="菜单权限"
            describe={(id) => `(${MENU_TYPE_LABELS[typeOf.get(id) ?? 0] ?? ''})`}
          />
        )}
      </div>
      <Footer
        busy={save.isPending}
        disabled={loading}
        onClose={onClose}
        onSave={() => role && save.mutate({ roleId: role.id, menuIds: grantedIds(nodes, checked) })}
      />
    </AppDialog>
  );
}

/** 数据权限: the scope, and for 指定部门 the department tree (the fully checked departments are stored). */
export function RoleDataScopeDialog({ role, onClose }: { role: RoleVO | null; onClose: () => void }) {
  const [scope, setScope] = useState<number>(DataScope.ALL);
  const [checked, setChecked] = useState<Set<number>>(new Set());
  const [error, setError] = useState('');
  const depts = useDeptOptions(!!role);
  const nodes = useMemo(() => buildCheckTree(depts.data ?? []), [depts.data]);
  useEffect(() => {
    if (!role) return;
    setScope(role.dataScope);
    setError('');
  }, [role]);
  // the departments arrive after the dialog opens: the stored ones are checked then
  useEffect(() => {
    if (role) setChecked(checkedFrom(nodes, role.dataScopeDeptIds));
  }, [role, nodes]);
  const save = useAssignRoleDataScope(onClose);
  const custom = scope === DataScope.DEPT_CUSTOM;
  const submit = () => {
    if (!role) return;
    const deptIds = custom ? fullyCheckedIds(nodes, checked) : [];
    if (custom && !deptIds.length) return setError('请至少选择一个部门');
    setError('');
    save.mutate({ roleId: role.id, dataScope: scope, dataScopeDeptIds: deptIds });
  };
  return (
    <AppDialog
      isOpen={!!role}
      title="数据权限"
      onClose={() => !save.isPending && onClose()}
      style={{ width: 560, maxWidth: 'calc(100vw - 32px)' }}
    >
      <div className={Classes.DIALOG_BODY}>
        {role && <RoleHeader role={role} />}
        <FormGroup label="权限范围" labelFor="grant-data-scope">
          <AppSelect
            id="grant-data-scope"
            fill
            value={scope}
            onChange={(e) => setScope(Number(e.currentTarget.value))}
            options={DATA_SCOPE_OPTIONS}
          />
        </FormGroup>
        {custom && (
          <FormGroup label="数据权限" intent={error ? 'danger' : undefined} helperText={error || undefined}>
            {depts.isLoading ? <Spinner size={24} /> : <CheckTree nodes={nodes} checked={checked} onChange={setChecked} label="部门" />}
          </FormGroup>
        )}
        {!custom && <Callout compact>{DATA_SCOPE_OPTIONS.find((o) => o.value === scope)?.label}：课程与报名列表按此范围显示。</Callout>}
      </div>
      <Footer busy={save.isPending} onClose={onClose} onSave={submit} />
    </AppDialog>
  );
}
