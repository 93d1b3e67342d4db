import type { ModuleMigration } from '@dha/server-core';
import { AccessToken, Dept, Menu, Post, RefreshToken, Role, RoleMenu, Tenant, User, UserRole } from './domain';
import { AuthInit202611221000 } from './infrastructure/migrations/auth-init.migration';
import { AuthRenameUsersTable202611221400 } from './infrastructure/migrations/rename-users-table.migration';
import { AuthDeptPost202611241600 } from './infrastructure/migrations/dept-post.migration';
import { AuthUserMailNotify202611241200 } from './infrastructure/migrations/user-mail-notify.migration';

export * from './auth.module';
export * from './contract';

/** Tables this module owns (registered with the one ORM instance by the server). */
export const authEntities: Function[] = [Tenant, User, Role, Menu, UserRole, RoleMenu, RefreshToken, AccessToken, Dept, Post];
/** This module's migrations, in order. */
export const authMigrations: ModuleMigration[] = [
  { name: 'auth_202611221000_init', class: AuthInit202611221000 },
  { name: 'auth_202611221400_rename_users_table', class: AuthRenameUsersTable202611221400 },
  { name: 'auth_202611241200_user_mail_notify', class: AuthUserMailNotify202611241200 },
  { name: 'auth_202611241600_dept_post', class: AuthDeptPost202611241600 },
];
