import { Command } from '@nestjs/cqrs';

/**
 * A visitor's own new account (role `common`), with the hash of the password they chose; answers its
 * id. Refuses a username the tenant already has (USER_USERNAME_EXISTS).
 */
export class RegisterVisitorCommand extends Command<number> {
  constructor(
    readonly tenantId: number,
    readonly username: string,
    readonly passwordHash: string,
    readonly nickname: string,
    readonly ip: string,
  ) {
    super();
  }
}

/**
 * Stores a new password hash; `changeRequired`: the user must choose another before anything else
 * (set by an admin's reset, lifted by the user's own choice). Takes effect on the user's next request.
 */
export class SetUserPasswordCommand extends Command<void> {
  constructor(
    readonly tenantId: number,
    readonly userId: number,
    readonly passwordHash: string,
    readonly changeRequired: boolean,
  ) {
    super();
  }
}

/** One sign-in event (an attempt and its outcome, a sign-out, a lock) as the login log keeps it. */
export interface SignInRecord {
  tenantId: number;
  /** LoginLogType */
  logType: number;
  username: string;
  userId?: number | null;
  /** LoginResult */
  result: number;
  reason?: string;
  ip: string;
  userAgent: string;
}

/** Records a sign-in event in the login log (buffered: never waits on the database). */
export class RecordSignInCommand extends Command<void> {
  constructor(readonly record: SignInRecord) {
    super();
  }
}

/** A successful sign-in: the account's last login (address and time). */
export class RecordUserLoginCommand extends Command<void> {
  constructor(
    readonly tenantId: number,
    readonly userId: number,
    readonly ip: string,
  ) {
    super();
  }
}

/**
 * The account's mobile, once the auth module has checked a code texted to it (the verified change of
 * one's own mobile). Refuses a number another account of the tenant holds (USER_MOBILE_EXISTS).
 */
export class SetUserMobileCommand extends Command<void> {
  constructor(
    readonly tenantId: number,
    readonly userId: number,
    readonly mobile: string,
  ) {
    super();
  }
}
