import { Command } from '@nestjs/cqrs';

/** An answer to a puzzle: its verification to send with the login, or null when wrong or stale. */
export class CheckCaptchaCommand extends Command<{ verification: string } | { refused: 'stale' | 'wrong' }> {
  constructor(
    readonly token: string,
    /** the piece's position, encrypted with the puzzle's secret key */
    readonly pointJson: string,
  ) {
    super();
  }
}
