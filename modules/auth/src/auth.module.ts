import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AuthGuard } from './access/auth.guard';
import { CaptchaVerifier } from './access/captcha.verifier';
import { TenantCheck } from './access/tenant-check';
import { TokenStore } from './access/token.store';
import { AuthController } from './auth.controller';
import { FindReviewerIdsHandler } from './contract-handlers/find-reviewer-ids.handler';
import { FindUserIdsByUsernamesHandler } from './contract-handlers/find-user-ids-by-usernames.handler';
import { GetAccessTokenExpiryHandler } from './contract-handlers/get-access-token-expiry.handler';
import { FindMailOptedInUsersHandler, GetMailRecipientHandler } from './contract-handlers/get-mail-recipient.handler';
import { LoginAttempts } from './login/login-attempts';
import { LoginHandler } from './login/login.handler';
import { LogoutHandler } from './logout/logout.handler';
import { GetMyProfileHandler } from './my-profile/get-my-profile.handler';
import { ProfileController } from './my-profile/profile.controller';
import { UpdateMyProfileHandler } from './my-profile/update-my-profile.handler';
import { GetPermissionInfoHandler } from './permission-info/get-permission-info.handler';
import { RefreshTokenHandler } from './refresh-token/refresh-token.handler';
import { RegisterHandler } from './register/register.handler';
import { UpdatePasswordHandler } from './update-password/update-password.handler';
import { ListUsersSimpleHandler } from './user-lookup/list-users-simple.handler';
import { UserLookupController } from './user-lookup/user-lookup.controller';
import { AuthBaseSeeder } from './seed/base.seeder';
import { AuthDemoSeeder } from './seed/demo.seeder';
import { GetLoginUserByTokenHandler, GetUserProfileHandler, GetUsersHandler } from './user-queries/user-queries.handlers';

/** Accounts and access control: login, tokens, the global guard, roles, menus, the user's own profile. */
@Module({
  controllers: [AuthController, ProfileController, UserLookupController],
  providers: [
    TokenStore,
    TenantCheck,
    CaptchaVerifier,
    LoginAttempts,
    AuthGuard,
    { provide: APP_GUARD, useExisting: AuthGuard },
    LoginHandler,
    LogoutHandler,
    RefreshTokenHandler,
    RegisterHandler,
    GetPermissionInfoHandler,
    GetMyProfileHandler,
    UpdateMyProfileHandler,
    UpdatePasswordHandler,
    GetUserProfileHandler,
    GetUsersHandler,
    GetLoginUserByTokenHandler,
    FindUserIdsByUsernamesHandler,
    FindReviewerIdsHandler,
    GetMailRecipientHandler,
    FindMailOptedInUsersHandler,
    GetAccessTokenExpiryHandler,
    ListUsersSimpleHandler,
    AuthBaseSeeder,
    AuthDemoSeeder,
  ],
})
export class AuthModule {}
