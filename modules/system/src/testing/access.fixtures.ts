import type { TestApp } from '@dha/testing';
import { AccessCache } from '@dha/server-core';

/**
 * After a test changes users, roles, menus or tenants with raw SQL: tells the access cache, as the
 * application's own writes do after they commit (otherwise the change shows only after the cache TTL).
 */
export async function accessChanged(t: TestApp, tenantId = 1): Promise<void> {
  await t.app.get(AccessCache).tenantChanged(tenantId);
}
