import type { SmsSceneValue } from '@dha/contracts';
import { Command } from '@nestjs/cqrs';

export class SendSmsCodeCommand extends Command<true> {
  constructor(
    readonly tenantId: number,
    readonly mobile: string,
    readonly scene: SmsSceneValue,
    readonly captchaVerification: string | undefined,
    readonly ip: string,
  ) {
    super();
  }
}
