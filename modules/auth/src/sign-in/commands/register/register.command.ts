import type { AuthLoginResp } from '@dha/contracts';
import { Command } from '@nestjs/cqrs';

export class RegisterCommand extends Command<AuthLoginResp> {
  constructor(
    readonly tenantId: number,
    readonly username: string,
    readonly nickname: string | undefined,
    readonly password: string,
    readonly captchaVerification: string | undefined,
    readonly ip: string,
    /** for the login log */
    readonly userAgent = '',
  ) {
    super();
  }
}
