import { Button, Callout, InputGroup, TextArea } from '@blueprintjs/core';
import { DictTypeCode, Permissions, type CourseCodeSeriesSaveReq, type CourseCodeSeriesVO } from '@dha/contracts';
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
import { useCodeSeriesList, useCourseTypeOptions, useReserveCode } from '../queries';
import { codeSeriesToForm, codeSeriesToRequest, previewCode } from './code-series-form';
import { AppSelect } from '../../../ui/AppSelect';

function SeriesDialog({ list }: { list: CrudEditing<CourseCodeSeriesVO, CourseCodeSeriesSaveReq> }) {
  const types = useCourseTypeOptions();
  const { row, form: f, set, field, dialog } = useCrudForm(list, 'cs', codeSeriesToForm, codeSeriesToRequest);
  const preview = previewCode(f.prefix.trim(), f.nextNumber.trim(), f.digits.trim());
  return (
    <FormDialog {...dialog} title={row ? '修改编号规则' : '新增编号规则'}>
      {field(
        'typeId',
        '课程类型',
        <AppSelect
          id="cs-typeId"
          value={f.typeId}
          onChange={(e) => {
            const typeId = e.currentTarget.value;
            const t = types.data?.find((x) => String(x.id) === typeId);
            set({ typeId, prefix: f.prefix || t?.codePrefix || '' });
          }}
          options={[{ value: '', label: '请选择' }, ...(types.data ?? []).map((t) => ({ value: String(t.id), label: t.name }))]}
        />,
      )}
      {field(
        'prefix',
        '编号前缀',
        <InputGroup id="cs-prefix" value={f.prefix} maxLength={30} onChange={(e) => set({ prefix: e.currentTarget.value })} />,
        '如 CT-2026-',
      )}
      {field(
        'nextNumber',
        '下一个序号',
        <InputGroup
          id="cs-nextNumber"
          value={f.nextNumber}
          inputMode="numeric"
          onChange={(e) => set({ nextNumber: e.currentTarget.value })}
        />,
      )}
      {field(
        'digits',
        '序号位数',
        <InputGroup id="cs-digits" value={f.digits} inputMode="numeric" onChange={(e) => set({ digits: e.currentTarget.value })} />,
        '不足位数时左侧补 0',
      )}
      {preview && <Callout intent="primary">下一个编号：{preview}</Callout>}
      <StatusRadios value={f.status} onChange={(status) => set({ status })} />
      {field(
        'remark',
        '备注',
        <TextArea id="cs-remark" fill rows={2} maxLength={200} value={f.remark} onChange={(e) => set({ remark: e.currentTarget.value })} />,
      )}
    </FormDialog>
  );
}

/** 课程代码 (`course/code/index`): code series per course type, with the next code and 取号. */
export default function CourseCodePage() {
  const { hasAnyPermission: can } = useAccess();
  const types = useCourseTypeOptions();
  const list = useCodeSeriesList();
  const filter = useFilterForm({ typeId: '' }, list.search);
  const [reserved, setReserved] = useState<string | null>(null);
  const next = useReserveCode(setReserved);
  const columns: Column<CourseCodeSeriesVO>[] = [
    { key: 'id', title: '编号', render: (s) => s.id, width: 70 },
    { key: 'type', title: '课程类型', render: (s) => s.typeName },
    { key: 'prefix', title: '前缀', render: (s) => s.prefix },
    { key: 'nextNumber', title: '下一个序号', render: (s) => s.nextNumber },
    { key: 'digits', title: '位数', render: (s) => s.digits },
    { key: 'nextCode', title: '下一个编号', render: (s) => <strong>{s.nextCode}</strong> },
    { key: 'status', title: '状态', render: (s) => <DictTag type={DictTypeCode.COMMON_STATUS} value={s.status} /> },
    { key: 'remark', title: '备注', render: (s) => s.remark },
    { key: 'createTime', title: '创建时间', render: (s) => formatDateTime(s.createTime) },
    {
      key: 'actions',
      title: '操作',
      render: (s) => (
        <CrudRowActions row={s} list={list} canUpdate={can(Permissions.courseCode.update)} canDelete={can(Permissions.courseCode.delete)}>
          <HasPermi value={[Permissions.courseCode.create, Permissions.course.create]}>
            <Button
              size="small"
              variant="minimal"
              intent="success"
              text="取号"
              disabled={next.isPending || s.status !== 0}
              onClick={() => next.mutate(s.typeId)}
            />
          </HasPermi>
        </CrudRowActions>
      ),
    },
  ];
  return (
    <CrudListPage
      title="课程代码"
      list={list}
      canCreate={can(Permissions.courseCode.create)}
      filters={
        <>
          <FilterBar {...filter.bar}>
            <FilterField
              id="csf-type"
              label="课程类型"
              options={(types.data ?? []).map((t) => ({ value: String(t.id), label: t.name }))}
              {...filter.bind('typeId')}
            />
          </FilterBar>
          {reserved && (
            <Callout intent="success" title="已取号" icon="tick-circle">
              编号 <strong>{reserved}</strong> 已保留，不会再次发出。
            </Callout>
          )}
        </>
      }
      columns={columns}
      dialog={<SeriesDialog list={list} />}
      describe={(row) => `编号规则「${row.prefix}」`}
    />
  );
}
