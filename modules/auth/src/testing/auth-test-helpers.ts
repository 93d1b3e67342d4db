import type { TestApp } from '@dha/server/testing';
import { hashPassword } from '../domain/password';

let cachedHash: Promise<string> | undefined;
export const TEST_PASSWORD = 'Test@1234';

/** Creates an enabled user in tenant 1 holding the given role codes (direct SQL), and answers its id. */
export async function createUser(
  t: TestApp,
  username: string,
  roles: string[] = [],
  extra: { status?: number; tenantId?: number } = {},
): Promise<number> {
  cachedHash ??= hashPassword(TEST_PASSWORD);
  const [row] = await t.sql<{ id: number }>(
    `insert into system_users (tenant_id, username, password, nickname, status) values (?, ?, ?, ?, ?) returning id`,
    [extra.tenantId ?? 1, username, await cachedHash, username, extra.status ?? 0],
  );
  for (const code of roles) {
    await t.sql(`insert into system_user_role (user_id, role_id) select ?, id from system_role where tenant_id = ? and code = ?`, [
      row!.id,
      extra.tenantId ?? 1,
      code,
    ]);
  }
  return row!.id;
}

/** Creates a user with the roles and logs it in; answers the access token. */
export async function loginAs(t: TestApp, username: string, roles: string[] = []): Promise<string> {
  await createUser(t, username, roles);
  return t.api.login(username, TEST_PASSWORD);
}
