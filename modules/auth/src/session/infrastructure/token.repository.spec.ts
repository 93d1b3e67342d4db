import { type AuthPermissionInfo, CommonStatus, RoleCode } from '@dha/contracts';
import { createTestApp, type TestApp } from '@dha/testing';
import { QueryBus } from '@nestjs/cqrs';
import { AccessCache, hashToken } from '@dha/server-core';
import { GetUserProfileQuery } from '@dha/system';
import { accessChanged, createUser, loginAs, TEST_PASSWORD, uniq } from '@dha/system/testing';
import { TokenRepository } from './token.repository';

/** Lookups of the same moment share one statement; each caller must still get exactly its own answer. */
describe('shared token and profile lookups', () => {
  let t: TestApp;
  let store: TokenRepository;
  let bus: QueryBus;
  const tokens: string[] = [];
  const ids: number[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    store = t.app.get(TokenRepository);
    bus = t.app.get(QueryBus);
    for (const [i, roles] of [[RoleCode.COMMON], [RoleCode.SIGNUP_ADMIN], [RoleCode.COMMON]].entries()) {
      const name = `tl${process.pid.toString(36)}${i}`;
      tokens.push(await loginAs(t, name, roles));
      const [row] = await t.sql<{ id: number }>(`select id from system_users where username = ?`, [name]);
      ids.push(row!.id);
    }
  });
  afterAll(() => t.close());

  it('answers every token of one turn separately: known, repeated, unknown, malformed', async () => {
    const [a, b, unknown, again, malformed] = await Promise.all([
      store.resolve(tokens[0]!),
      store.resolve(tokens[1]!),
      store.resolve('0'.repeat(32)),
      store.resolve(tokens[0]!),
      store.resolve("x' or 1=1 --"),
    ]);
    expect(a).toMatchObject({ id: ids[0], roles: [RoleCode.COMMON], accessToken: tokens[0] });
    expect(b).toMatchObject({ id: ids[1], roles: [RoleCode.SIGNUP_ADMIN], accessToken: tokens[1] });
    expect(b!.permissions.length).toBeGreaterThan(0);
    expect(unknown).toBeNull();
    expect(again).toEqual(a);
    expect(again).not.toBe(a);
    expect(malformed).toBeNull();
  });

  it('many requests at once each act as their own user', async () => {
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) => t.api.get<AuthPermissionInfo>('/system/auth/get-permission-info', { token: tokens[i % 3] })),
    );
    results.forEach((r, i) => expect(r.data!.user.id).toBe(ids[i % 3]));
  });

  it('revocation is exact: a logout or a disabled user shows at the very next lookup, even next to other lookups', async () => {
    const [before] = await Promise.all([store.resolve(tokens[2]!), store.resolve(tokens[0]!)]);
    expect(before).not.toBeNull();
    expect(await t.api.post('/system/auth/logout', undefined, { token: tokens[2] })).toMatchObject({ code: 0 });
    const [gone, other] = await Promise.all([store.resolve(tokens[2]!), store.resolve(tokens[0]!)]);
    expect(gone).toBeNull();
    expect(other).toMatchObject({ id: ids[0] });
    await t.sql(`update system_users set status = ${CommonStatus.DISABLE} where id = ?`, [ids[0]]);
    await accessChanged(t);
    const [disabled, still] = await Promise.all([store.resolve(tokens[0]!), store.resolve(tokens[1]!)]);
    expect(disabled).toBeNull();
    expect(still).toMatchObject({ id: ids[1] });
    expect(await t.api.get('/system/auth/get-permission-info', { token: tokens[0] })).toMatchObject({ code: 401 });
  });

  it('profiles read together are each the right user; an unknown id is null', async () => {
    const [p0, p1, none, p0again] = await Promise.all([
      bus.execute(new GetUserProfileQuery(ids[0]!)),
      bus.execute(new GetUserProfileQuery(ids[1]!)),
      bus.execute(new GetUserProfileQuery(2_000_000_000)),
      bus.execute(new GetUserProfileQuery(ids[0]!)),
    ]);
    expect(p0).toMatchObject({ id: ids[0], roles: [RoleCode.COMMON], profileComplete: false });
    expect(p1).toMatchObject({ id: ids[1], roles: [RoleCode.SIGNUP_ADMIN] });
    expect(none).toBeNull();
    expect(p0again).toEqual(p0);
  });

  it('revocation by the token store drops the cached token (no DB read needed to refuse it)', async () => {
    const username = uniq('direct');
    await createUser(t, username);
    const accessToken = await t.api.login(username, TEST_PASSWORD);
    expect(await store.resolve(accessToken)).toMatchObject({ username });
    expect(t.app.get(AccessCache).loginUser(hashToken(accessToken), accessToken)).toMatchObject({ username });
    await store.revoke(accessToken);
    expect(t.app.get(AccessCache).loginUser(hashToken(accessToken), accessToken)).toBeUndefined();
    expect(await store.resolve(accessToken)).toBeNull();
  });
});
