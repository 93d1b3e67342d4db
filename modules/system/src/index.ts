import type { ModuleMigration } from '@dha/server-core';
import { Dept } from './dept/domain/dept.entity';
import { AuthInit202611221000 } from './infrastructure/migrations/auth-init.migration';
import { AuthDeptPost202611241600 } from './infrastructure/migrations/dept-post.migration';
import { AuthLogs202611250400 } from './infrastructure/migrations/logs.migration';
import { AuthRenameUsersTable202611221400 } from './infrastructure/migrations/rename-users-table.migration';
import { AuthRolesMenus202611250200 } from './infrastructure/migrations/roles-menus.migration';
import { AuthTenants202611250300 } from './infrastructure/migrations/tenants.migration';
import { AuthUserAdmin202611250100 } from './infrastructure/migrations/user-admin.migration';
import { AuthUserMailNotify202611241200 } from './infrastructure/migrations/user-mail-notify.migration';
import { AuthUsernameCase202611251000 } from './infrastructure/migrations/username-case.migration';
import { SystemMonitorPermissions202611281100 } from './infrastructure/migrations/monitor-permissions.migration';
import { SystemOperateLogUpstream202611281500 } from './infrastructure/migrations/operate-log-upstream.migration';
import { SystemUpstreamMenuComponents202611281510 } from './infrastructure/migrations/upstream-menu-components.migration';
import { SystemUniqueContacts202612020100 } from './infrastructure/migrations/unique-contacts.migration';
import { SystemFirstDayContacts202612020200 } from './infrastructure/migrations/first-day-contacts.migration';
import { LoginLog, OperateLog } from './log/domain/log.entity';
import { Menu } from './menu/domain/menu.entity';
import { Post } from './post/domain/post.entity';
import { RoleMenu } from './role/domain/role-menu.entity';
import { Role } from './role/domain/role.entity';
import { SeededGrant, SeededMenu } from './seed/seed-record.entity';
import { TenantPackage } from './tenant/domain/tenant-package.entity';
import { Tenant } from './tenant/domain/tenant.entity';
import { UserPost } from './user/domain/user-post.entity';
import { UserRole } from './user/domain/user-role.entity';
import { User } from './user/domain/user.entity';

export * from './system.module';
export * from './contract';
export { SystemErrors } from './system.errors';
export { servePermissionInfoFromCache } from './permission/queries/get-permission-info/permission-info.fast-path';

/** Tables this module owns (registered with the one ORM instance by the server). */
export const systemEntities: Function[] = [
  Tenant,
  TenantPackage,
  User,
  UserRole,
  UserPost,
  Role,
  RoleMenu,
  Menu,
  Dept,
  Post,
  SeededMenu,
  SeededGrant,
  OperateLog,
  LoginLog,
];

/**
 * This module's migrations, in order. They were written before the auth module's split and keep the
 * names they were applied under (`auth_…`); the first one also made the session tables, which are the
 * auth module's now.
 */
export const systemMigrations: ModuleMigration[] = [
  { name: 'auth_202611221000_init', class: AuthInit202611221000 },
  { name: 'auth_202611221400_rename_users_table', class: AuthRenameUsersTable202611221400 },
  { name: 'auth_202611241200_user_mail_notify', class: AuthUserMailNotify202611241200 },
  { name: 'auth_202611241600_dept_post', class: AuthDeptPost202611241600 },
  { name: 'auth_202611250100_user_admin', class: AuthUserAdmin202611250100 },
  { name: 'auth_202611250200_roles_menus', class: AuthRolesMenus202611250200 },
  { name: 'auth_202611250300_tenants', class: AuthTenants202611250300 },
  { name: 'auth_202611250400_logs', class: AuthLogs202611250400 },
  { name: 'auth_202611251000_username_case', class: AuthUsernameCase202611251000 },
  { name: 'system_202611281100_monitor_permissions', class: SystemMonitorPermissions202611281100 },
  { name: 'system_202611281500_operate_log_upstream', class: SystemOperateLogUpstream202611281500 },
  { name: 'system_202611281510_upstream_menu_components', class: SystemUpstreamMenuComponents202611281510 },
  { name: 'system_202612020100_unique_contacts', class: SystemUniqueContacts202612020100 },
  { name: 'system_202612020200_first_day_contacts', class: SystemFirstDayContacts202612020200 },
];
