import { Command } from '@nestjs/cqrs';
import type { CaptchaPuzzleVO } from '../../http/captcha.dto';

/** A new block puzzle to solve. */
export class IssueCaptchaCommand extends Command<CaptchaPuzzleVO> {}
