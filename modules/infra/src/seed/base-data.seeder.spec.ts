import {
  CommonStatus,
  ConfigKey,
  ConfigType,
  DictTypeCode,
  LoginLogType,
  LoginResult,
  PUBLIC_CONFIG_KEYS,
  type DictDataSimple,
} from '@dha/contracts';
import { createTestApp, type TestApp } from '@dha/testing';
import { DictionaryCache } from '../infrastructure/dictionary.cache';
import { InfraBaseDataSeeder } from './base-data.seeder';
import { BASE_CONFIG } from './base-config';
import { BASE_DICTIONARIES } from './base-dictionaries';

describe('infra base seeder', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const counts = async () => {
    const [row] = await t.sql<{ types: string; data: string; configs: string }>(
      `select (select count(*) from infra_dict_type) as types,
              (select count(*) from infra_dict_data) as data,
              (select count(*) from infra_config) as configs`,
    );
    return { types: Number(row!.types), data: Number(row!.data), configs: Number(row!.configs) };
  };
  const expected = {
    types: BASE_DICTIONARIES.length,
    data: BASE_DICTIONARIES.reduce((n, d) => n + d.entries.length, 0),
    configs: BASE_CONFIG.length,
  };

  it('has no duplicate natural keys in its own data', () => {
    expect(new Set(BASE_DICTIONARIES.map((d) => d.type)).size).toBe(BASE_DICTIONARIES.length);
    for (const d of BASE_DICTIONARIES) expect(new Set(d.entries.map(([v]) => String(v))).size).toBe(d.entries.length);
    for (const d of BASE_DICTIONARIES) for (const [, label] of d.entries) expect(label.length).toBeLessThanOrEqual(100);
    for (const c of BASE_CONFIG) expect(c.value.length).toBeLessThanOrEqual(500);
  });

  it('is idempotent: running it again adds nothing', async () => {
    expect(await counts()).toEqual(expected); // the template ran it once
    await t.app.get(InfraBaseDataSeeder).seed();
    await t.app.get(InfraBaseDataSeeder).seed();
    expect(await counts()).toEqual(expected);
  });

  it('keeps what an admin edited and puts back only what is missing', async () => {
    await t.sql(`update infra_dict_data set label = '男生', color_type = 'warning' where dict_type = 'system_user_sex' and value = '1'`);
    await t.sql(`update infra_dict_data set status = ${CommonStatus.DISABLE} where dict_type = 'course_type' and value = '5'`);
    await t.sql(`update infra_dict_type set name = '性别' where type = 'system_user_sex'`);
    await t.sql(`update infra_config set value = '某某学院', visible = false where config_key = 'system.org.name'`);
    await t.sql(`delete from infra_dict_data where dict_type = 'signup_status' and value = '60'`);
    await t.sql(`delete from infra_config where config_key = 'system.captcha.enabled'`);
    await t.sql(
      `insert into infra_dict_data (sort, label, value, dict_type, create_time, update_time) values (9, '夏令营', '9', 'course_type', now(), now())`,
    );

    await t.app.get(InfraBaseDataSeeder).seed();

    const [sex] = await t.sql<{ label: string; color_type: string }>(
      `select label, color_type from infra_dict_data where dict_type = 'system_user_sex' and value = '1'`,
    );
    expect(sex).toEqual({ label: '男生', color_type: 'warning' });
    const [disabled] = await t.sql<{ status: number }>(
      `select status from infra_dict_data where dict_type = 'course_type' and value = '5'`,
    );
    expect(disabled!.status).toBe(1);
    const [type] = await t.sql<{ name: string }>(`select name from infra_dict_type where type = 'system_user_sex'`);
    expect(type!.name).toBe('性别');
    const [org] = await t.sql<{ value: string; visible: boolean }>(
      `select value, visible from infra_config where config_key = 'system.org.name'`,
    );
    expect(org).toEqual({ value: '某某学院', visible: false });
    const [finished] = await t.sql<{ label: string }>(
      `select label from infra_dict_data where dict_type = 'signup_status' and value = '60'`,
    );
    expect(finished!.label).toBe('已完成');
    const [captcha] = await t.sql<{ value: string; type: number }>(
      `select value, type from infra_config where config_key = 'system.captcha.enabled'`,
    );
    expect(captcha).toEqual({ value: 'false', type: 1 });
    expect(await counts()).toEqual({ ...expected, data: expected.data + 1 });

    // and the cache was told: the API answers the restored row at once
    const entries = await t.app.get(DictionaryCache).entries('signup_status');
    expect(entries.at(-1)).toMatchObject({ value: '60', label: '已完成' });
  });

  it('gives a database of an earlier release the first-day keys at its next start, SYSTEM and visible', async () => {
    const firstDay = [
      ConfigKey.ORG_NAME,
      ConfigKey.ORG_LOGO_TEXT,
      ConfigKey.ABOUT_CONTENT,
      ConfigKey.REGISTER_ENABLED,
      ConfigKey.CAPTCHA_ENABLED,
      ConfigKey.OFFER_REPLY_DEADLINE_HOURS,
    ];
    // the keys this release adds did not exist before it
    await t.sql(`delete from infra_config where config_key in (?, ?)`, [ConfigKey.ORG_LOGO_TEXT, ConfigKey.REGISTER_ENABLED]);
    await t.app.get(DictionaryCache).invalidate();
    expect((await t.api.get<Record<string, string | null>>('/infra/config/public')).data![ConfigKey.REGISTER_ENABLED]).toBeNull();

    await t.app.get(InfraBaseDataSeeder).seed();

    const rows = await t.sql<{ config_key: string; value: string; type: number; visible: boolean }>(
      `select config_key, value, type, visible from infra_config where config_key in (${firstDay.map(() => '?').join(', ')})`,
      firstDay,
    );
    expect(rows.map((r) => r.config_key).sort()).toEqual([...firstDay].sort());
    for (const row of rows) expect(row.type).toBe(ConfigType.SYSTEM);
    // (the test above hid the organisation name as an admin may: that edit stays)
    for (const row of rows.filter((r) => r.config_key !== ConfigKey.ORG_NAME)) expect(row.visible).toBe(true);
    const publicConfig = (await t.api.get<Record<string, string | null>>('/infra/config/public')).data!;
    expect(publicConfig[ConfigKey.REGISTER_ENABLED]).toBe('true');
    expect(publicConfig[ConfigKey.ORG_LOGO_TEXT]).toBe('DHA');
    // what the public pages need is public; the reply deadline is staff-only
    for (const key of [ConfigKey.ORG_NAME, ConfigKey.ORG_LOGO_TEXT, ConfigKey.ABOUT_CONTENT, ConfigKey.REGISTER_ENABLED]) {
      expect(PUBLIC_CONFIG_KEYS).toContain(key);
    }
    expect(PUBLIC_CONFIG_KEYS).not.toContain(ConfigKey.OFFER_REPLY_DEADLINE_HOURS);
  });

  it('gives a database of an earlier release the dictionaries upstream’s console reads: login type and result, OAuth2 grant types', async () => {
    const types = [DictTypeCode.LOGIN_TYPE, DictTypeCode.LOGIN_RESULT, DictTypeCode.OAUTH2_GRANT_TYPE];
    // an earlier release had none of them
    await t.sql(`delete from infra_dict_data where dict_type = any(?::text[])`, [`{${types.join(',')}}`]);
    await t.sql(`delete from infra_dict_type where type = any(?::text[])`, [`{${types.join(',')}}`]);
    await t.app.get(InfraBaseDataSeeder).seed();

    const simple = (await t.api.get<DictDataSimple[]>('/system/dict-data/simple-list', { token: await t.api.loginAsAdmin() })).data!;
    const of = (type: string) => simple.filter((d) => d.dictType === type).map((d) => [d.value, d.label]);
    // upstream's values (sql/mysql/ruoyi-vue-pro.sql), and ours beside them (the lock and its outcomes)
    expect(of(DictTypeCode.LOGIN_TYPE)).toEqual(
      expect.arrayContaining([
        ['100', '账号登录'],
        ['101', '社交登录'],
        ['103', '短信登录'],
        ['200', '主动登出'],
        ['300', '账号锁定'],
      ]),
    );
    expect(of(DictTypeCode.LOGIN_RESULT)).toEqual(
      expect.arrayContaining([
        ['0', '成功'],
        ['10', '账号或密码不正确'],
        ['20', '用户被禁用'],
        ['30', '验证码不存在'],
        ['31', '验证码不正确'],
        ['100', '未知异常'],
      ]),
    );
    expect(of(DictTypeCode.OAUTH2_GRANT_TYPE)).toEqual([
      ['password', 'password'],
      ['authorization_code', 'authorization_code'],
      ['implicit', 'implicit'],
      ['client_credentials', 'client_credentials'],
      ['refresh_token', 'refresh_token'],
    ]);
    // every value the login log writes has its label
    for (const value of Object.values(LoginLogType)) expect(of(DictTypeCode.LOGIN_TYPE).map(([v]) => v)).toContain(String(value));
    for (const value of Object.values(LoginResult)) expect(of(DictTypeCode.LOGIN_RESULT).map(([v]) => v)).toContain(String(value));
  });
});
