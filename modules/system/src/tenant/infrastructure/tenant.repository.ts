import { CommonStatus, RoleCode, type TenantSaveReq } from '@dha/contracts';
import { BizError, OutboxEvent } from '@dha/server-core';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SystemErrors } from '../../system.errors';
import { SYSTEM_TENANT_AGGREGATE, SystemEventTypes, type TenantDeletedPayload } from '../../contract/system.events';
import { Dept } from '../../dept/domain/dept.entity';
import { Post } from '../../post/domain/post.entity';
import { Tenant } from '../domain/tenant.entity';
import { TenantPackage } from '../domain/tenant-package.entity';

/** A tenant; else TENANT_NOT_EXISTS. */
export async function getTenant(em: EntityManager, id: number): Promise<Tenant> {
  const tenant = await em.findOne(Tenant, id);
  if (!tenant) throw BizError.of(SystemErrors.TENANT_NOT_EXISTS);
  return tenant;
}

/** The tenants of these ids, all of them; else TENANT_NOT_EXISTS (nothing is changed then). */
export async function getTenants(em: EntityManager, ids: number[]): Promise<Tenant[]> {
  const tenants = await em.find(Tenant, { id: { $in: ids } });
  if (tenants.length !== new Set(ids).size) throw BizError.of(SystemErrors.TENANT_NOT_EXISTS);
  return tenants;
}

/** The name is unique, and no website is another tenant's (`id`: the tenant being updated). */
export async function checkTenantUnique(em: EntityManager, input: TenantSaveReq): Promise<void> {
  const name = input.name.trim();
  const others = input.id !== undefined ? { id: { $ne: input.id } } : {};
  if (await em.count(Tenant, { name, ...others })) throw new BizError(SystemErrors.TENANT_NAME_DUPLICATE, name);
  const websites = normalWebsites(input.websites);
  if (!websites.length) return;
  const [taken] = await em.getConnection().execute<Array<{ website: string }>>(
    `select w as website from system_tenant t cross join unnest(t.websites) w
     where w = any(?::text[]) and t.id <> ? limit 1`,
    [`{${websites.map((w) => `"${w}"`).join(',')}}`, input.id ?? 0],
    'all',
    em.getTransactionContext(),
  );
  if (taken) throw new BizError(SystemErrors.TENANT_WEBSITE_DUPLICATE, taken.website);
}

/** An enabled tenant package; else TENANT_PACKAGE_NOT_EXISTS / TENANT_PACKAGE_DISABLE. */
export async function getUsablePackage(em: EntityManager, packageId: number): Promise<TenantPackage> {
  // share-locked (inside the caller's transaction): the package cannot be deleted before the tenant holding it commits
  const pkg = await em.findOne(TenantPackage, packageId, { lockMode: LockMode.PESSIMISTIC_READ });
  if (!pkg) throw BizError.of(SystemErrors.TENANT_PACKAGE_NOT_EXISTS);
  if (pkg.status !== CommonStatus.ENABLE) throw new BizError(SystemErrors.TENANT_PACKAGE_DISABLE, pkg.name);
  return pkg;
}

/** Websites are hosts: compared in lower case, each once, blanks dropped. */
export function normalWebsites(websites: readonly string[] | undefined): string[] {
  return [...new Set((websites ?? []).map((w) => w.trim().toLowerCase()).filter(Boolean))];
}

/** The editable fields of a tenant from a create/update body. */
export function tenantFields(
  input: TenantSaveReq,
): Pick<Tenant, 'name' | 'contactName' | 'contactMobile' | 'status' | 'websites' | 'packageId' | 'expireTime' | 'accountCount'> {
  return {
    name: input.name.trim(),
    contactName: input.contactName.trim(),
    contactMobile: input.contactMobile?.trim() || null,
    status: input.status,
    websites: normalWebsites(input.websites),
    packageId: input.packageId,
    expireTime: new Date(input.expireTime),
    accountCount: input.accountCount,
  };
}

/**
 * Locks the tenant's row for the rest of the transaction (so two account creations cannot both pass the
 * quota) and answers its package and quota; undefined when there is no such tenant.
 */
export async function lockTenantQuota(
  em: EntityManager,
  tenantId: number,
): Promise<{ packageId: number; accountCount: number } | undefined> {
  const [row] = await em
    .getConnection()
    .execute<Array<{ package_id: number; account_count: number }>>(
      `select package_id, account_count from system_tenant where id = ? for update`,
      [tenantId],
      'all',
      em.getTransactionContext(),
    );
  return row ? { packageId: Number(row.package_id), accountCount: Number(row.account_count) } : undefined;
}

/**
 * The tenant's staff accounts: every user but the self-registered visitors (users whose only role is
 * `common`). A user with no role yet (just created by an admin) is staff.
 */
export async function staffAccountCount(em: EntityManager, tenantId: number): Promise<number> {
  const [row] = await em.getConnection().execute<Array<{ n: string }>>(
    `select count(*) as n from system_users u
     where u.tenant_id = ? and (
       not exists (select 1 from system_user_role ur where ur.user_id = u.id)
       or exists (select 1 from system_user_role ur join system_role r on r.id = ur.role_id where ur.user_id = u.id and r.code <> ?))`,
    [tenantId, RoleCode.COMMON],
    'all',
    em.getTransactionContext(),
  );
  return Number(row?.n ?? 0);
}

/**
 * Deletes the tenants with their accounts and access control: users, roles, their links and tokens go
 * by their foreign keys, departments and posts here. Other modules' rows of the tenant go when they
 * consume the AuthTenantDeleted event written here, in the same transaction (so they go if and only
 * if the tenant did). The login and operation logs stay: they are the audit trail.
 */
export async function deleteTenantRows(em: EntityManager, ids: number[]): Promise<void> {
  await em.nativeDelete(Post, { tenantId: { $in: ids } });
  await em.nativeDelete(Dept, { tenantId: { $in: ids } });
  await em.nativeDelete(Tenant, { id: { $in: ids } });
  for (const tenantId of new Set(ids)) {
    const payload: TenantDeletedPayload = { tenantId };
    em.persist(
      OutboxEvent.of({ type: SystemEventTypes.TENANT_DELETED, aggregateType: SYSTEM_TENANT_AGGREGATE, aggregateId: tenantId, payload }),
    );
  }
  await em.flush();
}
