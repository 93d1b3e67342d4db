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
import { AccessCache } from './infrastructure/access.cache';
import { AccessReadModel } from './infrastructure/access.read-model';
import { CaptchaVerifier } from './infrastructure/captcha.verifier';
import { LoginAttempts } from './infrastructure/login-attempts.store';
import { LoginKeyStore } from './infrastructure/login-key.store';
import { TokenRepository } from './infrastructure/token.repository';
import { UserReadModel } from './infrastructure/user.read-model';
import { FindMailOptInsHandler } from './queries/find-mail-opt-ins/find-mail-opt-ins.handler';
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
import { AssignUserRolesHandler } from './commands/assign-user-roles/assign-user-roles.handler';
import { CreateUserHandler } from './commands/create-user/create-user.handler';
import { ImportUsersHandler } from './commands/import-users/import-users.handler';
import { ForgotPasswordHandler } from './commands/forgot-password/forgot-password.handler';
import { ResetPasswordWithCodeHandler } from './commands/reset-password-with-code/reset-password-with-code.handler';
import { PasswordResetController } from './http/password-reset.controller';
import { passwordResetChannelProvider } from './infrastructure/password-reset.channel';
import { OneTimeCodes } from './infrastructure/one-time-codes.store';
import { DeleteUsersHandler } from './commands/delete-users/delete-users.handler';
import { ResetUserPasswordHandler } from './commands/reset-user-password/reset-user-password.handler';
import { UnlockUserHandler } from './commands/unlock-user/unlock-user.handler';
import { UpdateUserStatusHandler } from './commands/update-user-status/update-user-status.handler';
import { UpdateUserHandler } from './commands/update-user/update-user.handler';
import { SocialUserController } from './http/social-user.controller';
import { UserRoleController } from './http/user-role.controller';
import { UserController } from './http/user.controller';
import { ExportUsersHandler } from './queries/export-users/export-users.handler';
import { GetOwnProfileHandler } from './queries/get-own-profile/get-own-profile.handler';
import { GetUserHandler } from './queries/get-user/get-user.handler';
import { ListUserRolesHandler } from './queries/list-user-roles/list-user-roles.handler';
import { PageUsersHandler } from './queries/page-users/page-users.handler';
import { AssignRoleDataScopeHandler } from './commands/assign-role-data-scope/assign-role-data-scope.handler';
import { AssignRoleMenuHandler } from './commands/assign-role-menu/assign-role-menu.handler';
import { CreateMenuHandler } from './commands/create-menu/create-menu.handler';
import { CreateRoleHandler } from './commands/create-role/create-role.handler';
import { DeleteMenusHandler } from './commands/delete-menus/delete-menus.handler';
import { DeleteRolesHandler } from './commands/delete-roles/delete-roles.handler';
import { UpdateMenuHandler } from './commands/update-menu/update-menu.handler';
import { UpdateRoleHandler } from './commands/update-role/update-role.handler';
import { MenuController } from './http/menu.controller';
import { RoleController } from './http/role.controller';
import { RolePermissionController } from './http/role-permission.controller';
import { DataScopeReadModel } from './infrastructure/data-scope.read-model';
import { ExportRolesHandler } from './queries/export-roles/export-roles.handler';
import { GetDataScopeHandler } from './queries/get-data-scope/get-data-scope.handler';
import { GetMenuHandler } from './queries/get-menu/get-menu.handler';
import { GetRoleHandler } from './queries/get-role/get-role.handler';
import { ListEnabledMenusHandler } from './queries/list-enabled-menus/list-enabled-menus.handler';
import { ListEnabledRolesHandler } from './queries/list-enabled-roles/list-enabled-roles.handler';
import { ListMenusHandler } from './queries/list-menus/list-menus.handler';
import { ListRoleMenusHandler } from './queries/list-role-menus/list-role-menus.handler';
import { PageRolesHandler } from './queries/page-roles/page-roles.handler';

import { CreateTenantHandler } from './commands/create-tenant/create-tenant.handler';
import { UpdateTenantHandler } from './commands/update-tenant/update-tenant.handler';
import { DeleteTenantsHandler } from './commands/delete-tenants/delete-tenants.handler';
import { CreateTenantPackageHandler } from './commands/create-tenant-package/create-tenant-package.handler';
import { UpdateTenantPackageHandler } from './commands/update-tenant-package/update-tenant-package.handler';
import { DeleteTenantPackagesHandler } from './commands/delete-tenant-packages/delete-tenant-packages.handler';
import { TenantController } from './http/tenant.controller';
import { TenantPackageController } from './http/tenant-package.controller';
import { GetTenantHandler } from './queries/get-tenant/get-tenant.handler';
import { PageTenantsHandler } from './queries/page-tenants/page-tenants.handler';
import { ExportTenantsHandler } from './queries/export-tenants/export-tenants.handler';
import { GetTenantIdByNameHandler } from './queries/get-tenant-id-by-name/get-tenant-id-by-name.handler';
import { GetTenantByWebsiteHandler } from './queries/get-tenant-by-website/get-tenant-by-website.handler';
import { ListEnabledTenantsHandler } from './queries/list-enabled-tenants/list-enabled-tenants.handler';
import { GetTenantPackageHandler } from './queries/get-tenant-package/get-tenant-package.handler';
import { PageTenantPackagesHandler } from './queries/page-tenant-packages/page-tenant-packages.handler';
import { ListEnabledTenantPackagesHandler } from './queries/list-enabled-tenant-packages/list-enabled-tenant-packages.handler';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { LogRetentionJob } from './commands/prune-logs/log-retention.job';
import { PruneLogsHandler } from './commands/prune-logs/prune-logs.handler';
import { LoginLogController, OperateLogController } from './http/log.controller';
import { OperateLogInterceptor, OperateLogRecorder } from './http/operate-log.interceptor';
import { LoginLogWriter, OperateLogWriter } from './infrastructure/log.writer';
import { ExportLoginLogsHandler } from './queries/export-login-logs/export-login-logs.handler';
import { ExportOperateLogsHandler } from './queries/export-operate-logs/export-operate-logs.handler';
import { PageLoginLogsHandler } from './queries/page-login-logs/page-login-logs.handler';
import { PageOperateLogsHandler } from './queries/page-operate-logs/page-operate-logs.handler';
import { SendSmsCodeHandler } from './commands/send-sms-code/send-sms-code.handler';
import { SmsLoginHandler } from './commands/sms-login/sms-login.handler';
import { SmsAuthController } from './http/sms-auth.controller';
import { smsChannelProvider } from './infrastructure/sms.channel';
import { CheckCaptchaHandler } from './commands/check-captcha/check-captcha.handler';
import { IssueCaptchaHandler } from './commands/issue-captcha/issue-captcha.handler';
import { CaptchaController } from './http/captcha.controller';
import { CaptchaStore } from './infrastructure/captcha.store';
import { SocialBindingRepository } from './infrastructure/social-binding.repository';
import { SocialLoginHandler } from './commands/social-login/social-login.handler';
import { SocialUnbindHandler } from './commands/social-unbind/social-unbind.handler';
import { SocialAuthController } from './http/social-auth.controller';
import { SocialDevProviderController } from './http/social-dev-provider.controller';
import { SocialIdentities } from './infrastructure/social-identities';
import { DevSocialFake } from './infrastructure/social-providers/dev-social.fake';
import { SocialProviders } from './infrastructure/social-providers/social-providers';
import { SocialStateStore } from './infrastructure/social-state.store';
import { SocialAuthRedirectHandler } from './queries/social-auth-redirect/social-auth-redirect.handler';
import { SocialBindListHandler } from './queries/social-bind-list/social-bind-list.handler';
import { CreateWechatAuthUrlHandler } from './commands/wechat-auth-url/wechat-auth-url.handler';
import { WechatCodeLoginHandler } from './commands/wechat-code-login/wechat-code-login.handler';
import { CreateWechatQrHandler } from './commands/wechat-create-qr/wechat-create-qr.handler';
import { WechatQrBindHandler } from './commands/wechat-qr-bind/wechat-qr-bind.handler';
import { WechatQrLoginHandler } from './commands/wechat-qr-login/wechat-qr-login.handler';
import { WechatSignIn } from './commands/wechat-qr-login/wechat-sign-in';
import { WechatScanHandler } from './commands/wechat-scan/wechat-scan.handler';
import { WechatUnbindHandler } from './commands/wechat-unbind/wechat-unbind.handler';
import { WechatAuthController } from './http/wechat-auth.controller';
import { WechatDevController } from './http/wechat-dev.controller';
import { WechatMpAccountController } from './http/wechat-mp-account.controller';
import { WechatMpCallbackController } from './http/wechat-mp-callback.controller';
import { wechatMpApiProvider } from './infrastructure/wechat-mp/wechat-mp.provider';
import { WechatTickets } from './infrastructure/wechat-mp/wechat-tickets.store';
import { OAuth2AuthorizeHandler } from './commands/oauth2-authorize/oauth2-authorize.handler';
import {
  CreateOAuth2ClientHandler,
  DeleteOAuth2ClientHandler,
  UpdateOAuth2ClientHandler,
} from './commands/oauth2-client-admin/oauth2-client-admin.handler';
import { OAuth2RevokeTokenHandler } from './commands/oauth2-revoke-token/oauth2-revoke-token.handler';
import { OAuth2TokenHandler } from './commands/oauth2-token/oauth2-token.handler';
import { OAuth2ClientController } from './http/oauth2-client.controller';
import { OAuth2Controller } from './http/oauth2.controller';
import { OAuth2ClientRepository } from './infrastructure/oauth2-client.repository';
import { OAuth2GrantStore } from './infrastructure/oauth2-grant.store';
import { OAuth2AuthorizeInfoHandler } from './queries/oauth2-authorize-info/oauth2-authorize-info.handler';
import { OAuth2CheckTokenHandler } from './queries/oauth2-check-token/oauth2-check-token.handler';
import { GetOAuth2ClientHandler, OAuth2ClientPageHandler } from './queries/oauth2-client-page/oauth2-client-page.handler';
import { OAuth2UserInfoHandler } from './queries/oauth2-user-info/oauth2-user-info.handler';
/** Accounts and access control: login, tokens, the global guard, roles, menus, departments, posts, the user's own profile. */
@Module({
  controllers: [
    CaptchaController,
    SmsAuthController,
    WechatAuthController,
    WechatMpAccountController,
    WechatMpCallbackController,
    WechatDevController,
    AuthController,
    ProfileController,
    UserLookupController,
    DeptController,
    PostController,
    RoleController,
    RolePermissionController,
    MenuController,
    UserController,
    UserRoleController,
    SocialUserController,
    SocialAuthController,
    SocialDevProviderController,
    PasswordResetController,
    TenantController,
    TenantPackageController,
    OperateLogController,
    LoginLogController,
    OAuth2Controller,
    OAuth2ClientController,
  ],
  providers: [
    TokenRepository,
    AccessCache,
    AccessReadModel,
    UserReadModel,
    TenantCheck,
    CaptchaVerifier,
    LoginAttempts,
    LoginKeyStore,
    AuthGuard,
    OperateLogRecorder,
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
    FindMailOptInsHandler,
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
    CreateTenantHandler,
    UpdateTenantHandler,
    DeleteTenantsHandler,
    GetTenantHandler,
    PageTenantsHandler,
    ExportTenantsHandler,
    GetTenantIdByNameHandler,
    GetTenantByWebsiteHandler,
    ListEnabledTenantsHandler,
    CreateTenantPackageHandler,
    UpdateTenantPackageHandler,
    DeleteTenantPackagesHandler,
    GetTenantPackageHandler,
    PageTenantPackagesHandler,
    ListEnabledTenantPackagesHandler,
    AuthBaseSeeder,
    AuthDemoSeeder,
    CreateUserHandler,
    ImportUsersHandler,
    ForgotPasswordHandler,
    ResetPasswordWithCodeHandler,
    OneTimeCodes,
    CaptchaStore,
    IssueCaptchaHandler,
    CheckCaptchaHandler,
    smsChannelProvider,
    SendSmsCodeHandler,
    SmsLoginHandler,
    WechatTickets,
    wechatMpApiProvider,
    WechatSignIn,
    CreateWechatQrHandler,
    WechatScanHandler,
    WechatQrLoginHandler,
    WechatCodeLoginHandler,
    CreateWechatAuthUrlHandler,
    WechatQrBindHandler,
    WechatUnbindHandler,
    passwordResetChannelProvider,
    UpdateUserHandler,
    DeleteUsersHandler,
    UpdateUserStatusHandler,
    ResetUserPasswordHandler,
    UnlockUserHandler,
    AssignUserRolesHandler,
    PageUsersHandler,
    GetUserHandler,
    ExportUsersHandler,
    ListUserRolesHandler,
    GetOwnProfileHandler,
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
    CreateMenuHandler,
    UpdateMenuHandler,
    DeleteMenusHandler,
    GetMenuHandler,
    ListMenusHandler,
    ListEnabledMenusHandler,
    DataScopeReadModel,
    GetDataScopeHandler,
    OperateLogWriter,
    LoginLogWriter,
    OperateLogInterceptor,
    // after the guard (guards run before interceptors): one operation-log row per write
    { provide: APP_INTERCEPTOR, useExisting: OperateLogInterceptor },
    PageOperateLogsHandler,
    ExportOperateLogsHandler,
    PageLoginLogsHandler,
    ExportLoginLogsHandler,
    PruneLogsHandler,
    LogRetentionJob,
    OAuth2ClientRepository,
    OAuth2GrantStore,
    OAuth2AuthorizeInfoHandler,
    OAuth2AuthorizeHandler,
    OAuth2TokenHandler,
    OAuth2RevokeTokenHandler,
    OAuth2CheckTokenHandler,
    OAuth2UserInfoHandler,
    CreateOAuth2ClientHandler,
    UpdateOAuth2ClientHandler,
    DeleteOAuth2ClientHandler,
    OAuth2ClientPageHandler,
    GetOAuth2ClientHandler,
    SocialBindingRepository,
    SocialStateStore,
    SocialProviders,
    SocialIdentities,
    DevSocialFake,
    SocialAuthRedirectHandler,
    SocialLoginHandler,
    SocialBindListHandler,
    SocialUnbindHandler,
  ],
})
export class AuthModule {}
