import type { LoginUser } from '@dha/server-core';
import {
  AssertTenantUsableQuery,
  FindSignInAccountQuery,
  GetManageableUserQuery,
  RecordUserLoginCommand,
  RegisterVisitorCommand,
  SetUserMobileCommand,
  SetUserPasswordCommand,
  type AccountKey,
  type SignInAccount,
} from '@dha/system';
import { Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';

/**
 * The accounts this module signs people in to, as the system module keeps them: the one place where
 * the auth module asks the system module's contract about accounts and tenants.
 */
@Injectable()
export class SystemAccounts {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly commandBus: CommandBus,
  ) {}

  find(tenantId: number, key: AccountKey): Promise<SignInAccount | null> {
    return this.queryBus.execute(new FindSignInAccountQuery(tenantId, key));
  }

  /** Throws the system module's error when the tenant is unknown, disabled or expired. */
  assertTenantUsable(tenantId: number): Promise<void> {
    return this.queryBus.execute(new AssertTenantUsableQuery(tenantId));
  }

  /** The user, when the caller may manage them; throws the system module's error otherwise. */
  manageable(caller: LoginUser, userId: number): Promise<{ id: number; username: string }> {
    return this.queryBus.execute(new GetManageableUserQuery(caller, userId));
  }

  register(tenantId: number, username: string, passwordHash: string, nickname: string, ip: string): Promise<number> {
    return this.commandBus.execute(new RegisterVisitorCommand(tenantId, username, passwordHash, nickname, ip));
  }

  /** A successful sign-in: the account's last login. */
  recordLogin(tenantId: number, userId: number, ip: string): Promise<void> {
    return this.commandBus.execute(new RecordUserLoginCommand(tenantId, userId, ip));
  }

  setPassword(tenantId: number, userId: number, passwordHash: string, changeRequired: boolean): Promise<void> {
    return this.commandBus.execute(new SetUserPasswordCommand(tenantId, userId, passwordHash, changeRequired));
  }

  /** The account's new mobile, once a code texted to it was checked; throws when another account holds it. */
  setMobile(tenantId: number, userId: number, mobile: string): Promise<void> {
    return this.commandBus.execute(new SetUserMobileCommand(tenantId, userId, mobile));
  }
}
