import { Button, InputGroup } from '@blueprintjs/core';
import { DictTypeCode, Permissions, type RoleSaveReq, type RoleVO } from '@dha/contracts';
import { useState } from 'react';
import { useAccess } from '../../../auth/session';
import { HasPermi } from '../../access';
import { DictTag } from '../../../dict';
import { CrudListPage, CrudRowActions } from '../../../ui/CrudListPage';
import { CreatedRangeField } from '../../../ui/DateRangeField';
import type { Column } from '../../../ui/DataTable';
import { ExportButton } from '../../../ui/ExportButton';
import { FilterBar, useFilterForm } from '../../../ui/FilterBar';
import { FilterField } from '../../../ui/FilterField';
import { formatDateTime } from '../../../ui/format';
import { FormDialog } from '../../../ui/FormDialog';
import { StatusRadios, useCrudForm } from '../../../ui/useCrudForm';
import type { CrudEditing } from '../../../ui/useCrudList';
import { EMPTY_ROLE_FILTER, roleParams, useExportRoles, useRoleList } from './queries';
import { DATA_SCOPE_OPTIONS, RoleDataScopeDialog, RoleMenuDialog } from './RoleDialogs';
import { roleToForm, roleToRequest } from './role-form';

/** Role type 1: built in (spec §6 roles and common): name and code are fixed, never deleted. */
const SYSTEM_ROLE = 1;

function RoleDialog({ list }: { list: CrudEditing<RoleVO, RoleSaveReq> }) {
  const { row, form: f, set, field, textArea, dialog } = useCrudForm(list, 'role', roleToForm, roleToRequest);
  const fixed = row?.type === SYSTEM_ROLE;
  const input = (key: 'name' | 'code' | 'sort', maxLength: number, readOnly = false) => (
    <InputGroup
      id={`role-${key}`}
      value={f[key]}
      maxLength={maxLength}
      readOnly={readOnly}
      disabled={readOnly}
      onChange={(e) => set({ [key]: e.currentTarget.value })}
    />
  );
  return (
    <FormDialog {...dialog} title={row ? '修改角色' : '新增角色'}>
      {field('name', '角色名称', input('name', 30, fixed), fixed ? '系统内置角色，名称不可修改' : undefined)}
      {field('code', '角色标识', input('code', 100, fixed), fixed ? '系统内置角色，标识不可修改' : '字母、数字或 _ - . :，如 auditor')}
      {field('sort', '显示顺序', input('sort', 6))}
      <StatusRadios value={f.status} onChange={(status) => set({ status })} />
      {textArea('remark', '备注')}
    </FormDialog>
  );
}

/** `/system/role`: roles with filters and export; edit, 菜单权限, 数据权限 and delete per row (each with its permission). */
export default function RolePage() {
  const { hasAnyPermission: can } = useAccess();
  const list = useRoleList();
  const exporter = useExportRoles(roleParams(list.filter));
  const form = useFilterForm(EMPTY_ROLE_FILTER, list.search);
  const [menuRole, setMenuRole] = useState<RoleVO | null>(null);
  const [scopeRole, setScopeRole] = useState<RoleVO | null>(null);
  const columns: Column<RoleVO>[] = [
    { key: 'id', title: '角色编号', render: (r) => r.id, width: 90 },
    { key: 'name', title: '角色名称', render: (r) => r.name },
    { key: 'type', title: '角色类型', render: (r) => (r.type === SYSTEM_ROLE ? '内置' : '自定义'), width: 90 },
    { key: 'code', title: '角色标识', render: (r) => r.code },
    { key: 'dataScope', title: '数据范围', render: (r) => DATA_SCOPE_OPTIONS.find((o) => o.value === r.dataScope)?.label ?? '' },
    { key: 'sort', title: '显示顺序', render: (r) => r.sort, width: 90 },
    { key: 'remark', title: '备注', render: (r) => r.remark ?? '' },
    { key: 'status', title: '状态', render: (r) => <DictTag type={DictTypeCode.COMMON_STATUS} value={r.status} />, width: 90 },
    { key: 'createTime', title: '创建时间', render: (r) => formatDateTime(r.createTime), width: 170 },
    {
      key: 'actions',
      title: '操作',
      render: (r) => (
        <CrudRowActions
          row={r}
          list={list}
          canUpdate={can(Permissions.role.update)}
          canDelete={can(Permissions.role.delete) && r.type !== SYSTEM_ROLE}
        >
          <HasPermi value={[Permissions.permission.assignRoleMenu]}>
            <Button size="small" variant="minimal" intent="primary" text="菜单权限" onClick={() => setMenuRole(r)} />
          </HasPermi>
          <HasPermi value={[Permissions.permission.assignRoleDataScope]}>
            <Button size="small" variant="minimal" intent="primary" text="数据权限" onClick={() => setScopeRole(r)} />
          </HasPermi>
        </CrudRowActions>
      ),
    },
  ];
  return (
    <CrudListPage
      title="角色管理"
      list={list}
      canCreate={can(Permissions.role.create)}
      filters={
        <FilterBar {...form.bar}>
          <FilterField id="rf-name" label="角色名称" maxLength={30} {...form.bind('name')} />
          <FilterField id="rf-code" label="角色标识" maxLength={100} {...form.bind('code')} />
          <FilterField id="rf-status" label="状态" dict={DictTypeCode.COMMON_STATUS} {...form.bind('status')} />
          <CreatedRangeField id="rf-created" form={form} />
          <HasPermi value={[Permissions.role.export]}>
            <ExportButton exporter={exporter} />
          </HasPermi>
        </FilterBar>
      }
      columns={columns}
      dialog={
        <>
          <RoleDialog list={list} />
          <RoleMenuDialog role={menuRole} onClose={() => setMenuRole(null)} />
          <RoleDataScopeDialog role={scopeRole} onClose={() => setScopeRole(null)} />
        </>
      }
      describe={(r) => `角色「${r.name}」`}
      deleteWarning="持有该角色的用户将失去它的权限。"
    />
  );
}
