import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { drawBlockPuzzle } from '../../domain/block-puzzle';
import type { CaptchaPuzzleVO } from '../../http/captcha.dto';
import { CaptchaStore } from '../../infrastructure/captcha.store';
import { IssueCaptchaCommand } from './issue-captcha.command';

@CommandHandler(IssueCaptchaCommand)
export class IssueCaptchaHandler implements ICommandHandler<IssueCaptchaCommand, CaptchaPuzzleVO> {
  constructor(private readonly store: CaptchaStore) {}

  async execute(): Promise<CaptchaPuzzleVO> {
    const puzzle = drawBlockPuzzle();
    const { token, secretKey } = await this.store.hold({ x: puzzle.x, y: puzzle.y });
    return {
      originalImageBase64: puzzle.background.toString('base64'),
      jigsawImageBase64: puzzle.piece.toString('base64'),
      token,
      secretKey,
    };
  }
}
