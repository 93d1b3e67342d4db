import type { ModuleMigration } from '@dha/server-core';
import {
  AccessToken,
  Dept,
  LoginLog,
  Menu,
  OperateLog,
  Post,
  RefreshToken,
  Role,
  RoleMenu,
  Tenant,
  TenantPackage,
  User,
  UserPost,
  UserRole,
  SeededGrant,
  SeededMenu,
  LoginKey,
} from './domain';
import { AuthInit202611221000 } from './infrastructure/migrations/auth-init.migration';
import { AuthRenameUsersTable202611221400 } from './infrastructure/migrations/rename-users-table.migration';
import { AuthDeptPost202611241600 } from './infrastructure/migrations/dept-post.migration';
import { AuthLogs202611250400 } from './infrastructure/migrations/logs.migration';
import { AuthTenants202611250300 } from './infrastructure/migrations/tenants.migration';
import { AuthRolesMenus202611250200 } from './infrastructure/migrations/roles-menus.migration';
import { AuthUserMailNotify202611241200 } from './infrastructure/migrations/user-mail-notify.migration';
import { AuthUserAdmin202611250100 } from './infrastructure/migrations/user-admin.migration';
import { AuthUsernameCase202611251000 } from './infrastructure/migrations/username-case.migration';
import { AuthHashedTokens202611251010 } from './infrastructure/migrations/hashed-tokens.migration';
import { AuthLoginKey202611251200 } from './infrastructure/migrations/login-key.migration';
import { AuthOAuth2202611251300 } from './infrastructure/migrations/oauth2.migration';
import { OAuth2Approval, OAuth2Client, OAuth2Code } from './domain/oauth2.entity';
import { AuthSocialBinding202611251310 } from './infrastructure/migrations/social-binding.migration';
import { SocialBinding } from './domain/social-binding.entity';

export * from './auth.module';
export * from './contract';

/** Tables this module owns (registered with the one ORM instance by the server). */
export const authEntities: Function[] = [
  Tenant,
  User,
  Role,
  Menu,
  UserRole,
  RoleMenu,
  RefreshToken,
  AccessToken,
  Dept,
  Post,
  UserPost,
  TenantPackage,
  SeededMenu,
  SeededGrant,
  OperateLog,
  LoginLog,
  LoginKey,
  OAuth2Client,
  OAuth2Approval,
  OAuth2Code,
  SocialBinding,
];
/** This module's migrations, in order. */
export const authMigrations: ModuleMigration[] = [
  { name: 'auth_202611221000_init', class: AuthInit202611221000 },
  { name: 'auth_202611221400_rename_users_table', class: AuthRenameUsersTable202611221400 },
  { name: 'auth_202611241200_user_mail_notify', class: AuthUserMailNotify202611241200 },
  { name: 'auth_202611241600_dept_post', class: AuthDeptPost202611241600 },
  { name: 'auth_202611250100_user_admin', class: AuthUserAdmin202611250100 },
  { name: 'auth_202611250200_roles_menus', class: AuthRolesMenus202611250200 },
  { name: 'auth_202611250300_tenants', class: AuthTenants202611250300 },
  { name: 'auth_202611250400_logs', class: AuthLogs202611250400 },
  { name: 'auth_202611251000_username_case', class: AuthUsernameCase202611251000 },
  { name: 'auth_202611251010_hashed_tokens', class: AuthHashedTokens202611251010 },
  { name: 'auth_202611251200_login_key', class: AuthLoginKey202611251200 },
  { name: 'auth_202611251300_oauth2', class: AuthOAuth2202611251300 },
  { name: 'auth_202611251310_social_binding', class: AuthSocialBinding202611251310 },
];
export { servePermissionInfoFromCache } from './queries/get-permission-info/permission-info.fast-path';
