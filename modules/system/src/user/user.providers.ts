import { RecordUserLoginHandler } from './commands/record-user-login/record-user-login.handler';
import { AssignUserRolesHandler } from './commands/assign-user-roles/assign-user-roles.handler';
import { CreateUserHandler } from './commands/create-user/create-user.handler';
import { DeleteUsersHandler } from './commands/delete-users/delete-users.handler';
import { ImportUsersHandler } from './commands/import-users/import-users.handler';
import { RegisterVisitorHandler } from './commands/register-visitor/register-visitor.handler';
import { SetUserMobileHandler } from './commands/set-user-mobile/set-user-mobile.handler';
import { SetUserPasswordHandler } from './commands/set-user-password/set-user-password.handler';
import { UpdateUserStatusHandler } from './commands/update-user-status/update-user-status.handler';
import { UpdateUserHandler } from './commands/update-user/update-user.handler';
import { UserLookupController } from './http/user-lookup.controller';
import { UserRoleController } from './http/user-role.controller';
import { UserController } from './http/user.controller';
import { UserReadModel } from './infrastructure/user.read-model';
import { ExportUsersHandler } from './queries/export-users/export-users.handler';
import { FindMailOptInsHandler } from './queries/find-mail-opt-ins/find-mail-opt-ins.handler';
import { FindReviewerIdsHandler } from './queries/find-reviewer-ids/find-reviewer-ids.handler';
import { FindSignInAccountHandler } from './queries/find-sign-in-account/find-sign-in-account.handler';
import { FindUserIdsByUsernamesHandler } from './queries/find-user-ids-by-usernames/find-user-ids-by-usernames.handler';
import { GetMailRecipientHandler } from './queries/get-mail-recipient/get-mail-recipient.handler';
import { GetManageableUserHandler } from './queries/get-manageable-user/get-manageable-user.handler';
import { GetUserHandler } from './queries/get-user/get-user.handler';
import { GetUsersHandler } from './queries/get-users/get-users.handler';
import { ListUserRolesHandler } from './queries/list-user-roles/list-user-roles.handler';
import { ListUsersSimpleHandler } from './queries/list-users-simple/list-users-simple.handler';
import { PageUsersHandler } from './queries/page-users/page-users.handler';

/** Users: the account admin calls, import and export, the lookups other modules ask. */
export const userControllers = [UserLookupController, UserController, UserRoleController];

export const userProviders = [
  UserReadModel,
  ListUsersSimpleHandler,
  GetUsersHandler,
  FindUserIdsByUsernamesHandler,
  FindReviewerIdsHandler,
  GetMailRecipientHandler,
  FindMailOptInsHandler,
  CreateUserHandler,
  ImportUsersHandler,
  UpdateUserHandler,
  DeleteUsersHandler,
  UpdateUserStatusHandler,
  AssignUserRolesHandler,
  PageUsersHandler,
  GetUserHandler,
  ExportUsersHandler,
  ListUserRolesHandler,
  FindSignInAccountHandler,
  GetManageableUserHandler,
  RegisterVisitorHandler,
  SetUserPasswordHandler,
  SetUserMobileHandler,
  RecordUserLoginHandler,
];
