import { Migration } from '@mikro-orm/migrations';

/**
 * `system_user` → `system_users` (the upstream name). Unquoted, `system_user` is the SQL standard
 * SYSTEM_USER function on PostgreSQL 16+, so every raw statement had to remember the quotes.
 */
export class AuthRenameUsersTable202611221400 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "system_user" rename to "system_users";`);
    this.addSql(`alter sequence "system_user_id_seq" rename to "system_users_id_seq";`);
    this.addSql(`alter table "system_users" rename constraint "system_user_pkey" to "system_users_pkey";`);
    this.addSql(`alter table "system_users" rename constraint "system_user_tenant_id_foreign" to "system_users_tenant_id_foreign";`);
    this.addSql(
      `alter table "system_users" rename constraint "system_user_tenant_username_unique" to "system_users_tenant_username_unique";`,
    );
    this.addSql(`alter index "system_user_dept_id_index" rename to "system_users_dept_id_index";`);
  }
}
