import { LoginLogType, type AuthLoginResp } from '@dha/contracts';
import { APP_CONFIG, Public, type AppConfig } from '@dha/server-core';
import { Body, Controller, Get, Headers, Inject, NotFoundException, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Throttle, ThrottlerGuard } from '@nestjs/throttler';
import { SendSmsCodeCommand } from '../commands/send-sms-code/send-sms-code.command';
import { SendSmsCodeDto } from '../commands/send-sms-code/send-sms-code.dto';
import { SmsLoginCommand } from '../commands/sms-login/sms-login.command';
import { SmsLoginDto } from '../commands/sms-login/sms-login.dto';
import { SmsChannel, type DevSms } from '../infrastructure/sms.channel';
import { LogsRejectedSignIns } from '../../sign-in/http/rejected-sign-in-log.interceptor';
import { ClientIp, CurrentTenant } from '@dha/server-core';
import { TenantStateCheckedByHandler } from '@dha/server-core';

/** `/system/auth/*` by SMS code: send a code, sign in with it. In the same per-address bucket as the password sign-in. */
@Controller('system/auth')
@UseGuards(ThrottlerGuard)
@Throttle({ auth: { generateKey: (_ctx, tracker, name) => `${name}:${tracker}` } })
export class SmsAuthController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly channel: SmsChannel,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Public()
  @TenantStateCheckedByHandler()
  @Post('send-sms-code')
  sendSmsCode(@Body() body: SendSmsCodeDto, @CurrentTenant() tenantId: number, @ClientIp() ip: string): Promise<true> {
    return this.commandBus.execute(new SendSmsCodeCommand(tenantId, body.mobile, body.scene, body.captchaVerification, ip));
  }

  @Public()
  @TenantStateCheckedByHandler()
  @LogsRejectedSignIns(LoginLogType.LOGIN_MOBILE)
  @Post('sms-login')
  smsLogin(
    @Body() body: SmsLoginDto,
    @CurrentTenant() tenantId: number,
    @ClientIp() ip: string,
    @Headers('user-agent') userAgent?: string,
  ): Promise<AuthLoginResp> {
    return this.commandBus.execute(new SmsLoginCommand(tenantId, body.mobile, body.code, ip, userAgent ?? ''));
  }

  /** Development only (SMS_DEV_OUTBOX on, no gateway): the texts that would have gone to phones. */
  @Public()
  @Get('dev-sms-outbox')
  async devSmsOutbox(): Promise<DevSms[]> {
    const outbox = this.config.SMS_DEV_OUTBOX ? await this.channel.devOutbox() : null;
    if (!outbox) throw new NotFoundException();
    return outbox;
  }
}
