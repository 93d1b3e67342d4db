import type { EntityManager } from '@mikro-orm/postgresql';

/** What this module keeps for a user besides sessions: social bindings and OAuth2 approvals and codes. */
const GRANT_TABLES = ['system_social_binding', 'system_oauth2_approve', 'system_oauth2_code'] as const;

/** Removes a deleted account's bindings and grants (its sessions are revoked by the token repository). */
export async function deleteAccountGrants(em: EntityManager, userId: number): Promise<void> {
  for (const table of GRANT_TABLES) await em.execute(`delete from "${table}" where user_id = ?`, [userId]);
}

/** This module's rows of a deleted tenant: sessions, bindings, grants and the tenant's OAuth2 clients' codes. */
export async function deleteTenantRows(em: EntityManager, tenantId: number): Promise<void> {
  // access tokens go with their refresh tokens (foreign key within the module)
  for (const table of ['system_refresh_token', 'system_access_token', 'system_social_binding', 'system_oauth2_code']) {
    await em.execute(`delete from "${table}" where tenant_id = ?`, [tenantId]);
  }
}
