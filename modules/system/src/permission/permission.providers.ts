import { PermissionInfoController } from './http/permission-info.controller';
import { AccessReadModel } from './infrastructure/access.read-model';
import { DataScopeReadModel } from './infrastructure/data-scope.read-model';
import { ReachReadModel } from './infrastructure/reach.read-model';
import { GrantRule } from './domain/grant-rule';
import { GetDataScopeHandler } from './queries/get-data-scope/get-data-scope.handler';
import { GetPermissionInfoHandler } from './queries/get-permission-info/get-permission-info.handler';
import { GetUserAccessHandler } from './queries/get-user-access/get-user-access.handler';

/** Who may do what: the access the guard checks, permission info, data scope, the grant rule. */
export const permissionControllers = [PermissionInfoController];

export const permissionProviders = [
  AccessReadModel,
  GetPermissionInfoHandler,
  DataScopeReadModel,
  GetDataScopeHandler,
  GetUserAccessHandler,
  ReachReadModel,
  GrantRule,
];
