import { Migration } from '@mikro-orm/migrations';

/** The foreign keys from this module's tables to the system module's users and tenants. */
const CROSS_MODULE_FOREIGN_KEYS: ReadonlyArray<[table: string, constraint: string]> = [
  ['system_refresh_token', 'system_refresh_token_user_id_foreign'],
  ['system_refresh_token', 'system_refresh_token_tenant_id_foreign'],
  ['system_access_token', 'system_access_token_user_id_foreign'],
  ['system_access_token', 'system_access_token_tenant_id_foreign'],
  ['system_oauth2_approve', 'system_oauth2_approve_user_id_foreign'],
  ['system_oauth2_code', 'system_oauth2_code_user_id_foreign'],
  ['system_oauth2_code', 'system_oauth2_code_tenant_id_foreign'],
  ['system_social_binding', 'system_social_binding_tenant_id_foreign'],
  ['system_social_binding', 'system_social_binding_user_id_foreign'],
];

/**
 * The split of the auth module: users and tenants are the system module's, and a module's tables do
 * not reach into another's. Sessions, grants and bindings keep the user and tenant ids; what the
 * cascades did, the auth module's consumers of the system events now do (a disabled or deleted user,
 * a deleted tenant).
 */
export class AuthOwnTables202611281000 extends Migration {
  override async up(): Promise<void> {
    for (const [table, constraint] of CROSS_MODULE_FOREIGN_KEYS) {
      this.addSql(`alter table "${table}" drop constraint if exists "${constraint}";`);
    }
  }
}
