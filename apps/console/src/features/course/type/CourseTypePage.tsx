import { InputGroup } from '@blueprintjs/core';
import { DictTypeCode, Permissions, type CourseTypeSaveReq, type CourseTypeVO } from '@dha/contracts';
import { useAccess } from '../../../auth/session';
import { DictTag } from '../../../dict';
import { CrudListPage, CrudRowActions } from '../../../ui/CrudListPage';
import type { Column } from '../../../ui/DataTable';
import { DictSelect } from '../../../ui/DictSelect';
import { NameFilterBar } from '../../../ui/FilterBar';
import { formatDateTime } from '../../../ui/format';
import { FormDialog } from '../../../ui/FormDialog';
import { StatusRadios, useCrudForm } from '../../../ui/useCrudForm';
import type { CrudEditing } from '../../../ui/useCrudList';
import { useCourseTypeList } from '../queries';
import { courseTypeToForm, courseTypeToRequest } from './course-type-form';

function TypeDialog({ list }: { list: CrudEditing<CourseTypeVO, CourseTypeSaveReq> }) {
  const { row, form: f, set, field, dialog } = useCrudForm(list, 'ct', courseTypeToForm, courseTypeToRequest);
  return (
    <FormDialog {...dialog} title={row ? '修改课程类型' : '新增课程类型'}>
      {field(
        'name',
        '类型名称',
        <InputGroup id="ct-name" value={f.name} maxLength={50} onChange={(e) => set({ name: e.currentTarget.value })} />,
      )}
      {field(
        'dictValue',
        '字典值',
        <DictSelect
          id="ct-dictValue"
          label="字典值"
          type={DictTypeCode.COURSE_TYPE}
          allLabel="请选择"
          value={f.dictValue}
          onChange={(dictValue) => set({ dictValue })}
        />,
        '对应字典「课程类型」中的一项',
      )}
      {field(
        'codePrefix',
        '编号前缀',
        <InputGroup id="ct-codePrefix" value={f.codePrefix} maxLength={20} onChange={(e) => set({ codePrefix: e.currentTarget.value })} />,
        '新建编号规则时的默认前缀',
      )}
      {field(
        'sort',
        '排序',
        <InputGroup id="ct-sort" value={f.sort} inputMode="numeric" onChange={(e) => set({ sort: e.currentTarget.value })} />,
      )}
      <StatusRadios value={f.status} onChange={(status) => set({ status })} />
    </FormDialog>
  );
}

/** 课程类型 (`course/type/index`). */
export default function CourseTypePage() {
  const { hasAnyPermission: can } = useAccess();
  const list = useCourseTypeList();
  const columns: Column<CourseTypeVO>[] = [
    { key: 'id', title: '编号', render: (t) => t.id, width: 70 },
    { key: 'name', title: '类型名称', render: (t) => t.name },
    { key: 'dict', title: '字典值', render: (t) => <DictTag type={DictTypeCode.COURSE_TYPE} value={t.dictValue} minimal /> },
    { key: 'prefix', title: '编号前缀', render: (t) => t.codePrefix },
    { key: 'sort', title: '排序', render: (t) => t.sort },
    { key: 'status', title: '状态', render: (t) => <DictTag type={DictTypeCode.COMMON_STATUS} value={t.status} /> },
    { key: 'createTime', title: '创建时间', render: (t) => formatDateTime(t.createTime) },
    {
      key: 'actions',
      title: '操作',
      render: (t) => (
        <CrudRowActions row={t} list={list} canUpdate={can(Permissions.courseType.update)} canDelete={can(Permissions.courseType.delete)} />
      ),
    },
  ];
  return (
    <CrudListPage
      title="课程类型"
      list={list}
      canCreate={can(Permissions.courseType.create)}
      filters={<NameFilterBar label="类型名称" inputId="ctf-name" maxLength={50} onSearch={(name) => list.search({ name })} />}
      columns={columns}
      dialog={<TypeDialog list={list} />}
      describe={(t) => `课程类型「${t.name}」`}
    />
  );
}
