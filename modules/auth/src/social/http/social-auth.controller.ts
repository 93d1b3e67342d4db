import { LoginLogType, type AuthLoginResp } from '@dha/contracts';
import { Public } from '@dha/server-core';
import { Body, Controller, Get, Headers, Post, Query, Req, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Throttle, ThrottlerGuard } from '@nestjs/throttler';
import type { FastifyRequest } from 'fastify';
import { SocialLoginCommand } from '../commands/social-login/social-login.command';
import { SocialLoginDto } from '../commands/social-login/social-login.dto';
import { SocialAuthRedirectQuery } from '../queries/social-auth-redirect/social-auth-redirect.query';
import { LogsRejectedSignIns } from '../../sign-in/http/rejected-sign-in-log.interceptor';
import { ClientIp, CurrentTenant } from '@dha/server-core';
import { SocialAuthRedirectDto } from './social.dto';
import { TenantStateCheckedByHandler } from '@dha/server-core';

/** `/system/auth/*` of social sign-in (DingTalk, WeChat Work): in the same per-address bucket as the password sign-in. */
@Controller('system/auth')
@UseGuards(ThrottlerGuard)
@Throttle({ auth: { generateKey: (_ctx, tracker, name) => `${name}:${tracker}` } })
export class SocialAuthController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  /** The provider's authorize URL (a string), with a single-use state bound to the type and the redirect URI. */
  @Public()
  @Get('social-auth-redirect')
  socialAuthRedirect(
    @Query() query: SocialAuthRedirectDto,
    @CurrentTenant() tenantId: number,
    @Req() request: FastifyRequest,
  ): Promise<string> {
    // behind a trusted proxy, fastify reads the forwarded protocol and host; URL drops a default port
    const origin = originOf(`${request.protocol}://${request.host}`);
    return this.queryBus.execute(new SocialAuthRedirectQuery(tenantId, query.type, query.redirectUri, origin));
  }

  @Public()
  @TenantStateCheckedByHandler()
  @LogsRejectedSignIns(LoginLogType.LOGIN_SOCIAL)
  @Post('social-login')
  socialLogin(
    @Body() body: SocialLoginDto,
    @CurrentTenant() tenantId: number,
    @ClientIp() ip: string,
    @Headers('user-agent') userAgent?: string,
  ): Promise<AuthLoginResp> {
    return this.commandBus.execute(new SocialLoginCommand(tenantId, body.type, body.code, body.state, ip, userAgent ?? ''));
  }
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return 'null';
  }
}
