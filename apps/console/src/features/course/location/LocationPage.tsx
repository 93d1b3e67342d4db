import { InputGroup, TextArea } from '@blueprintjs/core';
import { DictTypeCode, Permissions, type LocationSaveReq, type LocationVO } from '@dha/contracts';
import { useAccess } from '../../../auth/session';
import { DictTag } from '../../../dict';
import { CrudListPage, CrudRowActions } from '../../../ui/CrudListPage';
import type { Column } from '../../../ui/DataTable';
import { NameFilterBar } from '../../../ui/FilterBar';
import { formatDateTime } from '../../../ui/format';
import { FormDialog } from '../../../ui/FormDialog';
import { StatusRadios, useCrudForm } from '../../../ui/useCrudForm';
import type { CrudEditing } from '../../../ui/useCrudList';
import { useLocationList } from '../queries';
import { locationToForm, locationToRequest } from './location-form';

function LocationDialog({ list }: { list: CrudEditing<LocationVO, LocationSaveReq> }) {
  const { row, form: f, set, field, dialog } = useCrudForm(list, 'loc', locationToForm, locationToRequest);
  const input = (key: 'name' | 'address' | 'latitude' | 'longitude' | 'sort', maxLength: number) => (
    <InputGroup id={`loc-${key}`} value={f[key]} maxLength={maxLength} onChange={(e) => set({ [key]: e.currentTarget.value })} />
  );
  return (
    <FormDialog {...dialog} title={row ? '修改上课地点' : '新增上课地点'} width={640}>
      {field('name', '地点名称', input('name', 100))}
      {field('address', '地址', input('address', 255))}
      <div className="dha-form-grid">
        {field('latitude', '纬度', input('latitude', 14), '选填，如 31.2304')}
        {field('longitude', '经度', input('longitude', 15), '选填，如 121.4737')}
      </div>
      {field(
        'trafficGuide',
        '交通指引（HTML）',
        <TextArea
          id="loc-trafficGuide"
          fill
          rows={5}
          value={f.trafficGuide}
          onChange={(e) => set({ trafficGuide: e.currentTarget.value })}
        />,
        '显示在「交通指引」页；图片只能用本站上传的文件，保存时服务器会清理不安全的内容和外部图片',
      )}
      {field('sort', '排序', input('sort', 6))}
      <StatusRadios value={f.status} onChange={(status) => set({ status })} />
    </FormDialog>
  );
}

/** `/course/location` (hidden): centres with address, coordinates and traffic directions. */
export default function LocationPage() {
  const { hasAnyPermission: can } = useAccess();
  const list = useLocationList();
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
        <CrudRowActions row={l} list={list} canUpdate={can(Permissions.location.update)} canDelete={can(Permissions.location.delete)} />
      ),
    },
  ];
  return (
    <CrudListPage
      title="上课地点"
      list={list}
      canCreate={can(Permissions.location.create)}
      filters={<NameFilterBar label="地点名称" inputId="lf-name" maxLength={100} onSearch={(name) => list.search({ name })} />}
      columns={columns}
      dialog={<LocationDialog list={list} />}
      describe={(l) => `上课地点「${l.name}」`}
    />
  );
}
