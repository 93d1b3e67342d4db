import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { captchaDecrypt, captchaEncrypt } from '../../domain/captcha-cipher';
import { CaptchaStore } from '../../infrastructure/captcha.store';
import { CheckCaptchaCommand } from './check-captcha.command';

/** How far (px, on the 310 px picture) the piece may land from its hole. */
export const CAPTCHA_TOLERANCE_PX = 5;

@CommandHandler(CheckCaptchaCommand)
export class CheckCaptchaHandler implements ICommandHandler<CheckCaptchaCommand> {
  constructor(private readonly store: CaptchaStore) {}

  async execute({ token, pointJson }: CheckCaptchaCommand): Promise<{ verification: string } | { refused: 'stale' | 'wrong' }> {
    const puzzle = await this.store.take(token);
    if (!puzzle) return { refused: 'stale' };
    const plain = captchaDecrypt(pointJson, puzzle.secretKey);
    const x = plain === null ? NaN : pointX(plain);
    if (!(Math.abs(x - puzzle.x) <= CAPTCHA_TOLERANCE_PX)) return { refused: 'wrong' };
    // as AJ-Captcha: the verification is the token and the answer, encrypted; the login hands it back
    const verification = captchaEncrypt(`${token}---${plain}`, puzzle.secretKey);
    await this.store.verified(verification);
    return { verification };
  }
}

function pointX(plain: string): number {
  try {
    const point = JSON.parse(plain) as { x?: unknown };
    return typeof point.x === 'number' ? point.x : NaN;
  } catch {
    return NaN;
  }
}
