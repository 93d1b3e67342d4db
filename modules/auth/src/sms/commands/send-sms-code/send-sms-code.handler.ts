import { SystemAccounts } from '../../../infrastructure/system-accounts';
import { CommonStatus, SmsScene } from '@dha/contracts';
import { APP_CONFIG, BizError, InjectRedis, type AppConfig } from '@dha/server-core';
import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type Redis from 'ioredis';
import { AuthErrors } from '../../../auth.errors';
import { CaptchaVerifier } from '../../../captcha/infrastructure/captcha.verifier';
import { OneTimeCodes } from '../../../infrastructure/one-time-codes.store';
import { SmsChannel } from '../../infrastructure/sms.channel';
import { SendSmsCodeCommand } from './send-sms-code.command';
import { smsCodePolicy, smsSubject } from './sms-code.policy';

@CommandHandler(SendSmsCodeCommand)
export class SendSmsCodeHandler implements ICommandHandler<SendSmsCodeCommand, true> {
  private readonly logger = new Logger('Sms');

  constructor(
    private readonly accounts: SystemAccounts,
    private readonly captcha: CaptchaVerifier,
    private readonly codes: OneTimeCodes,
    private readonly channel: SmsChannel,
    @InjectRedis() private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ tenantId, mobile, scene, captchaVerification, ip }: SendSmsCodeCommand): Promise<true> {
    await this.accounts.assertTenantUsable(tenantId);
    // while the captcha is on, every code costs a solved one (a text message costs money)
    await this.captcha.check(captchaVerification);
    const owner = await this.accounts.find(tenantId, { mobile });
    // a new account's number, and the new number of a mobile change, must be nobody's yet
    if (scene === SmsScene.ADMIN_REGISTER || scene === SmsScene.ADMIN_UPDATE_MOBILE) {
      if (owner) throw BizError.of(AuthErrors.USER_MOBILE_EXISTS);
    } else if (!owner || owner.status !== CommonStatus.ENABLE) throw BizError.of(AuthErrors.AUTH_MOBILE_NOT_EXISTS);
    await this.countSource(ip);

    const policy = smsCodePolicy(scene);
    const subject = smsSubject(tenantId, mobile);
    const issued = await this.codes.issue(policy, subject);
    if ('refused' in issued)
      throw BizError.of(issued.refused === 'too-fast' ? AuthErrors.SMS_CODE_SEND_TOO_FAST : AuthErrors.SMS_CODE_EXCEED_DAILY);
    try {
      await this.channel.send(mobile, `【DHA 培训中心】验证码 ${issued.code}，${policy.validMinutes} 分钟内有效，请勿告诉他人。`);
    } catch (e) {
      // not delivered: the code is dropped and the owner may ask again at once
      await this.codes.forget(policy, subject);
      this.logger.error(`SMS code to ${mobile} not sent: ${String(e)}`);
      throw BizError.of(AuthErrors.SMS_SEND_FAILED);
    }
    return true;
  }

  /** A cap per client address and hour over every mobile: one address cannot spray codes at many phones. */
  private async countSource(ip: string): Promise<void> {
    const key = `auth:sms-source:${ip}:${new Date().toISOString().slice(0, 13)}`;
    const [[, count]] = (await this.redis.multi().incr(key).expire(key, 3600).exec()) as [[null, number]];
    if (count > this.config.SMS_SENDS_PER_SOURCE_PER_HOUR) throw BizError.of(AuthErrors.SMS_SOURCE_LIMIT);
  }
}
