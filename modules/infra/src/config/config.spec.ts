import { ConfigKey, PUBLIC_CONFIG_KEYS } from '@dha/contracts';
import { createTestApp, type TestApp } from '@dha/testing';
import { QueryBus } from '@nestjs/cqrs';
import { GetConfigValueQuery } from '../contract';
import { DictionaryCache } from '../dictionary/dictionary-cache';

describe('configuration (read side)', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await t.api.loginAsAdmin();
  });
  afterAll(() => t.close());

  const byKey = (key: unknown, extra: Record<string, string> = {}) =>
    t.api.get<string | null>('/infra/config/get-value-by-key', { token, query: { key: key as string, ...extra } });
  const setVisible = async (key: string, visible: boolean) => {
    await t.sql('update infra_config set visible = ? where config_key = ?', [visible, key]);
    await t.app.get(DictionaryCache).invalidate();
  };

  it('seeds the keys the product reads, built in and visible', async () => {
    const rows = await t.sql<{ config_key: string; type: number; visible: boolean }>(
      'select config_key, type, visible from infra_config order by config_key',
    );
    expect(rows.map((r) => r.config_key).sort()).toEqual(Object.values(ConfigKey).sort());
    for (const row of rows) expect(row).toMatchObject({ type: 1, visible: true });
  });

  it('answers a value by key', async () => {
    expect(await byKey(ConfigKey.ORG_NAME)).toEqual({ code: 0, msg: '', data: 'DHA 培训中心' });
    expect((await byKey(ConfigKey.CAPTCHA_ENABLED)).data).toBe('false');
    expect((await byKey(ConfigKey.OFFER_REPLY_DEADLINE_HOURS)).data).toBe('72');
    const about = (await byKey(ConfigKey.ABOUT_CONTENT)).data!;
    expect(about.split('\n\n').length).toBeGreaterThanOrEqual(3);
  });

  it('answers null for a missing key', async () => {
    expect(await byKey('no.such.key')).toEqual({ code: 0, msg: '', data: null });
  });

  it('refuses an invisible key with 1_001_000_004', async () => {
    await setVisible(ConfigKey.OFFER_REPLY_DEADLINE_HOURS, false);
    try {
      expect(await byKey(ConfigKey.OFFER_REPLY_DEADLINE_HOURS)).toEqual({
        code: 1_001_000_004,
        msg: '获取参数配置失败，原因：不允许获取不可见配置',
        data: null,
      });
      // other modules read it on the server side all the same
      expect(await t.app.get(QueryBus).execute(new GetConfigValueQuery(ConfigKey.OFFER_REPLY_DEADLINE_HOURS))).toBe('72');
    } finally {
      await setVisible(ConfigKey.OFFER_REPLY_DEADLINE_HOURS, true);
    }
  });

  it('answers the contract query GetConfigValueQuery, null when missing', async () => {
    const bus = t.app.get(QueryBus);
    expect(await bus.execute(new GetConfigValueQuery(ConfigKey.CAPTCHA_ENABLED))).toBe('false');
    expect(await bus.execute(new GetConfigValueQuery('no.such.key'))).toBeNull();
  });

  it('refuses a missing, empty, repeated or huge key, and unknown fields, with 400 naming the field', async () => {
    const missing = await t.api.get('/infra/config/get-value-by-key', { token });
    expect(missing.code).toBe(400);
    expect(missing.msg).toContain('key');
    for (const result of [await byKey(''), await byKey('k'.repeat(101)), await byKey(['a', 'b'])]) {
      expect(result.code).toBe(400);
      expect(result.msg).toContain('key');
      expect(result.data).toBeNull();
    }
    const unknown = await byKey(ConfigKey.ORG_NAME, { other: 'x' });
    expect(unknown.code).toBe(400);
    expect(unknown.msg).toContain('other');
    expect((await byKey('k'.repeat(100))).code).toBe(0);
  });

  it('needs a login for get-value-by-key', async () => {
    const result = await t.api.get('/infra/config/get-value-by-key', { query: { key: ConfigKey.ORG_NAME } });
    expect(result.code).toBe(401);
  });

  it('answers the public allow-list without a login', async () => {
    const result = await t.api.get<Record<string, string | null>>('/infra/config/public');
    expect(result.code).toBe(0);
    expect(Object.keys(result.data!).sort()).toEqual([...PUBLIC_CONFIG_KEYS].sort());
    expect(result.data![ConfigKey.ORG_NAME]).toBe('DHA 培训中心');
    expect(result.data![ConfigKey.CAPTCHA_ENABLED]).toBe('false');
    expect(result.data![ConfigKey.ABOUT_CONTENT]).toContain('DHA');
    expect(result.data).not.toHaveProperty(ConfigKey.OFFER_REPLY_DEADLINE_HOURS);
  });

  it('hides an allow-listed key an admin made invisible', async () => {
    await setVisible(ConfigKey.ABOUT_CONTENT, false);
    try {
      const result = await t.api.get<Record<string, string | null>>('/infra/config/public');
      expect(result.data![ConfigKey.ABOUT_CONTENT]).toBeNull();
      expect(result.data![ConfigKey.ORG_NAME]).toBe('DHA 培训中心');
    } finally {
      await setVisible(ConfigKey.ABOUT_CONTENT, true);
    }
  });

  it('answers a changed value once the cache is invalidated', async () => {
    await t.sql('update infra_config set value = ? where config_key = ?', ['某某学院', ConfigKey.ORG_NAME]);
    await t.app.get(DictionaryCache).invalidate();
    expect((await byKey(ConfigKey.ORG_NAME)).data).toBe('某某学院');
    expect((await t.api.get<Record<string, string>>('/infra/config/public')).data![ConfigKey.ORG_NAME]).toBe('某某学院');
  });
});
