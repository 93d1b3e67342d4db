import type { AuthLoginResp } from '@dha/contracts';
import { Command } from '@nestjs/cqrs';

/** Sign-in inside WeChat's browser: the code and state WeChat returned to the console's page. */
export class WechatCodeLoginCommand extends Command<AuthLoginResp> {
  constructor(
    readonly tenantId: number,
    readonly code: string,
    readonly state: string,
    readonly ip: string,
    /** for the login log */
    readonly userAgent = '',
  ) {
    super();
  }
}
