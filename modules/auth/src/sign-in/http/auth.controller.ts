import { LoginLogType, type AuthLoginResp, type LoginPublicKeyVO } from '@dha/contracts';
import {
  AllowedInDemoMode,
  BizError,
  ClientIp,
  CurrentTenant,
  CurrentUser,
  Public,
  TenantStateCheckedByHandler,
  type LoginUser,
  TenantIgnore,
} from '@dha/server-core';
import { Body, Controller, Get, Headers, Post, Query, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { SkipThrottle, Throttle, ThrottlerGuard } from '@nestjs/throttler';
import { LogsRejectedSignIns } from './rejected-sign-in-log.interceptor';
import { LoginCommand } from '../commands/login/login.command';
import { LoginDto } from '../commands/login/login.dto';
import { LogoutCommand } from '../../session/commands/logout/logout.command';
import { RefreshTokenCommand } from '../../session/commands/refresh-token/refresh-token.command';
import { RefreshTokenDto } from '../../session/commands/refresh-token/refresh-token.dto';
import { RegisterCommand } from '../commands/register/register.command';
import { RegisterDto } from '../commands/register/register.dto';
import { LoginKeyStore } from '../infrastructure/login-key.store';

/**
 * `/system/auth/*`: login, register, tokens. Rate limited per IP (throttler `auth`). What the console
 * loads after login (`get-permission-info`) is the system module's.
 */
@Controller('system/auth')
@UseGuards(ThrottlerGuard)
// one bucket per client address for every call here (not one per call), so spreading tries over calls gains nothing
@Throttle({ auth: { generateKey: (_ctx, tracker, name) => `${name}:${tracker}` } })
export class AuthController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly loginKey: LoginKeyStore,
  ) {}

  @Public()
  @AllowedInDemoMode()
  @TenantStateCheckedByHandler()
  @LogsRejectedSignIns(LoginLogType.LOGIN_USERNAME)
  @Post('login')
  async login(
    @Body() body: LoginDto,
    @CurrentTenant() tenantId: number,
    @ClientIp() ip: string,
    @Headers('user-agent') userAgent?: string,
  ): Promise<AuthLoginResp> {
    if (body.passwordCipher != null && body.password != null) throw BizError.badRequest('password 与 passwordCipher 只能传一个');
    const password = body.passwordCipher != null ? await this.loginKey.decrypt(body.passwordCipher) : body.password!;
    const social = body.socialType != null ? { type: body.socialType, code: body.socialCode!, state: body.socialState! } : undefined;
    return this.commandBus.execute(
      new LoginCommand(tenantId, body.username, password, body.captchaVerification, ip, userAgent ?? '', social),
    );
  }

  /** The public key a remembered password is encrypted with (spec §3); the same for every tenant and process. */
  @Public()
  @TenantIgnore() // the same for every tenant
  @SkipThrottle({ auth: true })
  @Get('login-public-key')
  loginPublicKey(): Promise<LoginPublicKeyVO> {
    return this.loginKey.publicKey();
  }

  @Public()
  @AllowedInDemoMode()
  @Post('logout')
  logout(@CurrentUser() user: LoginUser | undefined, @ClientIp() ip: string, @Headers('user-agent') userAgent?: string): Promise<boolean> {
    return this.commandBus.execute(new LogoutCommand(user?.accessToken, user && { user, ip, userAgent: userAgent ?? '' }));
  }

  @Public()
  @AllowedInDemoMode()
  @Post('refresh-token')
  refreshToken(@Query() query: RefreshTokenDto, @Body() body: RefreshTokenDto | undefined): Promise<AuthLoginResp> {
    // the query as spec §7 sends it, or a JSON body (which keeps the token out of URLs)
    const refreshToken = query.refreshToken ?? body?.refreshToken;
    if (!refreshToken) throw BizError.badRequest('refreshToken 不能为空（查询参数或 JSON 请求体）');
    return this.commandBus.execute(new RefreshTokenCommand(refreshToken));
  }

  @Public()
  @LogsRejectedSignIns(LoginLogType.LOGIN_USERNAME)
  @Post('register')
  register(
    @Body() body: RegisterDto,
    @CurrentTenant() tenantId: number,
    @ClientIp() ip: string,
    @Headers('user-agent') userAgent?: string,
  ): Promise<AuthLoginResp> {
    return this.commandBus.execute(
      new RegisterCommand(tenantId, body.username, body.nickname, body.password, body.captchaVerification, ip, userAgent ?? ''),
    );
  }
}
