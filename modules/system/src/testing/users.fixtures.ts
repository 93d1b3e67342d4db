import { CommonStatus } from '@dha/contracts';
import type { TestApp } from '@dha/testing';
import { hashPassword } from '@dha/server-core';

/** The password of every user these fixtures create. */
export const TEST_PASSWORD = 'Test@1234';
let cachedHash: Promise<string> | undefined;

let seq = 0;
/** A name no other call of this run uses (usernames are unique per tenant). */
export const uniq = (base: string): string => `${base}${process.pid.toString(36)}${(++seq).toString(36)}`;

/**
 * Creates an enabled user holding the given role codes, with TEST_PASSWORD, and answers its id.
 * Fixtures of other modules create users here: the auth tables are written by auth's code only.
 */
export async function createUser(
  t: TestApp,
  username: string,
  roles: string[] = [],
  extra: { status?: number; tenantId?: number; nickname?: string } = {},
): Promise<number> {
  cachedHash ??= hashPassword(TEST_PASSWORD);
  const tenantId = extra.tenantId ?? 1;
  const [row] = await t.sql<{ id: number }>(
    `insert into system_users (tenant_id, username, password, nickname, status) values (?, ?, ?, ?, ?) returning id`,
    [tenantId, username, await cachedHash, extra.nickname ?? username, extra.status ?? CommonStatus.ENABLE],
  );
  await grantRoles(t, [row!.id], roles, tenantId);
  return row!.id;
}

/** Creates a user with the roles and logs it in through the API; answers the access token. */
export async function loginAs(t: TestApp, username: string, roles: string[] = []): Promise<string> {
  await createUser(t, username, roles);
  return t.api.login(username, TEST_PASSWORD);
}

/** The same, answering the user's id with the token. */
export async function signIn(t: TestApp, username: string, roles: string[] = []): Promise<{ id: number; token: string }> {
  const id = await createUser(t, username, roles);
  return { id, token: await t.api.login(username, TEST_PASSWORD) };
}

export interface TestUser {
  id: number;
  username: string;
  token: string;
}

/**
 * Creates `count` enabled users of tenant 1 in bulk (the way a load test must), with a complete
 * signup profile unless told otherwise, holding `roles`, each with a live access token issued
 * alongside (no password hashing or login per user; they cannot log in with a password). Each has
 * a mobile of its own (a mobile is one account's per tenant: a sequence value, not the batch index).
 */
export async function createUsers(
  t: TestApp,
  prefix: string,
  count: number,
  options: { roles?: string[]; completeProfile?: boolean } = {},
): Promise<TestUser[]> {
  const complete = options.completeProfile ?? true;
  const users = await t.sql<{ id: number; username: string }>(
    `insert into system_users (tenant_id, username, password, nickname, status, real_name, sex, birthday,
       certificate_type, certificate_no, mobile, education, create_time, update_time)
     select 1, ? || g, 'no-login', ? || g, ${CommonStatus.ENABLE}, ${complete ? `'学员' || g, 1, timestamptz '1990-01-01', '2', 'P' || lpad(g::text, 8, '0'), '13' || lpad(nextval('system_users_id_seq')::text, 9, '0'), '3'` : 'null, null, null, null, null, null, null'}, now(), now()
     from generate_series(1, ?) g
     returning id, username`,
    [prefix, prefix, count],
  );
  const ids = users.map((u) => Number(u.id));
  await grantRoles(t, ids, options.roles ?? [], 1);
  // the tables keep each token's sha256 only (hashToken): the plain access token is answered to the test
  const tokens = await t.sql<{ user_id: number; access_token: string }>(
    `with tok as (
       select u, md5(random()::text || u::text || clock_timestamp()::text) as refresh,
         md5(random()::text || 'a' || u::text || clock_timestamp()::text) as access
       from unnest(?::int[]) u),
     rt as (
       insert into system_refresh_token (refresh_token_hash, family_id, user_id, tenant_id, expires_at, create_time)
       select encode(sha256(convert_to(refresh, 'UTF8')), 'hex'), gen_random_uuid(), u, 1, now() + interval '1 day', now() from tok
       returning id, user_id),
     at as (
       insert into system_access_token (access_token_hash, refresh_token_id, user_id, tenant_id, expires_at, create_time)
       select encode(sha256(convert_to(tok.access, 'UTF8')), 'hex'), rt.id, rt.user_id, 1, now() + interval '1 day', now()
       from rt join tok on tok.u = rt.user_id
       returning user_id)
     select tok.u as user_id, tok.access as access_token from tok join at on at.user_id = tok.u`,
    [`{${ids.join(',')}}`],
  );
  const tokenOf = new Map(tokens.map((r) => [Number(r.user_id), r.access_token]));
  return users.map((u) => ({ id: Number(u.id), username: u.username, token: tokenOf.get(Number(u.id))! }));
}

/** One bulk user (see createUsers) with a unique name. */
export async function createTokenUser(t: TestApp, prefix: string, roles: string[] = [], completeProfile = true): Promise<TestUser> {
  const [user] = await createUsers(t, uniq(prefix), 1, { roles, completeProfile });
  return user!;
}

async function grantRoles(t: TestApp, userIds: number[], roles: string[], tenantId: number): Promise<void> {
  if (!userIds.length || !roles.length) return;
  await t.sql(
    `insert into system_user_role (user_id, role_id)
     select u, r.id from unnest(?::int[]) u cross join system_role r where r.tenant_id = ? and r.code = any(?::text[])`,
    [`{${userIds.join(',')}}`, tenantId, `{${roles.join(',')}}`],
  );
}
