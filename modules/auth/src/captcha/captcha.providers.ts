import { CheckCaptchaHandler } from './commands/check-captcha/check-captcha.handler';
import { IssueCaptchaHandler } from './commands/issue-captcha/issue-captcha.handler';
import { CaptchaController } from './http/captcha.controller';
import { CaptchaStore } from './infrastructure/captcha.store';
import { CaptchaVerifier } from './infrastructure/captcha.verifier';

/** The slider captcha. */
export const captchaControllers = [CaptchaController];

export const captchaProviders = [CaptchaVerifier, CaptchaStore, IssueCaptchaHandler, CheckCaptchaHandler];
