import { AssignRoleDataScopeHandler } from './commands/assign-role-data-scope/assign-role-data-scope.handler';
import { AssignRoleMenuHandler } from './commands/assign-role-menu/assign-role-menu.handler';
import { CreateRoleHandler } from './commands/create-role/create-role.handler';
import { DeleteRolesHandler } from './commands/delete-roles/delete-roles.handler';
import { UpdateRoleHandler } from './commands/update-role/update-role.handler';
import { RolePermissionController } from './http/role-permission.controller';
import { RoleController } from './http/role.controller';
import { ExportRolesHandler } from './queries/export-roles/export-roles.handler';
import { GetRoleHandler } from './queries/get-role/get-role.handler';
import { ListEnabledRolesHandler } from './queries/list-enabled-roles/list-enabled-roles.handler';
import { ListRoleMenusHandler } from './queries/list-role-menus/list-role-menus.handler';
import { PageRolesHandler } from './queries/page-roles/page-roles.handler';

/** Roles: their menus, data scopes and the admin calls. */
export const roleControllers = [RoleController, RolePermissionController];

export const roleProviders = [
  CreateRoleHandler,
  UpdateRoleHandler,
  DeleteRolesHandler,
  GetRoleHandler,
  PageRolesHandler,
  ListEnabledRolesHandler,
  ExportRolesHandler,
  ListRoleMenusHandler,
  AssignRoleMenuHandler,
  AssignRoleDataScopeHandler,
];
