import { GetConfigValueQuery } from '@dha/infra';
import { ConfigKey } from '@dha/contracts';
import { BizError, InjectRedis } from '@dha/server-core';
import { Injectable, Logger } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type Redis from 'ioredis';
import { AuthErrors } from '../../auth.errors';

export const CAPTCHA_CONFIG_KEY = ConfigKey.CAPTCHA_ENABLED;
/** Where the captcha check stores a passed verification (single use), keyed by the value the client sends back. */
export const captchaVerificationKey = (verification: string): string => `captcha:verified:${verification}`;

/**
 * Login and register ask for `captchaVerification` only when the captcha is on: the configuration
 * key `system.captcha.enabled` (edited in the console, read through the one reference-data cache,
 * so a change applies without a restart; no environment variable overrides it). A verification is
 * good once.
 */
@Injectable()
export class CaptchaVerifier {
  private readonly logger = new Logger(CaptchaVerifier.name);

  constructor(
    private readonly queryBus: QueryBus,
    @InjectRedis() private readonly redis: Redis,
  ) {}

  async enabled(): Promise<boolean> {
    try {
      return (await this.queryBus.execute(new GetConfigValueQuery(CAPTCHA_CONFIG_KEY)))?.trim() === 'true';
    } catch (error) {
      this.logger.warn(`cannot read ${CAPTCHA_CONFIG_KEY}, captcha left off: ${(error as Error).message}`);
      return false;
    }
  }

  /** Takes the verification once; `required` asks for one even while the captcha is off (a suspicious source). */
  async check(verification: string | undefined, required = false): Promise<void> {
    if (!required && !(await this.enabled())) return;
    if (!verification) throw new BizError(AuthErrors.LOGIN_CAPTCHA_CODE_ERROR, '验证码不能为空');
    const used = await this.redis.getdel(captchaVerificationKey(verification));
    if (!used) throw new BizError(AuthErrors.LOGIN_CAPTCHA_CODE_ERROR, '验证码已失效，请重新验证');
  }
}
