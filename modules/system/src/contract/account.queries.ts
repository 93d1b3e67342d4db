import type { LoginUser } from '@dha/server-core';
import { Query } from '@nestjs/cqrs';

/**
 * What the auth module asks of an account to let a person in. The account (who they are, whether
 * they may sign in, the hash of their password) is the system module's; proving who they are
 * (checking the password, codes, tokens) is the auth module's.
 */
export interface SignInAccount {
  id: number;
  tenantId: number;
  username: string;
  nickname: string;
  /** CommonStatus */
  status: number;
  passwordHash: string;
  passwordChangeRequired: boolean;
  email: string | null;
  mobile: string | null;
}

/** How an account is named: its username (case-insensitive), its mobile or its id. */
export type AccountKey = { username: string } | { mobile: string } | { id: number };

/** A tenant's account by username, mobile or id; null when there is none. */
export class FindSignInAccountQuery extends Query<SignInAccount | null> {
  constructor(
    readonly tenantId: number,
    readonly key: AccountKey,
  ) {
    super();
  }
}

/** A signed-in user's access as the guard checks it: the caller without the token, and until when it holds. */
export interface UserAccess extends Omit<LoginUser, 'accessToken'> {
  /** when the user's tenant expires (epoch ms), Infinity when it does not */
  validUntil: number;
}

/**
 * The roles, permissions and names of an enabled user of an enabled, unexpired tenant; null
 * otherwise (unknown, disabled, deleted, or the tenant disabled or expired). The answer of one event
 * loop turn's calls is read in one statement, and kept in the access cache by the guard.
 */
export class GetUserAccessQuery extends Query<UserAccess | null> {
  constructor(readonly userId: number) {
    super();
  }
}

/**
 * Refuses (throws the business error) when a tenant is unknown, disabled or expired. `cached`: the
 * answer may come from the access cache (every anonymous call naming a tenant asks it).
 */
export class AssertTenantUsableQuery extends Query<void> {
  constructor(
    readonly tenantId: number,
    readonly cached = false,
  ) {
    super();
  }
}

/**
 * A user of the caller's tenant whom the caller may manage (edit, disable, reset the password of,
 * unbind): one whose roles grant no menu and no data scope beyond the caller's (the grant rule);
 * throws the business error otherwise (no such user, or one the caller may not touch).
 */
export class GetManageableUserQuery extends Query<{ id: number; username: string }> {
  constructor(
    readonly caller: LoginUser,
    readonly userId: number,
  ) {
    super();
  }
}
