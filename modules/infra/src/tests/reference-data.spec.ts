import { CommonStatus, ConfigKey, type DictDataSimple, DictTypeCode, PUBLIC_CONFIG_KEYS } from '@dha/contracts';
import { REDIS_CLIENT } from '@dha/server-core';
import { createTestApp, type TestApp } from '@dha/testing';
import { QueryBus } from '@nestjs/cqrs';
import type Redis from 'ioredis';
import { GetConfigValueQuery, GetDictEntriesQuery } from '../contract';
import { DictionaryCache } from '../infrastructure/dictionary.cache';
import { BASE_DICTIONARIES } from '../seed/base-dictionaries';

/** Configuration and dictionaries are read through the one DictionaryCache: one app for both (each part restores what it changes). */
describe('reference data (read side)', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await t.api.loginAsAdmin();
  });
  afterAll(() => t.close());

  describe('configuration (read side)', () => {
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

    it('refuses a missing, empty, repeated or huge key with 400 naming the field, and ignores unknown parameters', async () => {
      const missing = await t.api.get('/infra/config/get-value-by-key', { token });
      expect(missing.code).toBe(400);
      expect(missing.msg).toContain('key');
      for (const result of [await byKey(''), await byKey('k'.repeat(101)), await byKey(['a', 'b'])]) {
        expect(result.code).toBe(400);
        expect(result.msg).toContain('key');
        expect(result.data).toBeNull();
      }
      expect(await byKey(ConfigKey.ORG_NAME, { other: 'x' })).toMatchObject({ code: 0, data: 'DHA 培训中心' });
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

  describe('dictionary data (read side)', () => {
    const listAll = async (path = '/system/dict-data/list-all-simple') => {
      const result = await t.api.get<DictDataSimple[]>(path, { token });
      expect(result.code).toBe(0);
      return result.data!;
    };
    const byType = async (type: string) => {
      const result = await t.api.get<DictDataSimple[]>(`/system/dict-data/type/${type}`, { token });
      expect(result).toMatchObject({ code: 0, msg: '' });
      return result.data!;
    };

    it('seeds every dictionary the spec names, with Chinese labels', async () => {
      const types = await t.sql<{ type: string }>('select type from infra_dict_type');
      const names = types.map((r) => r.type);
      for (const type of [
        'user_type',
        'common_status',
        'terminal',
        'course_type',
        'course_recruitment_type',
        'signup_identity',
        'signup_identity_type',
        'signup_education',
        'system_certificate_type',
        'pay_order_status',
        'pay_refund_status',
        'pay_channel_code',
        'system_user_sex',
        'notify-template-type',
        'system_notify_template_type',
        'course_class_status',
        'signup_offer_type',
        'signup_participant_kind',
        'signup_status',
        'course_claim_status',
        'system_menu_type',
        'system_data_scope',
        'infra_job_status',
        'infra_boolean_string',
      ]) {
        expect(names).toContain(type);
        expect((await byType(type)).length).toBeGreaterThan(0);
      }
      const rows = await t.sql<{ n: string }>('select count(*) as n from infra_dict_data');
      expect(Number(rows[0]!.n)).toBe(BASE_DICTIONARIES.reduce((n, d) => n + d.entries.length, 0));
    });

    it('answers the values and labels of the spec table', async () => {
      const pairs = async (type: string) => (await byType(type)).map((e) => [e.value, e.label]);
      expect(await pairs(DictTypeCode.COMMON_STATUS)).toEqual([
        ['0', '开启'],
        ['1', '关闭'],
      ]);
      expect(await pairs(DictTypeCode.USER_SEX)).toEqual([
        ['1', '男'],
        ['2', '女'],
      ]);
      expect(await pairs(DictTypeCode.SIGNUP_STATUS)).toEqual([
        ['0', '初始化'],
        ['10', '待审核'],
        ['20', '待老师审核'],
        ['30', '待学员回复'],
        ['40', '正式录取'],
        ['41', '候补录取'],
        ['42', '未录取'],
        ['50', '已取消'],
        ['60', '已完成'],
      ]);
      expect(await pairs(DictTypeCode.COURSE_CLASS_STATUS)).toEqual([
        ['10', '正常课前'],
        ['11', '正常课中'],
        ['12', '正常课后'],
        ['20', '已完成'],
        ['40', '已暂停'],
      ]);
      expect(await pairs(DictTypeCode.SIGNUP_OFFER_TYPE)).toEqual([
        ['0', '正式'],
        ['1', '候补'],
      ]);
      expect(await pairs(DictTypeCode.SIGNUP_PARTICIPANT_KIND)).toEqual([
        ['0', '学员'],
        ['1', '服务'],
      ]);
      expect(await pairs(DictTypeCode.PAY_ORDER_STATUS)).toEqual([
        ['0', '未支付'],
        ['10', '已支付'],
        ['20', '已退款'],
        ['30', '支付关闭'],
      ]);
      expect(await pairs('notify-template-type')).toEqual([
        ['1', '通知公告'],
        ['2', '系统消息'],
      ]);
      expect(await pairs('system_notify_template_type')).toEqual(await pairs('notify-template-type'));
      expect((await pairs(DictTypeCode.PAY_CHANNEL_CODE)).map(([v]) => v)).toEqual([
        'wx_pub',
        'wx_lite',
        'wx_app',
        'wx_native',
        'wx_bar',
        'alipay_pc',
        'alipay_wap',
        'alipay_app',
        'alipay_qr',
        'alipay_bar',
        'mock',
        'wallet',
      ]);
      expect(await pairs(DictTypeCode.INFRA_BOOLEAN_STRING)).toEqual([
        ['true', '是'],
        ['false', '否'],
      ]);
      expect((await pairs(DictTypeCode.SIGNUP_EDUCATION)).at(-1)).toEqual(['8', '博士']);
    });

    it('gives every entry a colour type the console knows', async () => {
      for (const entry of await listAll()) {
        expect(['', 'default', 'primary', 'success', 'info', 'warning', 'danger']).toContain(entry.colorType);
      }
    });

    it('lists every enabled entry shaped {dictType, value, label, colorType, cssClass}, by dictType then sort', async () => {
      const list = await listAll();
      expect(list.length).toBeGreaterThan(100);
      for (const entry of list) expect(Object.keys(entry).sort()).toEqual(['colorType', 'cssClass', 'dictType', 'label', 'value']);
      expect(list).toContainEqual({ dictType: 'system_user_sex', value: '2', label: '女', colorType: 'danger', cssClass: '' });
      const expected = await t.sql<{ dict_type: string; value: string }>(
        `select dict_type, value from infra_dict_data where status = ${CommonStatus.ENABLE} order by dict_type, sort, id`,
      );
      expect(list.map((e) => [e.dictType, e.value])).toEqual(expected.map((r) => [r.dict_type, r.value]));
      const types = list.map((e) => e.dictType);
      expect(types).toEqual([...types].sort());
    });

    it('answers the same list under the alias simple-list', async () => {
      expect(await listAll('/system/dict-data/simple-list')).toEqual(await listAll());
    });

    it('answers an unknown type with an empty list', async () => {
      expect(await byType('no_such_dictionary')).toEqual([]);
    });

    it('refuses a malformed or huge type with 400 naming it', async () => {
      for (const type of ['bad%20type', 'x'.repeat(101), '%3Cscript%3E']) {
        const result = await t.api.get(`/system/dict-data/type/${type}`, { token });
        expect(result.code).toBe(400);
        expect(result.msg).toContain('type');
        expect(result.data).toBeNull();
      }
    });

    it('needs a login', async () => {
      for (const path of ['/system/dict-data/list-all-simple', '/system/dict-data/simple-list', '/system/dict-data/type/common_status']) {
        expect((await t.api.get(path)).code).toBe(401);
      }
    });

    describe('the one dictionary cache', () => {
      const setLabel = (label: string) =>
        t.sql(`update infra_dict_data set label = ? where dict_type = 'system_user_sex' and value = '1'`, [label]);
      afterEach(async () => {
        await setLabel('男');
        await t.sql(`update infra_dict_data set status = ${CommonStatus.ENABLE} where dict_type = 'system_user_sex'`);
        await t.app.get(DictionaryCache).invalidate();
      });

      it('serves from memory until invalidated, then the new data', async () => {
        await byType('system_user_sex'); // loaded
        await setLabel('男性');
        expect((await byType('system_user_sex'))[0]!.label).toBe('男'); // still cached
        await t.app.get(DictionaryCache).invalidate();
        expect((await byType('system_user_sex'))[0]!.label).toBe('男性');
        expect((await listAll()).find((e) => e.dictType === 'system_user_sex' && e.value === '1')!.label).toBe('男性');
      });

      it('leaves disabled entries out after invalidation', async () => {
        await t.sql(`update infra_dict_data set status = ${CommonStatus.DISABLE} where dict_type = 'system_user_sex' and value = '2'`);
        await t.app.get(DictionaryCache).invalidate();
        expect((await byType('system_user_sex')).map((e) => e.value)).toEqual(['1']);
        expect((await listAll()).some((e) => e.dictType === 'system_user_sex' && e.value === '2')).toBe(false);
      });

      it('drops its snapshot when another process announces a change over Redis', async () => {
        await byType('system_user_sex');
        await setLabel('男士');
        const redis = t.app.get<Redis>(REDIS_CLIENT);
        await redis.publish(`${t.config.REDIS_PREFIX}:infra:dictionary-cache:invalidate`, 'test');
        let label = '';
        for (let i = 0; i < 50 && label !== '男士'; i++) {
          label = (await byType('system_user_sex'))[0]!.label;
          if (label !== '男士') await new Promise((r) => setTimeout(r, 20));
        }
        expect(label).toBe('男士');
      });

      it('backs the contract query GetDictEntriesQuery', async () => {
        const entries = await t.app.get(QueryBus).execute(new GetDictEntriesQuery('signup_offer_type'));
        expect(entries).toEqual([
          { dictType: 'signup_offer_type', value: '0', label: '正式', colorType: 'success', cssClass: '' },
          { dictType: 'signup_offer_type', value: '1', label: '候补', colorType: 'warning', cssClass: '' },
        ]);
        expect(await t.app.get(QueryBus).execute(new GetDictEntriesQuery('no_such_dictionary'))).toEqual([]);
      });
    });
  });
});
