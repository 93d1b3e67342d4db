import { Button, Callout, FormGroup, HTMLSelect, InputGroup, Radio, RadioGroup, TextArea } from '@blueprintjs/core';
import { DictTypeCode, hasAnyPermission, Permissions, type CourseCodeSeriesSaveReq, type CourseCodeSeriesVO } from '@dha/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useSession } from '../../../auth/session';
import { DictTag } from '../../../dict';
import { CrudListPage, CrudRowActions, FilterBar } from '../../../ui/CrudListPage';
import type { Column } from '../../../ui/DataTable';
import { formatDateTime } from '../../../ui/format';
import { FormDialog } from '../../../ui/FormDialog';
import { useCrud } from '../../../ui/useCrud';
import { usePaging } from '../../../ui/usePaging';
import { courseCodeApi, courseTypeApi, qk } from '../api';
import { codeSeriesToForm, codeSeriesToRequest, previewCode, type CodeSeriesForm } from './code-series-form';

function useTypeOptions() {
  return useQuery({ queryKey: [...qk.courseTypes, 'simple'], queryFn: courseTypeApi.listAllSimple, staleTime: 60_000 });
}

function SeriesDialog({ crud }: { crud: ReturnType<typeof useCrud<CourseCodeSeriesVO, CourseCodeSeriesSaveReq>> }) {
  const row = crud.editing?.row ?? null;
  const types = useTypeOptions();
  const [f, setF] = useState<CodeSeriesForm>(codeSeriesToForm(null));
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (crud.editing) {
      setF(codeSeriesToForm(row));
      setErrors({});
    }
  }, [crud.editing, row]);
  const set = (patch: Partial<CodeSeriesForm>) => setF((p) => ({ ...p, ...patch }));
  const fg = (key: keyof CodeSeriesForm, label: string, input: ReactNode, help?: string) => (
    <FormGroup label={label} labelFor={`cs-${key}`} intent={errors[key] ? 'danger' : undefined} helperText={errors[key] ?? help}>
      {input}
    </FormGroup>
  );
  const preview = previewCode(f.prefix.trim(), f.nextNumber.trim(), f.digits.trim());
  return (
    <FormDialog
      isOpen={!!crud.editing}
      title={row ? '修改编号规则' : '新增编号规则'}
      busy={crud.save.isPending}
      onClose={() => crud.setEditing(null)}
      onSubmit={() => {
        const r = codeSeriesToRequest(f);
        if (!r.ok) return setErrors(r.errors);
        setErrors({});
        crud.save.mutate(r.req);
      }}
    >
      {fg(
        'typeId',
        '课程类型',
        <HTMLSelect
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
      {fg(
        'prefix',
        '编号前缀',
        <InputGroup id="cs-prefix" value={f.prefix} maxLength={30} onChange={(e) => set({ prefix: e.currentTarget.value })} />,
        '如 CT-2026-',
      )}
      {fg(
        'nextNumber',
        '下一个序号',
        <InputGroup
          id="cs-nextNumber"
          value={f.nextNumber}
          inputMode="numeric"
          onChange={(e) => set({ nextNumber: e.currentTarget.value })}
        />,
      )}
      {fg(
        'digits',
        '序号位数',
        <InputGroup id="cs-digits" value={f.digits} inputMode="numeric" onChange={(e) => set({ digits: e.currentTarget.value })} />,
        '不足位数时左侧补 0',
      )}
      {preview && <Callout intent="primary">下一个编号：{preview}</Callout>}
      <FormGroup label="状态">
        <RadioGroup inline selectedValue={f.status} onChange={(e) => set({ status: e.currentTarget.value })}>
          <Radio label="开启" value="0" />
          <Radio label="关闭" value="1" />
        </RadioGroup>
      </FormGroup>
      {fg(
        'remark',
        '备注',
        <TextArea id="cs-remark" fill rows={2} maxLength={200} value={f.remark} onChange={(e) => set({ remark: e.currentTarget.value })} />,
      )}
    </FormDialog>
  );
}

/** 课程代码 (`course/code/index`): code series per course type, with the next code and 取号. */
export default function CourseCodePage() {
  const session = useSession();
  const can = (p: string) => hasAnyPermission(session.permissions, [p]);
  const queryClient = useQueryClient();
  const types = useTypeOptions();
  const paging = usePaging({ typeId: '' });
  const [typeId, setTypeId] = useState('');
  const list = useQuery({
    queryKey: [...qk.codes, 'page', paging.filter, paging.pageNo, paging.pageSize],
    queryFn: () => courseCodeApi.page({ pageNo: paging.pageNo, pageSize: paging.pageSize, typeId: paging.filter.typeId || undefined }),
    placeholderData: keepPreviousData,
  });
  const crud = useCrud<CourseCodeSeriesVO, CourseCodeSeriesSaveReq>({
    queryKey: qk.codes,
    create: courseCodeApi.create,
    update: courseCodeApi.update,
    remove: courseCodeApi.delete,
  });
  const [reserved, setReserved] = useState<string | null>(null);
  const next = useMutation({
    mutationFn: courseCodeApi.next,
    onSuccess: (r) => {
      setReserved(r.code);
      void queryClient.invalidateQueries({ queryKey: qk.codes });
    },
  });
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
        <CrudRowActions row={s} crud={crud} canUpdate={can(Permissions.courseCode.update)} canDelete={can(Permissions.courseCode.delete)}>
          {(can(Permissions.courseCode.create) || can(Permissions.course.create)) && (
            <Button
              size="small"
              variant="minimal"
              intent="success"
              text="取号"
              disabled={next.isPending || s.status !== 0}
              onClick={() => next.mutate(s.typeId)}
            />
          )}
        </CrudRowActions>
      ),
    },
  ];
  return (
    <CrudListPage
      title="课程代码"
      crud={crud}
      canCreate={can(Permissions.courseCode.create)}
      filters={
        <>
          <FilterBar
            onSearch={() => paging.search({ typeId })}
            onReset={() => {
              setTypeId('');
              paging.search({ typeId: '' });
            }}
          >
            <FormGroup label="课程类型" labelFor="csf-type">
              <HTMLSelect
                id="csf-type"
                value={typeId}
                onChange={(e) => setTypeId(e.currentTarget.value)}
                options={[{ value: '', label: '全部' }, ...(types.data ?? []).map((t) => ({ value: String(t.id), label: t.name }))]}
              />
            </FormGroup>
          </FilterBar>
          {reserved && (
            <Callout intent="success" title="已取号" icon="tick-circle">
              编号 <strong>{reserved}</strong> 已保留，不会再次发出。
            </Callout>
          )}
        </>
      }
      columns={columns}
      page={list.data}
      loading={list.isLoading}
      paging={paging}
      dialog={<SeriesDialog crud={crud} />}
      describe={(row) => `编号规则「${row.prefix}」`}
    />
  );
}
