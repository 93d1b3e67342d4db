import { Button, Checkbox, FormGroup, InputGroup, Radio, RadioGroup } from '@blueprintjs/core';
import { CommonStatus, DictTypeCode, MenuType, Permissions, type MenuRespVO } from '@dha/contracts';
import { useCallback, useMemo, useState } from 'react';
import { useAccess } from '../../../auth/session';
import { HasPermi } from '../../access';
import { DictTag } from '../../../dict';
import { ConfirmAlert } from '../../../ui/ConfirmAlert';
import { CrudRowActions } from '../../../ui/CrudListPage';
import { DataTable, type Column } from '../../../ui/DataTable';
import { FilterBar, useFilterForm } from '../../../ui/FilterBar';
import { FilterField } from '../../../ui/FilterField';
import { ParentSelect } from '../../../ui/ParentSelect';
import { FormDialog } from '../../../ui/FormDialog';
import { PageFrame } from '../../../ui/PageFrame';
import { StatusRadios, useCrudForm } from '../../../ui/useCrudForm';
import { fieldsOf, menuToForm, menuToRequest } from './menu-form';
import { menuSubtree, menuTreeRows, type MenuTreeRow } from './menu-rows';
import { useMenuTree, type MenuFilter, type MenuTree } from './queries';

const INDENT_PX = 20;
const TYPE_LABELS: Record<number, string> = { [MenuType.DIR]: '目录', [MenuType.MENU]: '菜单', [MenuType.BUTTON]: '按钮' };

function MenuDialog({ tree }: { tree: MenuTree }) {
  const newParentId = tree.editing?.parentId ?? 0;
  const toForm = useCallback((row: MenuRespVO | null) => menuToForm(row, newParentId), [newParentId]);
  const { row, form: f, set, field, dialog } = useCrudForm(tree, 'menu', toForm, menuToRequest);
  const all = useMemo(() => tree.rows ?? [], [tree.rows]);
  // a parent is a directory or a page, and never the menu itself or below it
  const parents = useMemo(() => {
    const blocked = row ? menuSubtree(all, row.id) : new Set<number>();
    return menuTreeRows(all, new Set()).filter((m) => m.type !== MenuType.BUTTON && !blocked.has(m.id));
  }, [all, row]);
  const shown = fieldsOf(Number(f.type));
  const input = (key: 'name' | 'icon' | 'path' | 'component' | 'componentName' | 'permission' | 'sort', maxLength: number) => (
    <InputGroup id={`menu-${key}`} value={f[key]} maxLength={maxLength} onChange={(e) => set({ [key]: e.currentTarget.value })} />
  );
  const flag = (key: 'visible' | 'keepAlive' | 'alwaysShow', label: string, help: string) => (
    <Checkbox label={`${label}（${help}）`} checked={f[key]} onChange={(e) => set({ [key]: e.currentTarget.checked })} />
  );
  return (
    <FormDialog {...dialog} title={row ? '修改菜单' : '新增菜单'} width={600}>
      {field(
        'parentId',
        '上级菜单',
        <ParentSelect
          id="menu-parentId"
          value={f.parentId}
          onChange={(parentId) => set({ parentId })}
          rootLabel="主类目"
          parents={parents}
        />,
      )}
      <FormGroup label="菜单类型">
        <RadioGroup inline selectedValue={f.type} onChange={(e) => set({ type: e.currentTarget.value })}>
          <Radio label="目录" value={String(MenuType.DIR)} />
          <Radio label="菜单" value={String(MenuType.MENU)} />
          <Radio label="按钮" value={String(MenuType.BUTTON)} />
        </RadioGroup>
      </FormGroup>
      {field('name', '菜单名称', input('name', 50))}
      {shown.route && field('icon', '菜单图标', input('icon', 100), '如 ep:menu')}
      {shown.route && field('path', '路由地址', input('path', 200), '顶级以 / 开头，如 /system；下级如 user；外链以 http(s):// 开头')}
      {shown.component && field('component', '组件路径', input('component', 200), '如 system/user/index')}
      {shown.component && field('componentName', '组件名称', input('componentName', 100), '如 SystemUser')}
      {shown.permission && field('permission', '权限标识', input('permission', 100), '如 system:user:query')}
      {field('sort', '显示排序', input('sort', 6))}
      <StatusRadios value={f.status} onChange={(status) => set({ status })} />
      {shown.route && flag('visible', '显示', '不显示的菜单仍可访问')}
      {shown.route && flag('alwaysShow', '总是显示', '只有一个子菜单时也显示目录')}
      {shown.component && flag('keepAlive', '缓存', '切换后保留页面状态')}
    </FormDialog>
  );
}

function MenuFilterBar({ onSearch }: { onSearch: (filter: MenuFilter) => void }) {
  const form = useFilterForm<MenuFilter>({ name: '', status: '' }, onSearch, (f) => ({ ...f, name: f.name.trim() }));
  return (
    <FilterBar {...form.bar}>
      <FilterField id="mf-name" label="菜单名称" maxLength={50} {...form.bind('name')} />
      <FilterField id="mf-status" label="状态" dict={DictTypeCode.COMMON_STATUS} {...form.bind('status')} />
    </FilterBar>
  );
}

/** `/system/menu`: the menu tree as an indented table (expand/collapse); add a child, edit, delete (confirmed). */
export default function MenuPage() {
  const { hasAnyPermission: can } = useAccess();
  const tree = useMenuTree();
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());
  const rows = useMemo(() => menuTreeRows(tree.rows ?? [], collapsed), [tree.rows, collapsed]);
  const toggleRow = (id: number) =>
    setCollapsed((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const columns: Column<MenuTreeRow>[] = [
    {
      key: 'name',
      title: '菜单名称',
      render: (m) => (
        <span style={{ paddingLeft: m.depth * INDENT_PX, display: 'inline-flex', alignItems: 'center', gap: 4 }}>
          {m.hasChildren ? (
            <Button
              size="small"
              variant="minimal"
              icon={collapsed.has(m.id) ? 'chevron-right' : 'chevron-down'}
              aria-label={`${collapsed.has(m.id) ? '展开' : '折叠'}${m.name}`}
              onClick={() => toggleRow(m.id)}
            />
          ) : (
            <span style={{ width: 24 }} />
          )}
          {m.name}
        </span>
      ),
    },
    { key: 'type', title: '类型', render: (m) => TYPE_LABELS[m.type] ?? '', width: 70 },
    { key: 'icon', title: '图标', render: (m) => (m.icon === '#' ? '' : m.icon), width: 130 },
    { key: 'sort', title: '排序', render: (m) => m.sort, width: 70 },
    { key: 'permission', title: '权限标识', render: (m) => m.permission },
    { key: 'component', title: '组件路径', render: (m) => m.component ?? '' },
    { key: 'componentName', title: '组件名称', render: (m) => m.componentName ?? '' },
    { key: 'status', title: '状态', render: (m) => <DictTag type={DictTypeCode.COMMON_STATUS} value={m.status} />, width: 80 },
    {
      key: 'actions',
      title: '操作',
      render: (m) => (
        <CrudRowActions<MenuRespVO> row={m} list={tree} canUpdate={can(Permissions.menu.update)} canDelete={can(Permissions.menu.delete)}>
          {can(Permissions.menu.create) && m.type !== MenuType.BUTTON && m.status === CommonStatus.ENABLE && (
            <Button
              size="small"
              variant="minimal"
              intent="primary"
              text="新增"
              onClick={() => tree.setEditing({ row: null, parentId: m.id })}
            />
          )}
        </CrudRowActions>
      ),
    },
  ];
  const parentIds = useMemo(() => new Set((tree.rows ?? []).map((m) => m.parentId)), [tree.rows]);
  return (
    <PageFrame
      title="菜单管理"
      actions={
        <>
          <Button text="全部展开" onClick={() => setCollapsed(new Set())} />
          <Button text="全部折叠" onClick={() => setCollapsed(new Set(parentIds))} />
          <HasPermi value={[Permissions.menu.create]}>
            <Button intent="primary" icon="plus" text="新增" onClick={() => tree.setEditing({ row: null, parentId: 0 })} />
          </HasPermi>
        </>
      }
    >
      <MenuFilterBar onSearch={tree.search} />
      <DataTable columns={columns} rows={rows} loading={tree.loading} />
      <MenuDialog tree={tree} />
      <ConfirmAlert
        isOpen={!!tree.deleting}
        confirmText="删除"
        loading={tree.remove.isPending}
        onCancel={() => tree.setDeleting(null)}
        onConfirm={() => tree.deleting && tree.remove.mutate(tree.deleting.id)}
      >
        确定删除菜单「{tree.deleting?.name}」吗？有子菜单的菜单不能删除，角色对它的授权一并删除。
      </ConfirmAlert>
    </PageFrame>
  );
}
