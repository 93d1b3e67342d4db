import { ExportButton } from '../../../ui/ExportButton';
import { Classes, InputGroup, Tag } from '@blueprintjs/core';
import { DictTypeCode, Permissions, type DictDataSaveReq, type DictDataVO, type DictTypeVO } from '@dha/contracts';
import { useMemo } from 'react';
import { useAccess } from '../../../auth/session';
import { HasPermi } from '../../access';
import { DictTag } from '../../../dict';
import { colorTypeToIntent } from '../../../dict/color-type';
import { CrudListPage, CrudRowActions } from '../../../ui/CrudListPage';
import type { Column } from '../../../ui/DataTable';
import { FilterBar, useFilterForm } from '../../../ui/FilterBar';
import { FilterField } from '../../../ui/FilterField';
import { formatDateTime } from '../../../ui/format';
import { FormDialog } from '../../../ui/FormDialog';
import { StatusRadios, useCrudForm } from '../../../ui/useCrudForm';
import type { CrudEditing } from '../../../ui/useCrudList';
import { dictDataToForm, dictDataToRequest } from './dict-form';
import { useDictDataList, useExportDictData } from './queries';
import { AppSelect } from '../../../ui/AppSelect';
import { AppDrawer } from '../../../ui/AppDialog';

const COLOR_TYPES = [
  { value: '', label: '无' },
  { value: 'default', label: '默认 (default)' },
  { value: 'primary', label: '主要 (primary)' },
  { value: 'success', label: '成功 (success)' },
  { value: 'info', label: '信息 (info)' },
  { value: 'warning', label: '警告 (warning)' },
  { value: 'danger', label: '危险 (danger)' },
];

function DictDataDialog({ list, dictType }: { list: CrudEditing<DictDataVO, DictDataSaveReq>; dictType: string }) {
  // one toForm per type: useCrudForm refills the form when it changes
  const toForm = useMemo(() => dictDataToForm(dictType), [dictType]);
  const { row, form: f, set, field, textArea, dialog } = useCrudForm(list, 'dd', toForm, dictDataToRequest);
  const input = (key: 'label' | 'value' | 'sort' | 'cssClass', maxLength: number) => (
    <InputGroup id={`dd-${key}`} value={f[key]} maxLength={maxLength} onChange={(e) => set({ [key]: e.currentTarget.value })} />
  );
  return (
    <FormDialog {...dialog} title={row ? '修改字典数据' : '新增字典数据'}>
      {field('dictType', '字典类型', <InputGroup id="dd-dictType" value={f.dictType} disabled />)}
      {field('label', '数据标签', input('label', 100))}
      {field('value', '数据键值', input('value', 100))}
      {field('sort', '显示排序', input('sort', 6))}
      <StatusRadios value={f.status} onChange={(status) => set({ status })} />
      {field(
        'colorType',
        '颜色类型',
        <AppSelect
          id="dd-colorType"
          value={f.colorType}
          options={COLOR_TYPES}
          onChange={(e) => set({ colorType: e.currentTarget.value })}
        />,
      )}
      {field('cssClass', 'CSS Class', input('cssClass', 100))}
      {textArea('remark', '备注')}
    </FormDialog>
  );
}

export function DictDataList({ type }: { type: DictTypeVO }) {
  const { hasAnyPermission: can } = useAccess();
  const list = useDictDataList(type.type);
  const exporter = useExportDictData({ dictType: type.type, ...list.filter });
  const form = useFilterForm({ label: '', status: '' }, list.search, (f) => ({ ...f, label: f.label.trim() }));
  const columns: Column<DictDataVO>[] = [
    { key: 'id', title: '字典编码', render: (d) => d.id, width: 90 },
    {
      key: 'label',
      title: '字典标签',
      render: (d) => (
        <Tag minimal intent={colorTypeToIntent(d.colorType)} className={d.cssClass || undefined}>
          {d.label}
        </Tag>
      ),
    },
    { key: 'value', title: '字典键值', render: (d) => d.value },
    { key: 'sort', title: '字典排序', render: (d) => d.sort, width: 90 },
    { key: 'status', title: '状态', render: (d) => <DictTag type={DictTypeCode.COMMON_STATUS} value={d.status} />, width: 80 },
    { key: 'remark', title: '备注', render: (d) => d.remark ?? '' },
    { key: 'createTime', title: '创建时间', render: (d) => formatDateTime(d.createTime), width: 170 },
    {
      key: 'actions',
      title: '操作',
      render: (d) => (
        <CrudRowActions row={d} list={list} canUpdate={can(Permissions.dict.update)} canDelete={can(Permissions.dict.delete)} />
      ),
    },
  ];
  return (
    <CrudListPage
      title={`字典数据：${type.name}（${type.type}）`}
      list={list}
      canCreate={can(Permissions.dict.create)}
      filters={
        <FilterBar {...form.bar}>
          <FilterField id="ddf-label" label="字典标签" maxLength={100} {...form.bind('label')} />
          <FilterField id="ddf-status" label="状态" dict={DictTypeCode.COMMON_STATUS} {...form.bind('status')} />
          <HasPermi value={[Permissions.dict.export]}>
            <ExportButton exporter={exporter} />
          </HasPermi>
        </FilterBar>
      }
      columns={columns}
      dialog={<DictDataDialog list={list} dictType={type.type} />}
      describe={(d) => `字典数据「${d.label}」`}
    />
  );
}

/** The entries of one dictionary type, beside its list (the route /dict/type/data/:dictId of the upstream). */
export function DictDataDrawer({ type, onClose }: { type: DictTypeVO | null; onClose: () => void }) {
  return (
    <AppDrawer isOpen={!!type} onClose={onClose} size="80%" title="字典数据">
      <div className={Classes.DRAWER_BODY}>{type && <DictDataList key={type.id} type={type} />}</div>
    </AppDrawer>
  );
}
