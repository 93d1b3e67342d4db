import type { AuthLoginResp } from '@dha/contracts';
import { Command } from '@nestjs/cqrs';

/**
 * Collects the sign-in of a sign-in QR code. `poll` (wp-qrcode-login) answers null while nobody has
 * scanned it; `exchange` (loginByTicket) expects a scanned code and refuses a waiting one.
 */
export class WechatQrLoginCommand extends Command<AuthLoginResp | null> {
  constructor(
    readonly tenantId: number,
    readonly ticket: string,
    readonly mode: 'poll' | 'exchange',
    readonly ip: string,
    /** for the login log */
    readonly userAgent = '',
  ) {
    super();
  }
}
