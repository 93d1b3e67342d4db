import { CreatedRangeField } from '../../../ui/DateRangeField';
import { ExportButton } from '../../../ui/ExportButton';
import { Button, InputGroup } from '@blueprintjs/core';
import { DictTypeCode, Permissions, type DictTypeSaveReq, type DictTypeVO } from '@dha/contracts';
import { useState } from 'react';
import { useAccess } from '../../../auth/session';
import { HasPermi } from '../../access';
import { DictTag } from '../../../dict';
import { CrudListPage, CrudRowActions } from '../../../ui/CrudListPage';
import type { Column } from '../../../ui/DataTable';

import { FilterBar, useFilterForm } from '../../../ui/FilterBar';
import { FilterField } from '../../../ui/FilterField';
import { formatDateTime } from '../../../ui/format';
import { FormDialog } from '../../../ui/FormDialog';
import { StatusRadios, useCrudForm } from '../../../ui/useCrudForm';
import type { CrudEditing } from '../../../ui/useCrudList';
import { DictDataDrawer } from './DictDataDrawer';
import { dictTypeToForm, dictTypeToRequest, EMPTY_DICT_TYPE_FILTER } from './dict-form';
import { useDictTypeList, useExportDictTypes } from './queries';

function DictTypeDialog({ list }: { list: CrudEditing<DictTypeVO, DictTypeSaveReq> }) {
  const { row, form: f, set, field, textArea, dialog } = useCrudForm(list, 'dt', dictTypeToForm, dictTypeToRequest);
  return (
    <FormDialog {...dialog} title={row ? '修改字典类型' : '新增字典类型'}>
      {field(
        'name',
        '字典名称',
        <InputGroup id="dt-name" value={f.name} maxLength={100} onChange={(e) => set({ name: e.currentTarget.value })} />,
      )}
      {field(
        'type',
        '字典类型',
        <InputGroup id="dt-type" value={f.type} maxLength={100} onChange={(e) => set({ type: e.currentTarget.value })} />,
        row ? '已有字典数据时不能修改类型' : '字母、数字或 _ - . :，如 course_type',
      )}
      <StatusRadios value={f.status} onChange={(status) => set({ status })} />
      {textArea('remark', '备注')}
    </FormDialog>
  );
}

/** `/system/dict`: dictionary types with their filters and 导出; a type's entries open in a drawer. */
export default function DictTypePage() {
  const { hasAnyPermission: can } = useAccess();
  const list = useDictTypeList();
  const exporter = useExportDictTypes(list.filter);
  const [dataOf, setDataOf] = useState<DictTypeVO | null>(null);
  const form = useFilterForm(EMPTY_DICT_TYPE_FILTER, list.search);
  const columns: Column<DictTypeVO>[] = [
    { key: 'id', title: '字典编号', render: (t) => t.id, width: 90 },
    { key: 'name', title: '字典名称', render: (t) => t.name },
    { key: 'type', title: '字典类型', render: (t) => <a onClick={() => setDataOf(t)}>{t.type}</a> },
    { key: 'status', title: '状态', render: (t) => <DictTag type={DictTypeCode.COMMON_STATUS} value={t.status} />, width: 80 },
    { key: 'remark', title: '备注', render: (t) => t.remark ?? '' },
    { key: 'createTime', title: '创建时间', render: (t) => formatDateTime(t.createTime), width: 170 },
    {
      key: 'actions',
      title: '操作',
      render: (t) => (
        <CrudRowActions row={t} list={list} canUpdate={can(Permissions.dict.update)} canDelete={can(Permissions.dict.delete)}>
          <Button size="small" variant="minimal" intent="primary" text="数据" onClick={() => setDataOf(t)} />
        </CrudRowActions>
      ),
    },
  ];
  return (
    <>
      <CrudListPage
        title="字典管理"
        list={list}
        canCreate={can(Permissions.dict.create)}
        filters={
          <FilterBar {...form.bar}>
            <FilterField id="dtf-name" label="字典名称" maxLength={100} {...form.bind('name')} />
            <FilterField id="dtf-type" label="字典类型" maxLength={100} {...form.bind('type')} />
            <FilterField id="dtf-status" label="状态" dict={DictTypeCode.COMMON_STATUS} {...form.bind('status')} />
            <CreatedRangeField id="dtf-created" form={form} />
            {/* the contract guards the type export with the query code */}
            <HasPermi value={[Permissions.dict.query]}>
              <ExportButton exporter={exporter} />
            </HasPermi>
          </FilterBar>
        }
        columns={columns}
        dialog={<DictTypeDialog list={list} />}
        describe={(t) => `字典类型「${t.name}」`}
        deleteWarning="有字典数据的类型不能删除。"
      />
      <DictDataDrawer type={dataOf} onClose={() => setDataOf(null)} />
    </>
  );
}
