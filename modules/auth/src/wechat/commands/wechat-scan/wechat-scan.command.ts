import { Command } from '@nestjs/cqrs';
import type { WechatScan } from '../../domain/wechat-mp';

/** What a scan did: moved a sign-in QR code on, bound the scanner, or nothing (unknown, expired or already scanned code). */
export type WechatScanOutcome = 'login' | 'bound' | 'ignored';

/** A phone scanned one of our QR codes (from the message callback, or the fake account's development page). */
export class WechatScanCommand extends Command<WechatScanOutcome> {
  constructor(readonly scan: WechatScan) {
    super();
  }
}
