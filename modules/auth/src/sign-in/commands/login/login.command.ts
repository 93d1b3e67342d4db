import type { AuthLoginResp } from '@dha/contracts';
import { Command } from '@nestjs/cqrs';

export class LoginCommand extends Command<AuthLoginResp> {
  constructor(
    readonly tenantId: number,
    readonly username: string,
    readonly password: string,
    readonly captchaVerification: string | undefined,
    readonly ip: string,
    /** for the login log */
    readonly userAgent = '',
    /** a social account that came back unbound (socialType/socialCode/socialState): bound to the user on success */
    readonly social?: { type: number; code: string; state: string },
  ) {
    super();
  }
}
