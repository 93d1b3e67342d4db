import { Button, InputGroup } from '@blueprintjs/core';
import { CommonStatus, DictTypeCode, Permissions, type DeptVO } from '@dha/contracts';
import { useCallback, useMemo } from 'react';
import { useAccess } from '../../../../auth/session';
import { DictTag } from '../../../../dict';
import { ConfirmAlert } from '../../../../ui/ConfirmAlert';
import { CrudRowActions } from '../../../../ui/CrudListPage';
import { DataTable, type Column } from '../../../../ui/DataTable';
import { FilterBar, useFilterForm } from '../../../../ui/FilterBar';
import { FilterField } from '../../../../ui/FilterField';
import { formatDateTime } from '../../../../ui/format';
import { ParentSelect } from '../../../../ui/ParentSelect';
import { FormDialog } from '../../../../ui/FormDialog';
import { PageFrame } from '../../../../ui/PageFrame';
import { StatusRadios, useCrudForm } from '../../../../ui/useCrudForm';
import { UserSelect } from '../../../../ui/UserSelect';
import { useDeptTree, type DeptFilter, type DeptTree } from '../queries';
import { deptToForm, deptToRequest } from './dept-form';
import { subtreeIds, toTreeRows } from './dept-tree';

const INDENT_PX = 20;

function DeptDialog({ tree }: { tree: DeptTree }) {
  const newParentId = tree.editing?.parentId ?? 0;
  const toForm = useCallback((row: DeptVO | null) => deptToForm(row, newParentId), [newParentId]);
  const { row, form: f, set, field, dialog } = useCrudForm(tree, 'dept', toForm, deptToRequest);
  const all = useMemo(() => tree.rows ?? [], [tree.rows]);
  // a department cannot move under itself or below itself
  const parents = useMemo(() => {
    const blocked = row ? subtreeIds(all, row.id) : new Set<number>();
    return toTreeRows(all).filter((d) => !blocked.has(d.id));
  }, [all, row]);
  const input = (key: 'name' | 'sort' | 'phone' | 'email', maxLength: number) => (
    <InputGroup id={`dept-${key}`} value={f[key]} maxLength={maxLength} onChange={(e) => set({ [key]: e.currentTarget.value })} />
  );
  return (
    <FormDialog {...dialog} title={row ? '修改部门' : '新增部门'} width={560}>
      {field(
        'parentId',
        '上级部门',
        <ParentSelect
          id="dept-parentId"
          value={f.parentId}
          onChange={(parentId) => set({ parentId })}
          rootLabel="顶级部门"
          parents={parents}
        />,
      )}
      {field('name', '部门名称', input('name', 30))}
      {field(
        'leaderUserId',
        '负责人',
        <UserSelect
          id="dept-leaderUserId"
          label="负责人"
          value={f.leaderUserId ? [f.leaderUserId] : []}
          onChange={(ids) => set({ leaderUserId: ids[0] ?? null })}
          known={f.leaderUserId ? [{ id: f.leaderUserId, nickname: `用户 #${f.leaderUserId}` }] : []}
          emptyText="未设置"
        />,
      )}
      <div className="dha-form-grid">
        {field('phone', '联系电话', input('phone', 11))}
        {field('email', '邮箱', input('email', 50))}
      </div>
      {field('sort', '显示排序', input('sort', 6))}
      <StatusRadios value={f.status} onChange={(status) => set({ status })} />
    </FormDialog>
  );
}

function DeptFilterBar({ onSearch }: { onSearch: (filter: DeptFilter) => void }) {
  const form = useFilterForm<DeptFilter>({ name: '', status: '' }, onSearch, (f) => ({ ...f, name: f.name.trim() }));
  return (
    <FilterBar {...form.bar}>
      <FilterField id="df-name" label="部门名称" maxLength={30} {...form.bind('name')} />
      <FilterField id="df-status" label="状态" dict={DictTypeCode.COMMON_STATUS} {...form.bind('status')} />
    </FilterBar>
  );
}

/** `/system/dept`: the department tree as an indented table; add a child, edit, delete (confirmed). */
export default function DeptPage() {
  const { hasAnyPermission: can } = useAccess();
  const tree = useDeptTree();
  const rows = useMemo(() => toTreeRows(tree.rows ?? []), [tree.rows]);
  const columns: Column<(typeof rows)[number]>[] = [
    {
      key: 'name',
      title: '部门名称',
      render: (d) => <span style={{ paddingLeft: d.depth * INDENT_PX }}>{d.name}</span>,
    },
    { key: 'sort', title: '排序', render: (d) => d.sort, width: 80 },
    { key: 'status', title: '状态', render: (d) => <DictTag type={DictTypeCode.COMMON_STATUS} value={d.status} />, width: 90 },
    { key: 'createTime', title: '创建时间', render: (d) => formatDateTime(d.createTime), width: 170 },
    {
      key: 'actions',
      title: '操作',
      render: (d) => (
        <CrudRowActions<DeptVO> row={d} list={tree} canUpdate={can(Permissions.dept.update)} canDelete={can(Permissions.dept.delete)}>
          {can(Permissions.dept.create) && d.status === CommonStatus.ENABLE && (
            <Button
              size="small"
              variant="minimal"
              intent="primary"
              text="新增下级"
              onClick={() => tree.setEditing({ row: null, parentId: d.id })}
            />
          )}
        </CrudRowActions>
      ),
    },
  ];
  return (
    <PageFrame
      title="部门管理"
      actions={
        can(Permissions.dept.create) && (
          <Button intent="primary" icon="plus" text="新增" onClick={() => tree.setEditing({ row: null, parentId: 0 })} />
        )
      }
    >
      <DeptFilterBar onSearch={tree.search} />
      <DataTable columns={columns} rows={rows} loading={tree.loading} />
      <DeptDialog tree={tree} />
      <ConfirmAlert
        isOpen={!!tree.deleting}
        confirmText="删除"
        loading={tree.remove.isPending}
        onCancel={() => tree.setDeleting(null)}
        onConfirm={() => tree.deleting && tree.remove.mutate(tree.deleting.id)}
      >
        确定删除部门「{tree.deleting?.name}」吗？有下级部门或成员的部门不能删除。
      </ConfirmAlert>
    </PageFrame>
  );
}
