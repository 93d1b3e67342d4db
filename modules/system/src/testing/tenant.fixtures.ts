import { CommonStatus, type AuthLoginResp } from '@dha/contracts';
import type { TestApp } from '@dha/testing';
import { uniq } from './users.fixtures';

/** A tenant made through the API, with its administrator signed in. */
export interface TestTenant {
  id: number;
  packageId: number;
  adminUsername: string;
  adminPassword: string;
  /** the administrator's access token */
  token: string;
}

/** Creates an enabled package of these menus through the API (as the system admin) and answers its id. */
export async function createTenantPackage(
  t: TestApp,
  adminToken: string,
  menuIds: number[],
  o: Record<string, unknown> = {},
): Promise<number> {
  const r = await t.api.post<number>(
    '/system/tenant-package/create',
    { name: uniq('套餐'), status: CommonStatus.ENABLE, remark: '测试套餐', menuIds, ...o },
    { token: adminToken },
  );
  if (r.code !== 0) throw new Error(`create package failed: ${r.code} ${r.msg}`);
  return r.data!;
}

/** Signs in to a tenant (the `tenant-id` header names it) and answers the access token. */
export async function loginToTenant(t: TestApp, tenantId: number, username: string, password: string): Promise<string> {
  const r = await t.api.post<AuthLoginResp>('/system/auth/login', { username, password }, { tenantId });
  if (r.code !== 0 || !r.data) throw new Error(`login ${username}@${tenantId} failed: ${r.code} ${r.msg}`);
  return r.data.accessToken;
}

/**
 * Creates a package of `menuIds` (unless `packageId` is given) and a tenant holding it through the API,
 * then signs its administrator in.
 */
export async function createTenant(
  t: TestApp,
  adminToken: string,
  options: { menuIds?: number[]; packageId?: number; accountCount?: number; body?: Record<string, unknown> } = {},
): Promise<TestTenant> {
  const packageId = options.packageId ?? (await createTenantPackage(t, adminToken, options.menuIds ?? []));
  const adminUsername = uniq('tadmin')
    .replace(/[^a-zA-Z0-9]/g, '')
    .slice(0, 30);
  const adminPassword = 'Tenant@123';
  const r = await t.api.post<number>(
    '/system/tenant/create',
    {
      name: uniq('租户'),
      contactName: '联系人',
      contactMobile: '13800138000',
      status: CommonStatus.ENABLE,
      websites: [],
      packageId,
      expireTime: Date.now() + 365 * 86_400_000,
      accountCount: options.accountCount ?? 100,
      username: adminUsername,
      password: adminPassword,
      ...options.body,
    },
    { token: adminToken },
  );
  if (r.code !== 0) throw new Error(`create tenant failed: ${r.code} ${r.msg}`);
  const id = r.data!;
  return { id, packageId, adminUsername, adminPassword, token: await loginToTenant(t, id, adminUsername, adminPassword) };
}
