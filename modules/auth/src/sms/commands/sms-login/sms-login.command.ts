import type { AuthLoginResp } from '@dha/contracts';
import { Command } from '@nestjs/cqrs';

export class SmsLoginCommand extends Command<AuthLoginResp> {
  constructor(
    readonly tenantId: number,
    readonly mobile: string,
    readonly code: string,
    readonly ip: string,
    /** for the login log */
    readonly userAgent = '',
  ) {
    super();
  }
}
