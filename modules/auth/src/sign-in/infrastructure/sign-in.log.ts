import { LoginResult } from '@dha/contracts';
import { BizError } from '@dha/server-core';
import { RecordSignInCommand, SystemErrors, type SignInRecord } from '@dha/system';
import { Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { AuthErrors } from '../../auth.errors';

/** The login log's result for an error of a sign-in. */
export function loginResultOf(err: unknown): number {
  if (!(err instanceof BizError)) return LoginResult.UNKNOWN;
  switch (err.code) {
    case AuthErrors.LOGIN_BAD_CREDENTIALS.code:
    case AuthErrors.PASSWORD_RESET_CODE_INVALID.code:
    case AuthErrors.SMS_CODE_EXPIRED.code:
    case AuthErrors.SMS_CODE_USED.code:
    case AuthErrors.AUTH_MOBILE_NOT_EXISTS.code:
      return LoginResult.BAD_CREDENTIALS;
    case AuthErrors.LOGIN_USER_DISABLED.code:
      return LoginResult.USER_DISABLED;
    case AuthErrors.LOGIN_CAPTCHA_CODE_ERROR.code:
      return LoginResult.CAPTCHA_CODE_ERROR;
    case AuthErrors.LOGIN_LOCKED.code:
      return LoginResult.LOCKED;
    case SystemErrors.TENANT_NOT_EXISTS.code:
    case SystemErrors.TENANT_DISABLE.code:
    case SystemErrors.TENANT_EXPIRE.code:
      return LoginResult.TENANT_DISABLED;
    case AuthErrors.AUTH_THIRD_LOGIN_NOT_BIND.code:
      return LoginResult.SOCIAL_NOT_BOUND;
    default:
      return LoginResult.UNKNOWN;
  }
}

/**
 * Every sign-in event goes to the system module's login log (which also keeps a successful one as
 * the account's last login). Logging never fails nor delays the sign-in it records.
 */
@Injectable()
export class SignInLog {
  private readonly logger = new Logger(SignInLog.name);

  constructor(private readonly commandBus: CommandBus) {}

  record(entry: SignInRecord): void {
    this.commandBus
      .execute(new RecordSignInCommand(entry))
      .catch((err: Error) => this.logger.warn(`sign-in of ${entry.username} not logged: ${err.message}`));
  }
}
