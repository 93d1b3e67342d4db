import { Public, UnwrappedBody, TenantIgnore } from '@dha/server-core';
import { Body, Controller, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Throttle, ThrottlerGuard } from '@nestjs/throttler';
import { CheckCaptchaCommand } from '../commands/check-captcha/check-captcha.command';
import { IssueCaptchaCommand } from '../commands/issue-captcha/issue-captcha.command';
import { CaptchaCheckDto, CaptchaGetDto, type CaptchaPuzzleVO, type CaptchaResponse } from './captcha.dto';

const ok = <T>(repData: T): UnwrappedBody =>
  new UnwrappedBody({ repCode: '0000', repMsg: null, repData, success: true } satisfies CaptchaResponse<T>);
const refused = (repCode: string, repMsg: string): UnwrappedBody =>
  new UnwrappedBody({ repCode, repMsg, repData: null, success: false } satisfies CaptchaResponse<null>);

/** `/system/captcha/*`: AJ-Captcha's block puzzle, in its own answer shape (not the envelope). */
@Controller('system/captcha')
@TenantIgnore() // upstream's ignore-urls: /admin-api/system/captcha/get and check
@UseGuards(ThrottlerGuard)
@Throttle({ auth: { generateKey: (_ctx, tracker, name) => `${name}:${tracker}` } })
export class CaptchaController {
  constructor(private readonly commandBus: CommandBus) {}

  @Public()
  @Post('get')
  async get(@Body() _body: CaptchaGetDto): Promise<UnwrappedBody> {
    return ok<CaptchaPuzzleVO>(await this.commandBus.execute(new IssueCaptchaCommand()));
  }

  @Public()
  @Post('check')
  async check(@Body() body: CaptchaCheckDto): Promise<UnwrappedBody> {
    const outcome = await this.commandBus.execute(new CheckCaptchaCommand(body.token, body.pointJson));
    if ('verification' in outcome) return ok({ token: body.token, result: true, captchaVerification: outcome.verification });
    return outcome.refused === 'stale' ? refused('6110', '验证码已失效，请重新获取') : refused('6111', '验证失败');
  }
}
