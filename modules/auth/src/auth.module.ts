import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { CreateDeptHandler } from './commands/create-dept/create-dept.handler';
import { CreatePostHandler } from './commands/create-post/create-post.handler';
import { DeleteDeptHandler } from './commands/delete-dept/delete-dept.handler';
import { DeletePostsHandler } from './commands/delete-posts/delete-posts.handler';
import { UpdateDeptHandler } from './commands/update-dept/update-dept.handler';
import { UpdatePostHandler } from './commands/update-post/update-post.handler';
import { DeptController } from './http/dept.controller';
import { PostController } from './http/post.controller';
import { ExportPostsHandler } from './queries/export-posts/export-posts.handler';
import { GetDeptHandler } from './queries/get-dept/get-dept.handler';
import { GetPostHandler } from './queries/get-post/get-post.handler';
import { ListDeptsHandler } from './queries/list-depts/list-depts.handler';
import { ListEnabledDeptsHandler } from './queries/list-enabled-depts/list-enabled-depts.handler';
import { ListEnabledPostsHandler } from './queries/list-enabled-posts/list-enabled-posts.handler';
import { PagePostsHandler } from './queries/page-posts/page-posts.handler';
import { LoginHandler } from './commands/login/login.handler';
import { LogoutHandler } from './commands/logout/logout.handler';
import { RefreshTokenHandler } from './commands/refresh-token/refresh-token.handler';
import { RegisterHandler } from './commands/register/register.handler';
import { UpdateMyProfileHandler } from './commands/update-my-profile/update-my-profile.handler';
import { UpdatePasswordHandler } from './commands/update-password/update-password.handler';
import { TenantCheck } from './domain/tenant-check';
import { AuthController } from './http/auth.controller';
import { AuthGuard } from './http/auth.guard';
import { ProfileController } from './http/profile.controller';
import { UserLookupController } from './http/user-lookup.controller';
import { AccessReadModel } from './infrastructure/access.read-model';
import { CaptchaVerifier } from './infrastructure/captcha.verifier';
import { LoginAttempts } from './infrastructure/login-attempts.store';
import { TokenRepository } from './infrastructure/token.repository';
import { UserReadModel } from './infrastructure/user.read-model';
import { FindMailOptedInUsersHandler } from './queries/find-mail-opted-in-users/find-mail-opted-in-users.handler';
import { FindReviewerIdsHandler } from './queries/find-reviewer-ids/find-reviewer-ids.handler';
import { FindUserIdsByUsernamesHandler } from './queries/find-user-ids-by-usernames/find-user-ids-by-usernames.handler';
import { GetAccessTokenExpiryHandler } from './queries/get-access-token-expiry/get-access-token-expiry.handler';
import { GetLoginUserByTokenHandler } from './queries/get-login-user-by-token/get-login-user-by-token.handler';
import { GetMailRecipientHandler } from './queries/get-mail-recipient/get-mail-recipient.handler';
import { GetMyProfileHandler } from './queries/get-my-profile/get-my-profile.handler';
import { GetPermissionInfoHandler } from './queries/get-permission-info/get-permission-info.handler';
import { GetUserProfileHandler } from './queries/get-user-profile/get-user-profile.handler';
import { GetUsersHandler } from './queries/get-users/get-users.handler';
import { ListUsersSimpleHandler } from './queries/list-users-simple/list-users-simple.handler';
import { AuthBaseSeeder } from './seed/base.seeder';
import { AuthDemoSeeder } from './seed/demo.seeder';

/** Accounts and access control: login, tokens, the global guard, roles, menus, departments, posts, the user's own profile. */
@Module({
  controllers: [AuthController, ProfileController, UserLookupController, DeptController, PostController],
  providers: [
    TokenRepository,
    AccessReadModel,
    UserReadModel,
    TenantCheck,
    CaptchaVerifier,
    LoginAttempts,
    AuthGuard,
    { provide: APP_GUARD, useExisting: AuthGuard },
    LoginHandler,
    LogoutHandler,
    RefreshTokenHandler,
    RegisterHandler,
    UpdateMyProfileHandler,
    UpdatePasswordHandler,
    GetPermissionInfoHandler,
    GetMyProfileHandler,
    ListUsersSimpleHandler,
    GetUserProfileHandler,
    GetUsersHandler,
    GetLoginUserByTokenHandler,
    FindUserIdsByUsernamesHandler,
    FindReviewerIdsHandler,
    GetMailRecipientHandler,
    FindMailOptedInUsersHandler,
    GetAccessTokenExpiryHandler,
    CreateDeptHandler,
    UpdateDeptHandler,
    DeleteDeptHandler,
    GetDeptHandler,
    ListDeptsHandler,
    ListEnabledDeptsHandler,
    CreatePostHandler,
    UpdatePostHandler,
    DeletePostsHandler,
    GetPostHandler,
    PagePostsHandler,
    ListEnabledPostsHandler,
    ExportPostsHandler,
    AuthBaseSeeder,
    AuthDemoSeeder,
  ],
})
export class AuthModule {}
