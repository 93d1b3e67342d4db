import {
  SYSTEM_TENANT_ONLY_PERMISSIONS,
  type MenuRespVO,
  type TenantPackageSaveReq,
  type TenantPackageVO,
  type TenantSaveReq,
  type TenantVO,
} from '@dha/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { saveBlob, type QueryParams } from '../../../api/http';
import { dateRangeParams, formatDateTime } from '../../../ui/format';
import { useCrudList } from '../../../ui/useCrudList';
import { tenantApi, tenantPackageApi } from './api';

/** The query keys of the tenant screens; a change to one invalidates its root. */
export const tenantKeys = {
  tenants: ['system', 'tenant'] as const,
  packages: ['system', 'tenant-package'] as const,
  menus: ['system', 'tenant-package', 'menus'] as const,
};

export interface TenantFilter {
  name: string;
  contactName: string;
  contactMobile: string;
  status: string;
  createdFrom: string;
  createdTo: string;
}

export const EMPTY_TENANT_FILTER: TenantFilter = {
  name: '',
  contactName: '',
  contactMobile: '',
  status: '',
  createdFrom: '',
  createdTo: '',
};

/** Filter → GET params of the tenant page and export ('' is not sent). */
export function tenantParams(f: TenantFilter, page?: { pageNo: number; pageSize: number }): QueryParams {
  return {
    ...page,
    name: f.name || undefined,
    contactName: f.contactName || undefined,
    contactMobile: f.contactMobile || undefined,
    status: f.status || undefined,
    ...dateRangeParams('createTime', f.createdFrom, f.createdTo),
  };
}

/** 租户列表, searched by name, contact, mobile, status and creation time. */
export function useTenantList() {
  return useCrudList<TenantVO, TenantSaveReq, TenantFilter>({
    queryKey: tenantKeys.tenants,
    filter: EMPTY_TENANT_FILTER,
    api: tenantApi,
    params: tenantParams,
  });
}

/** 导出 of the tenants matching the filter (every page). */
export function useExportTenants(filter: TenantFilter) {
  return useMutation({
    mutationFn: () => tenantApi.exportExcel(tenantParams(filter)),
    onSuccess: (blob) => saveBlob(blob, `租户-${formatDateTime(Date.now()).replace(/[: ]/g, '')}.xlsx`),
  });
}

/** 租户套餐, searched by name and status. */
export function useTenantPackageList() {
  return useCrudList<TenantPackageVO, TenantPackageSaveReq, { name: string; status: string }>({
    queryKey: tenantKeys.packages,
    filter: { name: '', status: '' },
    api: tenantPackageApi,
  });
}

/** The enabled packages (the tenant form's select). */
export function useTenantPackageOptions() {
  return useQuery({ queryKey: [...tenantKeys.packages, 'simple'], queryFn: tenantPackageApi.simpleList });
}

/**
 * The menus a package may hold (the package form's tree), read when the dialog opens: not the
 * administration every tenant shares (SYSTEM_TENANT_ONLY_PERMISSIONS: those buttons and their pages),
 * which the server refuses in a package.
 */
export function packageMenuOptions(menus: readonly MenuRespVO[]): MenuRespVO[] {
  const only = new Set(SYSTEM_TENANT_ONLY_PERMISSIONS);
  const shared = new Set(menus.filter((m) => only.has(m.permission)).flatMap((m) => [m.id, m.parentId]));
  return menus.filter((m) => !shared.has(m.id));
}

export function usePackageMenus(enabled: boolean) {
  return useQuery({ queryKey: tenantKeys.menus, queryFn: tenantPackageApi.menus, enabled, select: packageMenuOptions });
}
