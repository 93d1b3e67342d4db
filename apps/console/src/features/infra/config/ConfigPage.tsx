import { CreatedRangeField } from '../../../ui/DateRangeField';
import { ExportButton } from '../../../ui/ExportButton';
import { FormGroup, InputGroup, Radio, RadioGroup, Tag, TextArea } from '@blueprintjs/core';
import { ConfigType, Permissions, type ConfigSaveReq, type ConfigVO } from '@dha/contracts';
import { useAccess } from '../../../auth/session';
import { HasPermi } from '../../access';
import { CrudListPage, CrudRowActions } from '../../../ui/CrudListPage';
import type { Column } from '../../../ui/DataTable';

import { FilterBar, useFilterForm } from '../../../ui/FilterBar';
import { FilterField } from '../../../ui/FilterField';
import { formatDateTime } from '../../../ui/format';
import { FormDialog } from '../../../ui/FormDialog';
import { useCrudForm } from '../../../ui/useCrudForm';
import type { CrudEditing } from '../../../ui/useCrudList';
import { configToForm, configToRequest, EMPTY_CONFIG_FILTER } from './config-form';
import { useConfigList, useExportConfigs } from './queries';

const TYPE_OPTIONS = [
  { value: String(ConfigType.SYSTEM), label: '系统内置' },
  { value: String(ConfigType.CUSTOM), label: '自定义' },
];

function ConfigDialog({ list }: { list: CrudEditing<ConfigVO, ConfigSaveReq> }) {
  const { row, form: f, set, field, textArea, dialog } = useCrudForm(list, 'cfg', configToForm, configToRequest);
  const input = (key: 'category' | 'name' | 'key', maxLength: number, disabled = false) => (
    <InputGroup
      id={`cfg-${key}`}
      value={f[key]}
      maxLength={maxLength}
      disabled={disabled}
      onChange={(e) => set({ [key]: e.currentTarget.value })}
    />
  );
  return (
    <FormDialog {...dialog} title={row ? '修改参数' : '新增参数'} width={640}>
      {field('category', '参数分类', input('category', 50))}
      {field('name', '参数名称', input('name', 100))}
      {field('key', '参数键名', input('key', 100, f.system), f.system ? '系统内置参数的键名不能修改' : undefined)}
      {field(
        'value',
        '参数键值',
        <TextArea id="cfg-value" fill rows={4} maxLength={500} value={f.value} onChange={(e) => set({ value: e.currentTarget.value })} />,
        '保存后立即生效，无需重启',
      )}
      <FormGroup label="是否可见">
        <RadioGroup inline selectedValue={f.visible} onChange={(e) => set({ visible: e.currentTarget.value })}>
          <Radio label="是" value="true" />
          <Radio label="否" value="false" />
        </RadioGroup>
      </FormGroup>
      {textArea('remark', '备注')}
    </FormDialog>
  );
}

/** `/infra/config`: configuration parameters; an edit takes effect at once. Built-in ones cannot be deleted. */
export default function ConfigPage() {
  const { hasAnyPermission: can } = useAccess();
  const list = useConfigList();
  const exporter = useExportConfigs(list.filter);
  const form = useFilterForm(EMPTY_CONFIG_FILTER, list.search);
  const columns: Column<ConfigVO>[] = [
    { key: 'id', title: '参数主键', render: (c) => c.id, width: 90 },
    { key: 'category', title: '参数分类', render: (c) => c.category },
    { key: 'name', title: '参数名称', render: (c) => c.name },
    { key: 'key', title: '参数键名', render: (c) => c.key },
    { key: 'value', title: '参数键值', render: (c) => (c.value.length > 60 ? `${c.value.slice(0, 60)}…` : c.value) },
    {
      key: 'type',
      title: '系统内置',
      render: (c) => (c.type === ConfigType.SYSTEM ? <Tag intent="primary">是</Tag> : <Tag minimal>否</Tag>),
      width: 90,
    },
    { key: 'visible', title: '是否可见', render: (c) => (c.visible ? '是' : '否'), width: 90 },
    { key: 'remark', title: '备注', render: (c) => c.remark ?? '' },
    { key: 'createTime', title: '创建时间', render: (c) => formatDateTime(c.createTime), width: 170 },
    {
      key: 'actions',
      title: '操作',
      render: (c) => (
        <CrudRowActions
          row={c}
          list={list}
          canUpdate={can(Permissions.config.update)}
          canDelete={can(Permissions.config.delete) && c.type !== ConfigType.SYSTEM}
        />
      ),
    },
  ];
  return (
    <CrudListPage
      title="参数配置"
      list={list}
      canCreate={can(Permissions.config.create)}
      filters={
        <FilterBar {...form.bar}>
          <FilterField id="cff-name" label="参数名称" maxLength={100} {...form.bind('name')} />
          <FilterField id="cff-key" label="参数键名" maxLength={100} {...form.bind('key')} />
          <FilterField id="cff-type" label="系统内置" options={TYPE_OPTIONS} {...form.bind('type')} />
          <CreatedRangeField id="cff-created" form={form} />
          <HasPermi value={[Permissions.config.export]}>
            <ExportButton exporter={exporter} />
          </HasPermi>
        </FilterBar>
      }
      columns={columns}
      dialog={<ConfigDialog list={list} />}
      describe={(c) => `参数「${c.name}」`}
    />
  );
}
