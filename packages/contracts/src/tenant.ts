import { Permissions } from './permissions';

// ---------- tenants and tenant packages: /system/tenant/*, /system/tenant-package/* (contract §7) ----------

/** `packageId` of the system tenant (tenant 1): it holds every menu and cannot be edited or deleted. */
export const SYSTEM_TENANT_PACKAGE_ID = 0;

/** The tenant a call acts in when it names none (the organisation's own, created by the first migration). */
export const DEFAULT_TENANT_ID = 1;

/** The role code of a package tenant's administrator (created with the tenant, holds every menu of its package). */
export const TENANT_ADMIN_ROLE_CODE = 'tenant_admin';

/** The website (host, optional port) rule of the contract's `get-by-website` and of a tenant's websites. */
export const TENANT_WEBSITE_PATTERN = /^[a-zA-Z0-9.-]+(:\d{1,5})?$/;

export interface TenantVO {
  id: number;
  name: string;
  contactName: string;
  contactMobile: string | null;
  status: number;
  websites: string[];
  packageId: number;
  /** epoch ms; null: never expires (only the system tenant) */
  expireTime: number | null;
  accountCount: number;
  createTime: number;
}

export interface TenantSaveReq {
  id?: number;
  name: string;
  contactName: string;
  contactMobile?: string | null;
  status: number;
  websites?: string[];
  packageId: number;
  /** epoch ms */
  expireTime: number;
  accountCount: number;
  /** create only: the tenant administrator's account */
  username?: string;
  password?: string;
}

/** `{id, name}` of the public tenant calls (`simple-list`, `get-by-website`). */
export interface TenantSimpleVO {
  id: number;
  name: string;
}

export interface TenantPackageVO {
  id: number;
  name: string;
  status: number;
  remark: string | null;
  menuIds: number[];
  createTime: number;
}

export interface TenantPackageSaveReq {
  id?: number;
  name: string;
  status: number;
  remark?: string | null;
  menuIds: number[];
}

export interface TenantPackageSimpleVO {
  id: number;
  name: string;
}

/**
 * The administration of what every tenant shares (the menu tree, dictionaries, configuration, the
 * tenants and packages themselves): only the system tenant has it, so no tenant package may hold
 * these buttons or their pages.
 */
export const SYSTEM_TENANT_ONLY_PERMISSIONS: readonly string[] = [
  ...Object.values(Permissions.menu),
  ...Object.values(Permissions.dict),
  ...Object.values(Permissions.config),
  ...Object.values(Permissions.tenant),
  ...Object.values(Permissions.tenantPackage),
  // OAuth2 clients are shared by every tenant (their users sign in through them)
  ...Object.values(Permissions.oauth2Client),
  // operations: jobs, API logs, storage and the monitors serve the whole deployment
  ...Object.values(Permissions.job),
  ...Object.values(Permissions.apiAccessLog),
  ...Object.values(Permissions.apiErrorLog),
  ...Object.values(Permissions.fileConfig),
  ...Object.values(Permissions.file),
  ...Object.values(Permissions.redisMonitor),
  ...Object.values(Permissions.serverMonitor),
  ...Object.values(Permissions.apiDocs),
];
