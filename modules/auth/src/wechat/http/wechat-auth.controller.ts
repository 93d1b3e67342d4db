import { LoginLogType, type AuthLoginResp } from '@dha/contracts';
import { CurrentUser, Public, type LoginUser } from '@dha/server-core';
import { Controller, Get, Headers, Query, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { SkipThrottle, Throttle, ThrottlerGuard } from '@nestjs/throttler';
import { WechatCodeLoginCommand } from '../commands/wechat-code-login/wechat-code-login.command';
import { WechatQrBindCommand } from '../commands/wechat-qr-bind/wechat-qr-bind.command';
import { WechatQrLoginCommand } from '../commands/wechat-qr-login/wechat-qr-login.command';
import { WechatUnbindCommand } from '../commands/wechat-unbind/wechat-unbind.command';
import { LogsRejectedSignIns } from '../../sign-in/http/rejected-sign-in-log.interceptor';
import { ClientIp, CurrentTenant } from '@dha/server-core';
import { TenantStateCheckedByHandler } from '@dha/server-core';
import { UnbindWeixinQueryDto, WechatCodeLoginQueryDto, WechatTicketQueryDto } from './wechat-mp.dto';

/**
 * `/system/auth/*` of the WeChat official account: sign-in by QR code (polled) or inside WeChat's
 * browser, binding, unbinding. The polls skip the per-address bucket (a page polls every two seconds;
 * a ticket is 128 random bits, nothing to guess); the sign-ins share it.
 */
@Controller('system/auth')
@UseGuards(ThrottlerGuard)
@Throttle({ auth: { generateKey: (_ctx, tracker, name) => `${name}:${tracker}` } })
export class WechatAuthController {
  constructor(private readonly commandBus: CommandBus) {}

  /** null while nobody scanned; the sign-in once a bound account scanned (once: then 1_006_002_002); 1_002_000_005 for an unbound one. */
  @Public()
  @SkipThrottle({ auth: true })
  @TenantStateCheckedByHandler()
  @Get('wp-qrcode-login')
  pollQrLogin(
    @Query() { ticket }: WechatTicketQueryDto,
    @CurrentTenant() tenantId: number,
    @ClientIp() ip: string,
    @Headers('user-agent') userAgent?: string,
  ): Promise<AuthLoginResp | null> {
    return this.commandBus.execute(new WechatQrLoginCommand(tenantId, ticket, 'poll', ip, userAgent ?? ''));
  }

  /** The same sign-in as the poll, for a client told of the scan otherwise: a code nobody scanned yet is an error, not null. */
  @Public()
  @TenantStateCheckedByHandler()
  @Get('loginByTicket')
  loginByTicket(
    @Query() { ticket }: WechatTicketQueryDto,
    @CurrentTenant() tenantId: number,
    @ClientIp() ip: string,
    @Headers('user-agent') userAgent?: string,
  ): Promise<AuthLoginResp | null> {
    return this.commandBus.execute(new WechatQrLoginCommand(tenantId, ticket, 'exchange', ip, userAgent ?? ''));
  }

  @Public()
  @TenantStateCheckedByHandler()
  @LogsRejectedSignIns(LoginLogType.LOGIN_SOCIAL)
  @Get('loginByWxCode')
  loginByWxCode(
    @Query() { code, state }: WechatCodeLoginQueryDto,
    @CurrentTenant() tenantId: number,
    @ClientIp() ip: string,
    @Headers('user-agent') userAgent?: string,
  ): Promise<AuthLoginResp> {
    return this.commandBus.execute(new WechatCodeLoginCommand(tenantId, code, state, ip, userAgent ?? ''));
  }

  /** true once the WeChat account of the ticket is bound to the caller, false while the binding QR code waits for its scan. */
  @SkipThrottle({ auth: true })
  @Get('wp-qrcode-bind')
  pollQrBind(@CurrentUser() user: LoginUser, @Query() { ticket }: WechatTicketQueryDto): Promise<boolean> {
    return this.commandBus.execute(new WechatQrBindCommand(user, ticket));
  }

  /** Whether a binding was removed. */
  @Get('unbind-weixin')
  unbind(@CurrentUser() user: LoginUser, @Query() { userId }: UnbindWeixinQueryDto): Promise<boolean> {
    return this.commandBus.execute(new WechatUnbindCommand(user, userId));
  }
}
