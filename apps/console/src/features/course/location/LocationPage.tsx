import { FormGroup, InputGroup, Radio, RadioGroup, TextArea } from '@blueprintjs/core';
import { DictTypeCode, hasAnyPermission, Permissions, type LocationSaveReq, type LocationVO } from '@dha/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useSession } from '../../../auth/session';
import { DictTag } from '../../../dict';
import { CrudListPage, CrudRowActions, NameFilterBar } from '../../../ui/CrudListPage';
import type { Column } from '../../../ui/DataTable';
import { formatDateTime } from '../../../ui/format';
import { FormDialog } from '../../../ui/FormDialog';
import { useCrud } from '../../../ui/useCrud';
import { usePaging } from '../../../ui/usePaging';
import { locationApi, qk } from '../api';
import { locationToForm, locationToRequest, type LocationForm } from './location-form';

function LocationDialog({ crud }: { crud: ReturnType<typeof useCrud<LocationVO, LocationSaveReq>> }) {
  const row = crud.editing?.row ?? null;
  const [f, setF] = useState<LocationForm>(locationToForm(null));
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (crud.editing) {
      setF(locationToForm(row));
      setErrors({});
    }
  }, [crud.editing, row]);
  const set = (patch: Partial<LocationForm>) => setF((p) => ({ ...p, ...patch }));
  const fg = (key: keyof LocationForm, label: string, input: ReactNode, help?: string) => (
    <FormGroup label={label} labelFor={`loc-${key}`} intent={errors[key] ? 'danger' : undefined} helperText={errors[key] ?? help}>
      {input}
    </FormGroup>
  );
  const input = (key: 'name' | 'address' | 'latitude' | 'longitude' | 'sort', maxLength: number) => (
    <InputGroup id={`loc-${key}`} value={f[key]} maxLength={maxLength} onChange={(e) => set({ [key]: e.currentTarget.value })} />
  );
  return (
    <FormDialog
      isOpen={!!crud.editing}
      title={row ? '修改上课地点' : '新增上课地点'}
      busy={crud.save.isPending}
      width={640}
      onClose={() => crud.setEditing(null)}
      onSubmit={() => {
        const r = locationToRequest(f);
        if (!r.ok) return setErrors(r.errors);
        setErrors({});
        crud.save.mutate(r.req);
      }}
    >
      {fg('name', '地点名称', input('name', 100))}
      {fg('address', '地址', input('address', 255))}
      <div className="dha-form-grid">
        {fg('latitude', '纬度', input('latitude', 14), '选填，如 31.2304')}
        {fg('longitude', '经度', input('longitude', 15), '选填，如 121.4737')}
      </div>
      {fg(
        'trafficGuide',
        '交通指引（HTML）',
        <TextArea
          id="loc-trafficGuide"
          fill
          rows={5}
          value={f.trafficGuide}
          onChange={(e) => set({ trafficGuide: e.currentTarget.value })}
        />,
        '显示在「交通指引」页；保存时服务器会清理不安全的内容',
      )}
      {fg('sort', '排序', input('sort', 6))}
      <FormGroup label="状态">
        <RadioGroup inline selectedValue={f.status} onChange={(e) => set({ status: e.currentTarget.value })}>
          <Radio label="开启" value="0" />
          <Radio label="关闭" value="1" />
        </RadioGroup>
      </FormGroup>
    </FormDialog>
  );
}

/** `/course/location` (hidden): centres with address, coordinates and traffic directions. */
export default function LocationPage() {
  const session = useSession();
  const can = (p: string) => hasAnyPermission(session.permissions, [p]);
  const paging = usePaging({ name: '' });
  const list = useQuery({
    queryKey: [...qk.locations, 'page', paging.filter, paging.pageNo, paging.pageSize],
    queryFn: () => locationApi.page({ pageNo: paging.pageNo, pageSize: paging.pageSize, name: paging.filter.name || undefined }),
    placeholderData: keepPreviousData,
  });
  const crud = useCrud<LocationVO, LocationSaveReq>({
    queryKey: qk.locations,
    create: locationApi.create,
    update: locationApi.update,
    remove: locationApi.delete,
  });
  const columns: Column<LocationVO>[] = [
    { key: 'id', title: '编号', render: (l) => l.id, width: 70 },
    { key: 'name', title: '地点名称', render: (l) => l.name },
    { key: 'address', title: '地址', render: (l) => l.address },
    { key: 'coords', title: '坐标', render: (l) => (l.latitude === null || l.longitude === null ? '' : `${l.latitude}, ${l.longitude}`) },
    { key: 'sort', title: '排序', render: (l) => l.sort },
    { key: 'status', title: '状态', render: (l) => <DictTag type={DictTypeCode.COMMON_STATUS} value={l.status} /> },
    { key: 'createTime', title: '创建时间', render: (l) => formatDateTime(l.createTime) },
    {
      key: 'actions',
      title: '操作',
      render: (l) => (
        <CrudRowActions row={l} crud={crud} canUpdate={can(Permissions.location.update)} canDelete={can(Permissions.location.delete)} />
      ),
    },
  ];
  return (
    <CrudListPage
      title="上课地点"
      crud={crud}
      canCreate={can(Permissions.location.create)}
      filters={<NameFilterBar label="地点名称" inputId="lf-name" maxLength={100} onSearch={(name) => paging.search({ name })} />}
      columns={columns}
      page={list.data}
      loading={list.isLoading}
      paging={paging}
      dialog={<LocationDialog crud={crud} />}
      describe={(l) => `上课地点「${l.name}」`}
    />
  );
}
