import type { WechatQrCodeVO } from '@dha/contracts';
import { Command } from '@nestjs/cqrs';

/** A sign-in QR code (anyone), or a binding QR code of the signed-in `userId`. */
export class CreateWechatQrCommand extends Command<WechatQrCodeVO> {
  constructor(
    readonly tenantId: number,
    readonly purpose: 'login' | 'bind',
    readonly userId: number | null = null,
  ) {
    super();
  }
}
