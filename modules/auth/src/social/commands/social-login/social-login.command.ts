import type { AuthLoginResp } from '@dha/contracts';
import { Command } from '@nestjs/cqrs';

export class SocialLoginCommand extends Command<AuthLoginResp> {
  constructor(
    readonly tenantId: number,
    readonly type: number,
    readonly code: string,
    readonly state: string,
    readonly ip: string,
    /** for the login log */
    readonly userAgent = '',
  ) {
    super();
  }
}
