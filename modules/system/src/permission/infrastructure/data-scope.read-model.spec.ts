import { CommonStatus, DataScope } from '@dha/contracts';
import { createTestApp, type TestApp } from '@dha/testing';
import { createUser, uniq } from '../../testing';
import { DataScopeReadModel } from './data-scope.read-model';

describe('DataScopeReadModel: a user and its enabled roles in one read', () => {
  let t: TestApp;
  let scopes: DataScopeReadModel;

  beforeAll(async () => {
    t = await createTestApp();
    scopes = t.app.get(DataScopeReadModel);
  });
  afterAll(() => t.close());

  /** A role of tenant 1 with this scope (and status); answers its code. */
  async function role(dataScope: number, deptIds: number[] = [], status: number = CommonStatus.ENABLE): Promise<string> {
    const code = uniq('ds_');
    await t.sql(
      `insert into system_role (tenant_id, code, name, status, data_scope, data_scope_dept_ids) values (1, ?, ?, ?, ?, ?::jsonb)`,
      [code, code.slice(0, 30), status, dataScope, JSON.stringify(deptIds)],
    );
    return code;
  }

  it('no such user: nothing; no enabled role: only what the user created', async () => {
    expect(await scopes.scopeOf(2_000_000_000)).toEqual({ deptIds: [], selfUserId: null });
    const alone = await createUser(t, uniq('dsn'));
    expect(await scopes.scopeOf(alone)).toEqual({ deptIds: [], selfUserId: alone });
    // a disabled role grants nothing, not even its "all"
    const disabledOnly = await createUser(t, uniq('dsd'), [await role(DataScope.ALL, [], CommonStatus.DISABLE)]);
    expect(await scopes.scopeOf(disabledOnly)).toEqual({ deptIds: [], selfUserId: disabledOnly });
  });

  it('the union of the enabled roles; any role granting all grants all', async () => {
    const custom = await role(DataScope.DEPT_CUSTOM, [105, 103]);
    const other = await role(DataScope.DEPT_CUSTOM, [104, 103]);
    const self = await role(DataScope.DEPT_SELF);
    const off = await role(DataScope.DEPT_CUSTOM, [999], CommonStatus.DISABLE);
    const mixed = await createUser(t, uniq('dsm'), [custom, other, self, off]);
    expect(await scopes.scopeOf(mixed)).toEqual({ deptIds: [103, 104, 105], selfUserId: mixed });
    const everything = await createUser(t, uniq('dsa'), [custom, await role(DataScope.ALL)]);
    expect(await scopes.scopeOf(everything)).toEqual({ all: true });
  });
});
