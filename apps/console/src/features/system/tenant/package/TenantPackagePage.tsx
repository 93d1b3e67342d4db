import { FormGroup, InputGroup, Spinner } from '@blueprintjs/core';
import { useMemo } from 'react';
import { DictTypeCode, Permissions, type TenantPackageSaveReq, type TenantPackageVO } from '@dha/contracts';
import { useAccess } from '../../../../auth/session';
import { DictTag } from '../../../../dict';
import { CrudListPage, CrudRowActions } from '../../../../ui/CrudListPage';
import type { Column } from '../../../../ui/DataTable';
import { FilterBar, useFilterForm } from '../../../../ui/FilterBar';
import { FilterField } from '../../../../ui/FilterField';
import { formatDateTime } from '../../../../ui/format';
import { FormDialog } from '../../../../ui/FormDialog';
import { CheckTree } from '../../../../ui/CheckTree';
import { buildCheckTree, checkedFrom, grantedIds } from '../../../../ui/check-tree';
import { StatusRadios, useCrudForm } from '../../../../ui/useCrudForm';
import type { CrudEditing } from '../../../../ui/useCrudList';
import { usePackageMenus, useTenantPackageList } from '../queries';
import { packageToForm, packageToRequest } from './package-form';

const EMPTY_FILTER = { name: '', status: '' };

/** The package's menus as the one check tree: stored ids in, checked + half-checked ids out (as role grants). */
function PackageMenuTree({
  menus,
  value,
  onChange,
}: {
  menus: ReadonlyArray<{ id: number; name: string; parentId: number }>;
  value: readonly number[];
  onChange: (ids: number[]) => void;
}) {
  const nodes = useMemo(() => buildCheckTree(menus), [menus]);
  const checked = useMemo(() => checkedFrom(nodes, value), [nodes, value]);
  return <CheckTree nodes={nodes} checked={checked} onChange={(next) => onChange(grantedIds(nodes, next))} label="菜单权限" />;
}

function PackageDialog({ list }: { list: CrudEditing<TenantPackageVO, TenantPackageSaveReq> }) {
  const { row, form: f, set, field, textArea, dialog } = useCrudForm(list, 'package', packageToForm, packageToRequest);
  const menus = usePackageMenus(dialog.isOpen);
  return (
    <FormDialog {...dialog} title={row ? '修改租户套餐' : '新增租户套餐'} width={600}>
      {field(
        'name',
        '套餐名',
        <InputGroup id="package-name" value={f.name} maxLength={30} onChange={(e) => set({ name: e.currentTarget.value })} />,
      )}
      <FormGroup label="菜单权限">
        {menus.isLoading ? (
          <Spinner size={20} />
        ) : (
          <PackageMenuTree menus={menus.data ?? []} value={f.menuIds} onChange={(menuIds) => set({ menuIds })} />
        )}
      </FormGroup>
      <StatusRadios value={f.status} onChange={(status) => set({ status })} />
      {textArea('remark', '备注', 256)}
    </FormDialog>
  );
}

/** `/system/tenant-package`: the packages of menus a tenant may hold. */
export default function TenantPackagePage() {
  const { hasAnyPermission: can } = useAccess();
  const list = useTenantPackageList();
  const form = useFilterForm(EMPTY_FILTER, list.search, (f) => ({ ...f, name: f.name.trim() }));
  const columns: Column<TenantPackageVO>[] = [
    { key: 'id', title: '套餐编号', render: (p) => p.id, width: 90 },
    { key: 'name', title: '套餐名', render: (p) => p.name },
    { key: 'menus', title: '菜单数', render: (p) => p.menuIds.length, width: 90 },
    { key: 'remark', title: '备注', render: (p) => p.remark ?? '' },
    { key: 'status', title: '状态', render: (p) => <DictTag type={DictTypeCode.COMMON_STATUS} value={p.status} />, width: 90 },
    { key: 'createTime', title: '创建时间', render: (p) => formatDateTime(p.createTime), width: 170 },
    {
      key: 'actions',
      title: '操作',
      render: (p) => (
        <CrudRowActions
          row={p}
          list={list}
          canUpdate={can(Permissions.tenantPackage.update)}
          canDelete={can(Permissions.tenantPackage.delete)}
        />
      ),
    },
  ];
  return (
    <CrudListPage
      title="租户套餐"
      list={list}
      canCreate={can(Permissions.tenantPackage.create)}
      filters={
        <FilterBar {...form.bar}>
          <FilterField id="tpf-name" label="套餐名" maxLength={30} {...form.bind('name')} />
          <FilterField id="tpf-status" label="状态" dict={DictTypeCode.COMMON_STATUS} {...form.bind('status')} />
        </FilterBar>
      }
      columns={columns}
      dialog={<PackageDialog list={list} />}
      describe={(p) => `租户套餐「${p.name}」`}
      deleteWarning="有租户使用的套餐不能删除。"
    />
  );
}
