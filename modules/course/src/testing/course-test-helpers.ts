import type { TestApp } from '@dha/server/testing';
import * as argon2 from 'argon2';

export const TEST_PASSWORD = 'Test@1234';
let hash: Promise<string> | undefined;

/** A user of tenant 1 holding these role codes, written straight into the auth tables (tests only). */
export async function createUser(t: TestApp, username: string, roles: string[] = [], nickname = username): Promise<number> {
  hash ??= argon2.hash(TEST_PASSWORD, { type: argon2.argon2id });
  const [row] = await t.sql<{ id: number }>(
    `insert into system_users (tenant_id, username, password, nickname, status) values (1, ?, ?, ?, 0) returning id`,
    [username, await hash, nickname],
  );
  for (const code of roles) {
    await t.sql(`insert into system_user_role (user_id, role_id) select ?, id from system_role where tenant_id = 1 and code = ?`, [
      row!.id,
      code,
    ]);
  }
  return row!.id;
}

export async function loginAs(t: TestApp, username: string, roles: string[] = []): Promise<{ id: number; token: string }> {
  const id = await createUser(t, username, roles);
  return { id, token: await t.api.login(username, TEST_PASSWORD) };
}

const HOUR = 3_600_000;

/** A valid create body (type 1 of the seeded course_type dictionary); override what a test is about. */
export function courseBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const now = Date.now();
  return {
    name: '禅修入门',
    code: `T-${Math.random().toString(36).slice(2, 10)}`,
    type: '1',
    recruitmentType: '1',
    description: '<p>简介</p>',
    startTime: now + 10 * 24 * HOUR,
    endTime: now + 12 * 24 * HOUR,
    signupStartTime: now - HOUR,
    signupEndTime: now + 5 * 24 * HOUR,
    formalStudentQuota: 10,
    candidateStudentQuota: 5,
    formalVolunteerQuota: 5,
    candidateVolunteerQuota: 2,
    fee: 0,
    needTeacherAudit: true,
    published: true,
    ...overrides,
  };
}
