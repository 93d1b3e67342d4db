import type { WechatQrCodeVO } from '@dha/contracts';
import { APP_CONFIG, CurrentUser, Public, type AppConfig, type LoginUser } from '@dha/server-core';
import { Controller, Get, Inject, Query, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Throttle, ThrottlerGuard } from '@nestjs/throttler';
import { CreateWechatAuthUrlCommand } from '../commands/wechat-auth-url/wechat-auth-url.command';
import { CreateWechatQrCommand } from '../commands/wechat-create-qr/wechat-create-qr.command';
import { CurrentTenant } from '@dha/server-core';
import { WechatAuthUrlQueryDto } from './wechat-mp.dto';

/**
 * `/mp/account/*`: the official account's QR codes (sign-in, binding) and its web-authorisation URL.
 * Each QR code costs a call of WeChat's API, so they share the per-address bucket of the sign-in calls.
 */
@Controller('mp/account')
@UseGuards(ThrottlerGuard)
@Throttle({ auth: { generateKey: (_ctx, tracker, name) => `${name}:${tracker}` } })
export class WechatMpAccountController {
  constructor(
    private readonly commandBus: CommandBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** A sign-in QR code; the browser polls /system/auth/wp-qrcode-login with its ticket. */
  @Public()
  @Get('wplogin-qr-code')
  loginQrCode(@CurrentTenant() tenantId: number): Promise<WechatQrCodeVO> {
    return this.commandBus.execute(new CreateWechatQrCommand(tenantId, 'login'));
  }

  /** A QR code binding the scanner to the signed-in user; the browser polls /system/auth/wp-qrcode-bind. */
  @Get('wpbind-qr-code')
  bindQrCode(@CurrentUser() user: LoginUser): Promise<WechatQrCodeVO> {
    return this.commandBus.execute(new CreateWechatQrCommand(user.tenantId, 'bind', user.id));
  }

  /** The URL that signs in inside WeChat's browser and returns to `redirect` (a page of this console) with code and state. */
  @Public()
  @Get('getAuthUrl')
  authUrl(
    @Query() query: WechatAuthUrlQueryDto,
    @CurrentTenant() tenantId: number,
    @Req() request: { protocol: string; host: string },
  ): Promise<string> {
    // as a URL names it (http://host:80 is http://host); a Host header that is no host matches nothing
    const own = URL.canParse(`${request.protocol}://${request.host}`) ? [new URL(`${request.protocol}://${request.host}`).origin] : [];
    const origins = [...own, ...this.config.CORS_ORIGINS];
    return this.commandBus.execute(new CreateWechatAuthUrlCommand(tenantId, query.redirect, origins));
  }
}
