import { FormGroup, InputGroup, RadioGroup, Radio } from '@blueprintjs/core';
import { DictTypeCode, hasAnyPermission, Permissions, type CourseTypeSaveReq, type CourseTypeVO } from '@dha/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useSession } from '../../../auth/session';
import { DictTag } from '../../../dict';
import { CrudListPage, CrudRowActions, NameFilterBar } from '../../../ui/CrudListPage';
import type { Column } from '../../../ui/DataTable';
import { DictSelect } from '../../../ui/DictSelect';
import { formatDateTime } from '../../../ui/format';
import { FormDialog } from '../../../ui/FormDialog';
import { useCrud } from '../../../ui/useCrud';
import { usePaging } from '../../../ui/usePaging';
import { courseTypeApi, qk } from '../api';
import { courseTypeToForm, courseTypeToRequest, type CourseTypeForm } from './course-type-form';

function TypeDialog({ crud }: { crud: ReturnType<typeof useCrud<CourseTypeVO, CourseTypeSaveReq>> }) {
  const row = crud.editing?.row ?? null;
  const [f, setF] = useState<CourseTypeForm>(courseTypeToForm(null));
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (crud.editing) {
      setF(courseTypeToForm(row));
      setErrors({});
    }
  }, [crud.editing, row]);
  const set = (patch: Partial<CourseTypeForm>) => setF((p) => ({ ...p, ...patch }));
  const submit = () => {
    const r = courseTypeToRequest(f);
    if (!r.ok) return setErrors(r.errors);
    setErrors({});
    crud.save.mutate(r.req);
  };
  const fg = (key: keyof CourseTypeForm, label: string, input: ReactNode, help?: string) => (
    <FormGroup label={label} labelFor={`ct-${key}`} intent={errors[key] ? 'danger' : undefined} helperText={errors[key] ?? help}>
      {input}
    </FormGroup>
  );
  return (
    <FormDialog
      isOpen={!!crud.editing}
      title={row ? '修改课程类型' : '新增课程类型'}
      busy={crud.save.isPending}
      onClose={() => crud.setEditing(null)}
      onSubmit={submit}
    >
      {fg(
        'name',
        '类型名称',
        <InputGroup id="ct-name" value={f.name} maxLength={50} onChange={(e) => set({ name: e.currentTarget.value })} />,
      )}
      {fg(
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
      {fg(
        'codePrefix',
        '编号前缀',
        <InputGroup id="ct-codePrefix" value={f.codePrefix} maxLength={20} onChange={(e) => set({ codePrefix: e.currentTarget.value })} />,
        '新建编号规则时的默认前缀',
      )}
      {fg(
        'sort',
        '排序',
        <InputGroup id="ct-sort" value={f.sort} inputMode="numeric" onChange={(e) => set({ sort: e.currentTarget.value })} />,
      )}
      <FormGroup label="状态">
        <RadioGroup inline selectedValue={f.status} onChange={(e) => set({ status: e.currentTarget.value })}>
          <Radio label="开启" value="0" />
          <Radio label="关闭" value="1" />
        </RadioGroup>
      </FormGroup>
    </FormDialog>
  );
}

/** 课程类型 (`course/type/index`). */
export default function CourseTypePage() {
  const session = useSession();
  const can = (p: string) => hasAnyPermission(session.permissions, [p]);
  const paging = usePaging({ name: '' });
  const list = useQuery({
    queryKey: [...qk.courseTypes, 'page', paging.filter, paging.pageNo, paging.pageSize],
    queryFn: () => courseTypeApi.page({ pageNo: paging.pageNo, pageSize: paging.pageSize, name: paging.filter.name || undefined }),
    placeholderData: keepPreviousData,
  });
  const crud = useCrud<CourseTypeVO, CourseTypeSaveReq>({
    queryKey: qk.courseTypes,
    create: courseTypeApi.create,
    update: courseTypeApi.update,
    remove: courseTypeApi.delete,
  });
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
        <CrudRowActions row={t} crud={crud} canUpdate={can(Permissions.courseType.update)} canDelete={can(Permissions.courseType.delete)} />
      ),
    },
  ];
  return (
    <CrudListPage
      title="课程类型"
      crud={crud}
      canCreate={can(Permissions.courseType.create)}
      filters={<NameFilterBar label="类型名称" inputId="ctf-name" maxLength={50} onSearch={(name) => paging.search({ name })} />}
      columns={columns}
      page={list.data}
      loading={list.isLoading}
      paging={paging}
      dialog={<TypeDialog crud={crud} />}
      describe={(t) => `课程类型「${t.name}」`}
    />
  );
}
