/* eslint-disable @typescript-eslint/no-explicit-any -- tests read loosely typed envelopes */
import { uniq, signIn } from '@dha/system/testing';
import { ConfigKey, ConfigType, RoleCode } from '@dha/contracts';
import { withAdminApp, type TestApp } from '@dha/testing';
import { QueryBus } from '@nestjs/cqrs';
import { GetConfigValueQuery } from '../contract';
import { InfraErrors } from '../infra.errors';
import { downloadXlsx } from '../testing';

/** Configuration administration: the writes and admin reads of `/infra/config/*`. */
describe('configuration administration', () => {
  let t: TestApp;
  let admin: string;
  let outsider: string;
  withAdminApp(async (app, adminToken) => {
    [t, admin] = [app, adminToken];
    outsider = (await signIn(t, uniq('nocfg'), [RoleCode.COMMON])).token;
  });

  const count = () => t.rowCount('infra_config');
  const body = (o: Record<string, unknown> = {}) => ({
    category: 'test',
    name: '测试参数',
    key: 'test.key',
    value: 'v',
    visible: true,
    remark: '备注',
    ...o,
  });
  const create = async (o: Record<string, unknown> = {}) => {
    const r = await t.api.post<number>('/infra/config/create', body(o), { token: admin });
    expect(r).toMatchObject({ code: 0, msg: '' });
    return r.data!;
  };
  const systemRow = async (key: string) => (await t.sql<{ id: number }>('select id from infra_config where config_key = ?', [key]))[0]!.id;
  const valueByKey = async (key: string) =>
    (await t.api.get<string | null>('/infra/config/get-value-by-key', { token: admin, query: { key } })).data;

  it('creates a CUSTOM parameter, reads, pages, edits and deletes it; a new value is read at once', async () => {
    const id = await create({ key: 'cfg.happy', name: '快乐参数' });
    const got = await t.api.get<any>('/infra/config/get', { token: admin, query: { id } });
    expect(got.data).toEqual({
      id,
      category: 'test',
      name: '快乐参数',
      key: 'cfg.happy',
      value: 'v',
      type: ConfigType.CUSTOM,
      visible: true,
      remark: '备注',
      createTime: expect.any(Number),
    });
    expect(await valueByKey('cfg.happy')).toBe('v');

    const page = await t.api.get<any>('/infra/config/page', {
      token: admin,
      query: {
        name: '快乐',
        key: 'happy',
        type: ConfigType.CUSTOM,
        'createTime[0]': '2000-01-01 00:00:00',
        'createTime[1]': '2999-12-31 23:59:59',
      },
    });
    expect(page.data).toEqual({ total: 1, list: [got.data] });
    expect(
      (await t.api.get<any>('/infra/config/page', { token: admin, query: { key: 'happy', type: ConfigType.SYSTEM } })).data.total,
    ).toBe(0);
    expect(
      (await t.api.get<any>('/infra/config/page', { token: admin, query: { key: 'happy', 'createTime[1]': '2000-01-01 00:00:00' } })).data
        .total,
    ).toBe(0);

    expect(
      (await t.api.put('/infra/config/update', body({ id, key: 'cfg.happy', value: 'v2', visible: false }), { token: admin })).data,
    ).toBe(true);
    expect(await t.app.get(QueryBus).execute(new GetConfigValueQuery('cfg.happy'))).toBe('v2');
    expect((await t.api.get('/infra/config/get-value-by-key', { token: admin, query: { key: 'cfg.happy' } })).code).toBe(1_001_000_004);

    expect((await t.api.delete('/infra/config/delete', { token: admin, query: { id } })).data).toBe(true);
    expect((await t.api.get('/infra/config/get', { token: admin, query: { id } })).code).toBe(1_001_000_001);
    expect(await valueByKey('cfg.happy')).toBeNull();
  });

  it('changes what the product reads without a restart: an admin edits the organisation name', async () => {
    const id = await systemRow(ConfigKey.ORG_NAME);
    const row = (await t.api.get<any>('/infra/config/get', { token: admin, query: { id } })).data;
    expect(row.type).toBe(ConfigType.SYSTEM);
    try {
      const edit = { category: row.category, name: row.name, key: row.key, value: '新学院', visible: row.visible, remark: row.remark };
      expect((await t.api.put('/infra/config/update', { id, ...edit }, { token: admin })).data).toBe(true);
      expect(await valueByKey(ConfigKey.ORG_NAME)).toBe('新学院');
      expect((await t.api.get<any>('/infra/config/public')).data[ConfigKey.ORG_NAME]).toBe('新学院');
      // a built-in parameter keeps its key: the product reads it by key
      const rekey = await t.api.put('/infra/config/update', { id, ...edit, key: 'system.org.other' }, { token: admin });
      expect(rekey.code).toBe(InfraErrors.CONFIG_SYSTEM_KEY_IMMUTABLE.code);
    } finally {
      await t.api.put(
        '/infra/config/update',
        { id, category: row.category, name: row.name, key: row.key, value: row.value, visible: row.visible, remark: row.remark },
        { token: admin },
      );
    }
    expect(await valueByKey(ConfigKey.ORG_NAME)).toBe(row.value);
  });

  it('refuses a duplicate key (1_001_000_002) on create and update', async () => {
    const id = await create({ key: 'cfg.dup' });
    const before = await count();
    const dup = await t.api.post('/infra/config/create', body({ key: 'cfg.dup' }), { token: admin });
    expect(dup).toEqual({ code: 1_001_000_002, msg: '参数配置 key 重复', data: null });
    expect((await t.api.post('/infra/config/create', body({ key: ConfigKey.ORG_NAME }), { token: admin })).code).toBe(1_001_000_002);
    const other = await create({ key: 'cfg.dup.other' });
    expect((await t.api.put('/infra/config/update', body({ id: other, key: 'cfg.dup' }), { token: admin })).code).toBe(1_001_000_002);
    expect((await t.api.put('/infra/config/update', body({ id, key: 'cfg.dup', value: 'w' }), { token: admin })).code).toBe(0);
    expect(await count()).toBe(before + 1);
  });

  it('refuses to delete a SYSTEM parameter (1_001_000_003), alone or in a list, and answers 1_001_000_001 for a missing one', async () => {
    const system = await systemRow(ConfigKey.CAPTCHA_ENABLED);
    const custom = await create({ key: 'cfg.deletable' });
    const del = await t.api.delete('/infra/config/delete', { token: admin, query: { id: system } });
    expect(del).toEqual({ code: 1_001_000_003, msg: '不能删除类型为系统内置的参数配置', data: null });
    expect((await t.api.delete('/infra/config/delete-list', { token: admin, query: { ids: `${custom},${system}` } })).code).toBe(
      1_001_000_003,
    );
    expect((await t.api.get('/infra/config/get', { token: admin, query: { id: custom } })).code).toBe(0);
    expect((await t.api.get('/infra/config/get', { token: admin, query: { id: system } })).code).toBe(0);

    const missing = 999_999;
    expect((await t.api.get('/infra/config/get', { token: admin, query: { id: missing } })).code).toBe(1_001_000_001);
    expect((await t.api.put('/infra/config/update', body({ id: missing }), { token: admin })).code).toBe(1_001_000_001);
    expect((await t.api.delete('/infra/config/delete', { token: admin, query: { id: missing } })).code).toBe(1_001_000_001);

    const other = await create({ key: 'cfg.deletable.2' });
    expect((await t.api.delete('/infra/config/delete-list', { token: admin, query: { ids: [custom, other] } })).data).toBe(true);
    expect((await t.api.get('/infra/config/get', { token: admin, query: { id: other } })).code).toBe(1_001_000_001);
  });

  it.each([
    ['a missing key', { key: undefined }, 'key'],
    ['an empty name', { name: '' }, 'name'],
    ['a category too long', { category: 'c'.repeat(51) }, 'category'],
    ['a key too long', { key: 'k'.repeat(101) }, 'key'],
    ['a value too long', { value: 'v'.repeat(501) }, 'value'],
    ['a value as number', { value: 5 }, 'value'],
    ['visible as a word', { visible: 'yes' }, 'visible'],
    ['an injection key as a number', { key: { $ne: null } }, 'key'],
  ])('refuses %s with 400, nothing written', async (_l, o, field) => {
    const before = await count();
    const r = await t.api.post('/infra/config/create', body({ key: 'cfg.bad', ...o }), { token: admin });
    expect(r.code).toBe(400);
    expect(r.msg).toContain(field);
    expect(r.data).toBeNull();
    expect(await count()).toBe(before);
  });

  it('reads a body as upstream does: a type and other unknown fields ignored (a created config is CUSTOM), "true" taken as true', async () => {
    const id = await create({ key: 'cfg.echo', type: ConfigType.SYSTEM, id: null, createTime: 1_700_000_000_000, visible: 'true' });
    const [row] = await t.sql<any>(`select type, visible, create_time > now() - interval '1 day' as fresh from infra_config where id = ?`, [
      id,
    ]);
    expect(row).toEqual({ type: ConfigType.CUSTOM, visible: true, fresh: true });
  });

  it('stores an injection string as a value verbatim', async () => {
    const value = "x'); drop table infra_config; --";
    const id = await create({ key: 'cfg.injection', value });
    expect((await t.api.get<any>('/infra/config/get', { token: admin, query: { id } })).data.value).toBe(value);
    expect(await valueByKey('cfg.injection')).toBe(value);
  });

  it('refuses malformed ids and filters with 400', async () => {
    expect((await t.api.get('/infra/config/get', { token: admin, query: { id: '1 or 1=1' } })).code).toBe(400);
    expect((await t.api.delete('/infra/config/delete-list', { token: admin, query: { ids: '' } })).code).toBe(400);
    expect((await t.api.get('/infra/config/page', { token: admin, query: { type: 3 } })).code).toBe(400);
    expect((await t.api.get('/infra/config/page', { token: admin, query: { name: 'n'.repeat(101) } })).code).toBe(400);
  });

  it('exports the filtered parameters as a valid xlsx, under both paths', async () => {
    await create({ key: 'cfg.export.a', name: '导出参数甲', value: 'A' });
    await create({ key: 'cfg.export.b', name: '导出参数乙', value: 'B', visible: false });
    for (const path of ['/infra/config/export-excel', '/infra/config/export']) {
      const { rows } = await downloadXlsx(t, path, admin, { key: 'cfg.export' });
      expect(rows[0]).toEqual(['参数配置序号', '参数分类', '参数名称', '参数键名', '参数键值', '系统内置', '是否可见', '备注', '创建时间']);
      expect(rows.slice(1).map((r) => r.slice(2, 7))).toEqual([
        ['导出参数乙', 'cfg.export.b', 'B', '否', '否'],
        ['导出参数甲', 'cfg.export.a', 'A', '否', '是'],
      ]);
    }
    const system = await downloadXlsx(t, '/infra/config/export-excel', admin, { type: String(ConfigType.SYSTEM) });
    expect(system.rows.length - 1).toBe(Object.values(ConfigKey).length);
  });

  it('answers 403 without the permission code, nothing written', async () => {
    const before = await count();
    const calls: Array<[string, () => Promise<{ code: number }>]> = [
      ['create', () => t.api.post('/infra/config/create', body({ key: 'cfg.denied' }), { token: outsider })],
      ['update', () => t.api.put('/infra/config/update', body({ id: 1 }), { token: outsider })],
      ['delete', () => t.api.delete('/infra/config/delete', { token: outsider, query: { id: 1 } })],
      ['delete-list', () => t.api.delete('/infra/config/delete-list', { token: outsider, query: { ids: '1' } })],
      ['get', () => t.api.get('/infra/config/get', { token: outsider, query: { id: 1 } })],
      ['page', () => t.api.get('/infra/config/page', { token: outsider })],
      ['export', () => t.api.get('/infra/config/export-excel', { token: outsider })],
    ];
    for (const [name, call] of calls) expect([name, (await call()).code]).toEqual([name, 403]);
    expect(await count()).toBe(before);
  });
});
