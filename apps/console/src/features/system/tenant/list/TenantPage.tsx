import { InputGroup, Tag, TextArea } from '@blueprintjs/core';
import {
  DictTypeCode,
  Permissions,
  SYSTEM_TENANT_PACKAGE_ID,
  type TenantSaveReq,
  type TenantVO,
  PASSWORD_MAX_LENGTH,
} from '@dha/contracts';
import { useAccess } from '../../../../auth/session';
import { HasPermi } from '../../../access';
import { DictTag } from '../../../../dict';
import { CrudListPage, CrudRowActions } from '../../../../ui/CrudListPage';
import type { Column } from '../../../../ui/DataTable';
import { DateField } from '../../../../ui/DateField';
import { CreatedRangeField } from '../../../../ui/DateRangeField';
import { ExportButton } from '../../../../ui/ExportButton';
import { FilterBar, useFilterForm } from '../../../../ui/FilterBar';
import { FilterField } from '../../../../ui/FilterField';
import { formatDateTime } from '../../../../ui/format';
import { FormDialog } from '../../../../ui/FormDialog';
import { StatusRadios, useCrudForm } from '../../../../ui/useCrudForm';
import type { CrudEditing } from '../../../../ui/useCrudList';
import { EMPTY_TENANT_FILTER, useExportTenants, useTenantList, useTenantPackageOptions } from '../queries';
import { tenantToForm, tenantToRequest } from './tenant-form';
import { AppSelect } from '../../../../ui/AppSelect';

function TenantDialog({ list }: { list: CrudEditing<TenantVO, TenantSaveReq> }) {
  const { row, form: f, set, field, dialog } = useCrudForm(list, 'tenant', tenantToForm, tenantToRequest);
  const packages = useTenantPackageOptions();
  const input = (key: 'name' | 'contactName' | 'contactMobile' | 'accountCount' | 'username', maxLength: number) => (
    <InputGroup id={`tenant-${key}`} value={f[key]} maxLength={maxLength} onChange={(e) => set({ [key]: e.currentTarget.value })} />
  );
  return (
    <FormDialog {...dialog} title={row ? '修改租户' : '新增租户'} width={600}>
      {field('name', '租户名', input('name', 30))}
      {field(
        'packageId',
        '租户套餐',
        <AppSelect id="tenant-packageId" fill value={f.packageId} onChange={(e) => set({ packageId: e.currentTarget.value })}>
          <option value="">请选择</option>
          {(packages.data ?? []).map((p) => (
            <option key={p.id} value={String(p.id)}>
              {p.name}
            </option>
          ))}
        </AppSelect>,
      )}
      {field('contactName', '联系人', input('contactName', 30))}
      {field('contactMobile', '联系手机', input('contactMobile', 20))}
      {!row && field('username', '用户名称', input('username', 30), '租户管理员的账号，4–30 位字母或数字')}
      {!row &&
        field(
          'password',
          '用户密码',
          <InputGroup
            id="tenant-password"
            type="password"
            value={f.password}
            maxLength={PASSWORD_MAX_LENGTH}
            onChange={(e) => set({ password: e.currentTarget.value })}
          />,
        )}
      {field('accountCount', '账号额度', input('accountCount', 9), '员工账号的上限（自助注册的学员不计入）')}
      {field(
        'expireTime',
        '过期时间',
        <DateField id="tenant-expireTime" withTime value={f.expireTime} onChange={(expireTime) => set({ expireTime })} />,
      )}
      {field(
        'websites',
        '绑定域名',
        <TextArea id="tenant-websites" fill rows={2} value={f.websites} onChange={(e) => set({ websites: e.currentTarget.value })} />,
        '每行一个，如 shop.example.com',
      )}
      <StatusRadios value={f.status} onChange={(status) => set({ status })} />
    </FormDialog>
  );
}

/** `/system/tenant`: the tenants with their package, quota and expiry; the system tenant is shown, never edited. */
export default function TenantPage() {
  const { hasAnyPermission: can } = useAccess();
  const list = useTenantList();
  const exporter = useExportTenants(list.filter);
  const packages = useTenantPackageOptions();
  const form = useFilterForm(EMPTY_TENANT_FILTER, list.search, (f) => ({
    ...f,
    name: f.name.trim(),
    contactName: f.contactName.trim(),
    contactMobile: f.contactMobile.trim(),
  }));
  const packageName = (t: TenantVO) =>
    t.packageId === SYSTEM_TENANT_PACKAGE_ID ? (
      <Tag intent="danger" minimal>
        系统租户
      </Tag>
    ) : (
      (packages.data?.find((p) => p.id === t.packageId)?.name ?? `#${t.packageId}`)
    );
  const columns: Column<TenantVO>[] = [
    { key: 'id', title: '租户编号', render: (t) => t.id, width: 90 },
    { key: 'name', title: '租户名', render: (t) => t.name },
    { key: 'packageId', title: '租户套餐', render: packageName },
    { key: 'contactName', title: '联系人', render: (t) => t.contactName },
    { key: 'contactMobile', title: '联系手机', render: (t) => t.contactMobile ?? '' },
    { key: 'accountCount', title: '账号额度', render: (t) => t.accountCount, width: 90 },
    {
      key: 'expireTime',
      title: '过期时间',
      render: (t) => (t.expireTime === null ? '永不过期' : formatDateTime(t.expireTime)),
      width: 170,
    },
    { key: 'websites', title: '绑定域名', render: (t) => t.websites.join('，') },
    { key: 'status', title: '状态', render: (t) => <DictTag type={DictTypeCode.COMMON_STATUS} value={t.status} />, width: 90 },
    { key: 'createTime', title: '创建时间', render: (t) => formatDateTime(t.createTime), width: 170 },
    {
      key: 'actions',
      title: '操作',
      render: (t) => {
        const system = t.packageId === SYSTEM_TENANT_PACKAGE_ID;
        return (
          <CrudRowActions
            row={t}
            list={list}
            canUpdate={!system && can(Permissions.tenant.update)}
            canDelete={!system && can(Permissions.tenant.delete)}
          />
        );
      },
    },
  ];
  return (
    <CrudListPage
      title="租户列表"
      list={list}
      canCreate={can(Permissions.tenant.create)}
      filters={
        <FilterBar {...form.bar}>
          <FilterField id="tf-name" label="租户名" maxLength={30} {...form.bind('name')} />
          <FilterField id="tf-contactName" label="联系人" maxLength={30} {...form.bind('contactName')} />
          <FilterField id="tf-contactMobile" label="联系手机" maxLength={20} {...form.bind('contactMobile')} />
          <FilterField id="tf-status" label="状态" dict={DictTypeCode.COMMON_STATUS} {...form.bind('status')} />
          <CreatedRangeField id="tf-created" form={form} />
          <HasPermi value={[Permissions.tenant.export]}>
            <ExportButton exporter={exporter} />
          </HasPermi>
        </FilterBar>
      }
      columns={columns}
      dialog={<TenantDialog list={list} />}
      describe={(t) => `租户「${t.name}」`}
      deleteWarning="租户的账号、角色会一并删除，且不可恢复。"
    />
  );
}
