/* eslint-disable @typescript-eslint/no-explicit-any -- tests read loosely typed envelopes */
import { uniq, signIn } from '@dha/system/testing';
import { CommonStatus, RoleCode, type DictDataSimple } from '@dha/contracts';
import { withAdminApp, type TestApp } from '@dha/testing';
import { InfraErrors } from '../infra.errors';
import { downloadXlsx } from '../testing';

/** Dictionary administration: `/system/dict-type/*` and the writes of `/system/dict-data/*`. */
describe('dictionary administration', () => {
  let t: TestApp;
  let admin: string;
  let outsider: string;
  withAdminApp(async (app, adminToken) => {
    [t, admin] = [app, adminToken];
    outsider = (await signIn(t, uniq('nodict'), [RoleCode.COMMON])).token;
  });

  const count = (table: string) => t.rowCount(table);
  const typeBody = (o: Record<string, unknown> = {}) => ({ name: '测试字典', type: 'test_dict', status: 0, remark: '备注', ...o });
  const dataBody = (o: Record<string, unknown> = {}) => ({ sort: 1, label: '甲', value: 'a', dictType: 'test_dict', status: 0, ...o });
  const createType = async (o: Record<string, unknown> = {}) => {
    const r = await t.api.post<number>('/system/dict-type/create', typeBody(o), { token: admin });
    expect(r).toMatchObject({ code: 0, msg: '' });
    return r.data!;
  };
  const createData = async (o: Record<string, unknown> = {}) => {
    const r = await t.api.post<number>('/system/dict-data/create', dataBody(o), { token: admin });
    expect(r).toMatchObject({ code: 0, msg: '' });
    return r.data!;
  };
  const simple = async () => (await t.api.get<DictDataSimple[]>('/system/dict-data/simple-list', { token: admin })).data!;
  const byType = async (type: string) => (await t.api.get<DictDataSimple[]>(`/system/dict-data/type/${type}`, { token: admin })).data!;

  describe('dict types', () => {
    it('creates, reads, pages, lists, edits and deletes a type', async () => {
      const id = await createType({ type: 'dt_happy', name: '快乐字典' });
      const got = await t.api.get<any>('/system/dict-type/get', { token: admin, query: { id } });
      expect(got.data).toEqual({ id, name: '快乐字典', type: 'dt_happy', status: 0, remark: '备注', createTime: expect.any(Number) });

      const page = await t.api.get<any>('/system/dict-type/page', {
        token: admin,
        query: { name: '快乐', type: 'happy', status: 0, 'createTime[0]': '2000-01-01 00:00:00', 'createTime[1]': '2999-12-31 23:59:59' },
      });
      expect(page.data).toEqual({ total: 1, list: [got.data] });
      const past = await t.api.get<any>('/system/dict-type/page', {
        token: admin,
        query: { name: '快乐', 'createTime[0]': '2000-01-01 00:00:00', 'createTime[1]': '2000-12-31 23:59:59' },
      });
      expect(past.data).toEqual({ total: 0, list: [] });
      expect((await t.api.get<any>('/system/dict-type/page', { token: admin, query: { name: '快乐', status: 1 } })).data.total).toBe(0);

      for (const path of ['/system/dict-type/simple-list', '/system/dict-type/list-all-simple']) {
        const list = await t.api.get<any[]>(path, { token: admin });
        expect(list.data).toContainEqual({ id, name: '快乐字典', type: 'dt_happy' });
        expect(list.data!.length).toBe(await count('infra_dict_type'));
      }

      // no entries yet: the type code may change
      expect(
        (await t.api.put('/system/dict-type/update', typeBody({ id, name: '快乐字典2', type: 'dt_happy2', status: 1 }), { token: admin }))
          .data,
      ).toBe(true);
      expect((await t.api.get<any>('/system/dict-type/get', { token: admin, query: { id } })).data).toMatchObject({
        name: '快乐字典2',
        type: 'dt_happy2',
        status: 1,
      });
      expect((await t.api.delete('/system/dict-type/delete', { token: admin, query: { id } })).data).toBe(true);
      expect((await t.api.get('/system/dict-type/get', { token: admin, query: { id } })).code).toBe(InfraErrors.DICT_TYPE_NOT_EXISTS.code);
    });

    it('refuses a duplicate name (1_002_006_003) or type code (1_002_006_004), on create and update', async () => {
      const id = await createType({ type: 'dt_dup', name: '重复字典' });
      const other = await createType({ type: 'dt_dup_other', name: '另一个字典' });
      const before = await count('infra_dict_type');
      expect((await t.api.post('/system/dict-type/create', typeBody({ type: 'dt_dup_x', name: '重复字典' }), { token: admin })).code).toBe(
        1_002_006_003,
      );
      expect((await t.api.post('/system/dict-type/create', typeBody({ type: 'dt_dup', name: '新名字' }), { token: admin })).code).toBe(
        1_002_006_004,
      );
      expect(
        (await t.api.put('/system/dict-type/update', typeBody({ id: other, type: 'dt_dup_other', name: '重复字典' }), { token: admin }))
          .code,
      ).toBe(1_002_006_003);
      expect(
        (await t.api.put('/system/dict-type/update', typeBody({ id: other, type: 'dt_dup', name: '另一个字典' }), { token: admin })).code,
      ).toBe(1_002_006_004);
      // its own name and code are not duplicates
      expect((await t.api.put('/system/dict-type/update', typeBody({ id, type: 'dt_dup', name: '重复字典' }), { token: admin })).code).toBe(
        0,
      );
      expect(await count('infra_dict_type')).toBe(before);
    });

    it('answers 1_002_006_001 for a missing type on get, update and delete', async () => {
      const id = 999_999;
      expect((await t.api.get('/system/dict-type/get', { token: admin, query: { id } })).code).toBe(1_002_006_001);
      expect((await t.api.put('/system/dict-type/update', typeBody({ id, type: 'dt_missing' }), { token: admin })).code).toBe(
        1_002_006_001,
      );
      expect((await t.api.delete('/system/dict-type/delete', { token: admin, query: { id } })).code).toBe(1_002_006_001);
    });

    it('keeps the type code while entries name it (1_002_006_006) and refuses to delete a type with entries (1_002_006_005)', async () => {
      const id = await createType({ type: 'dt_busy', name: '有数据的字典' });
      await createData({ dictType: 'dt_busy', value: '1' });
      const rename = await t.api.put('/system/dict-type/update', typeBody({ id, type: 'dt_busy_new', name: '有数据的字典' }), {
        token: admin,
      });
      expect(rename).toEqual({ code: InfraErrors.DICT_TYPE_CODE_IN_USE.code, msg: InfraErrors.DICT_TYPE_CODE_IN_USE.msg, data: null });
      expect((await t.api.get<any>('/system/dict-type/get', { token: admin, query: { id } })).data.type).toBe('dt_busy');
      // the name may change all the same
      expect(
        (await t.api.put('/system/dict-type/update', typeBody({ id, type: 'dt_busy', name: '改名字典' }), { token: admin })).code,
      ).toBe(0);

      const del = await t.api.delete('/system/dict-type/delete', { token: admin, query: { id } });
      expect(del).toEqual({ code: 1_002_006_005, msg: '无法删除，该字典类型还有字典数据', data: null });
      const empty = await createType({ type: 'dt_empty', name: '空字典' });
      const list = await t.api.delete('/system/dict-type/delete-list', { token: admin, query: { ids: `${empty},${id}` } });
      expect(list.code).toBe(1_002_006_005);
      // all or none: the empty one is still there
      expect((await t.api.get('/system/dict-type/get', { token: admin, query: { id: empty } })).code).toBe(0);
      expect((await t.api.get('/system/dict-type/get', { token: admin, query: { id } })).code).toBe(0);
    });

    it('deletes a list of types', async () => {
      const a = await createType({ type: 'dt_list_a', name: '列表甲' });
      const b = await createType({ type: 'dt_list_b', name: '列表乙' });
      const before = await count('infra_dict_type');
      expect((await t.api.delete('/system/dict-type/delete-list', { token: admin, query: { ids: [a, b] } })).data).toBe(true);
      expect(await count('infra_dict_type')).toBe(before - 2);
    });

    it.each([
      ['a missing name', { name: undefined }, 'name'],
      ['an empty name', { name: '' }, 'name'],
      ['a name too long', { name: '名'.repeat(101) }, 'name'],
      ['a type code too long', { type: 'x'.repeat(101) }, 'type'],
      ['an injection string as type code', { type: "x'; drop table infra_dict_type; --" }, 'type'],
      ['a script tag as type code', { type: '<script>alert(1)</script>' }, 'type'],
      ['a status as a word', { status: 'on' }, 'status'],
      ['an unknown status', { status: 7 }, 'status'],
      ['a remark too long', { remark: 'r'.repeat(501) }, 'remark'],
    ])('refuses %s with 400, nothing written', async (_l, o, field) => {
      const before = await count('infra_dict_type');
      const r = await t.api.post('/system/dict-type/create', typeBody({ type: 'dt_bad', ...o }), { token: admin });
      expect(r.code).toBe(400);
      expect(r.msg).toContain(field);
      expect(r.data).toBeNull();
      const u = await t.api.put('/system/dict-type/update', typeBody({ id: 1, type: 'dt_bad', ...o }), { token: admin });
      expect(u.code).toBe(400);
      expect(await count('infra_dict_type')).toBe(before);
    });

    it('reads a body as upstream does: unknown fields ignored and not stored, a numeric status taken as a number', async () => {
      const id = await createType({ type: 'dt_echo', id: null, createTime: 1_700_000_000_000, tenantId: 2, status: '1' });
      const [row] = await t.sql<any>(`select status, create_time > now() - interval '1 day' as fresh from infra_dict_type where id = ?`, [
        id,
      ]);
      expect(row).toEqual({ status: 1, fresh: true });
    });

    it('refuses malformed ids and filters with 400', async () => {
      expect((await t.api.get('/system/dict-type/get', { token: admin, query: { id: 'abc' } })).code).toBe(400);
      expect((await t.api.delete('/system/dict-type/delete-list', { token: admin, query: { ids: '1,x' } })).code).toBe(400);
      expect((await t.api.get('/system/dict-type/page', { token: admin, query: { status: 'on' } })).code).toBe(400);
      expect((await t.api.get('/system/dict-type/page', { token: admin, query: { 'createTime[0]': 'yesterday' } })).code).toBe(400);
      expect((await t.api.get('/system/dict-type/page', { token: admin, query: { pageSize: 201 } })).code).toBe(400);
    });

    it('exports the filtered types as a valid xlsx', async () => {
      await createType({ type: 'dt_export_1', name: '导出字典一' });
      await createType({ type: 'dt_export_2', name: '导出字典二', status: 1 });
      const { contentType, rows } = await downloadXlsx(t, '/system/dict-type/export-excel', admin, { name: '导出字典', status: '0' });
      expect(contentType).toContain('spreadsheetml');
      expect(rows[0]).toEqual(['字典主键', '字典名称', '字典类型', '状态', '备注', '创建时间']);
      expect(rows.slice(1).map((r) => [r[1], r[2], r[3]])).toEqual([['导出字典一', 'dt_export_1', '开启']]);
    });

    it('answers 403 without the permission code and 401 without a login', async () => {
      const calls: Array<[string, () => Promise<{ code: number }>]> = [
        ['create', () => t.api.post('/system/dict-type/create', typeBody({ type: 'dt_denied' }), { token: outsider })],
        ['update', () => t.api.put('/system/dict-type/update', typeBody({ id: 1 }), { token: outsider })],
        ['delete', () => t.api.delete('/system/dict-type/delete', { token: outsider, query: { id: 1 } })],
        ['delete-list', () => t.api.delete('/system/dict-type/delete-list', { token: outsider, query: { ids: '1' } })],
        ['get', () => t.api.get('/system/dict-type/get', { token: outsider, query: { id: 1 } })],
        ['page', () => t.api.get('/system/dict-type/page', { token: outsider })],
        ['export', () => t.api.get('/system/dict-type/export-excel', { token: outsider })],
      ];
      const before = await count('infra_dict_type');
      for (const [name, call] of calls) expect([name, (await call()).code]).toEqual([name, 403]);
      expect(await count('infra_dict_type')).toBe(before);
      // the simple list is for every staff member; a visitor's client area reads no dictionary types
      expect((await t.api.get('/system/dict-type/simple-list', { token: outsider })).code).toBe(403);
      expect((await t.api.get('/system/dict-type/simple-list')).code).toBe(401);
    });
  });

  describe('dict data', () => {
    beforeAll(async () => {
      await createType({ type: 'dd_main', name: '数据字典' });
      await createType({ type: 'dd_other', name: '另一数据字典' });
      await createType({ type: 'dd_off', name: '停用字典', status: CommonStatus.DISABLE });
    });

    it('creates, reads, pages, edits and deletes an entry, and every console read sees it at once', async () => {
      const id = await createData({
        dictType: 'dd_main',
        value: 'v1',
        label: '一号',
        colorType: 'success',
        cssClass: 'c1',
        remark: '说明',
      });
      const got = await t.api.get<any>('/system/dict-data/get', { token: admin, query: { id } });
      expect(got.data).toEqual({
        id,
        sort: 1,
        label: '一号',
        value: 'v1',
        dictType: 'dd_main',
        status: 0,
        colorType: 'success',
        cssClass: 'c1',
        remark: '说明',
        createTime: expect.any(Number),
      });
      // the write invalidated the one cache: no wait, no reload
      expect(await byType('dd_main')).toEqual([{ dictType: 'dd_main', value: 'v1', label: '一号', colorType: 'success', cssClass: 'c1' }]);
      expect(await simple()).toContainEqual({ dictType: 'dd_main', value: 'v1', label: '一号', colorType: 'success', cssClass: 'c1' });

      const page = await t.api.get<any>('/system/dict-data/page', { token: admin, query: { dictType: 'dd_main', label: '一', status: 0 } });
      expect(page.data).toEqual({ total: 1, list: [got.data] });
      expect((await t.api.get<any>('/system/dict-data/page', { token: admin, query: { dictType: 'dd_main', status: 1 } })).data.total).toBe(
        0,
      );

      expect(
        (
          await t.api.put('/system/dict-data/update', dataBody({ id, dictType: 'dd_main', value: 'v1', label: '一号（改）' }), {
            token: admin,
          })
        ).data,
      ).toBe(true);
      expect((await byType('dd_main'))[0]!.label).toBe('一号（改）');

      // disabled entries leave the simple lists, not the admin page
      await t.api.put('/system/dict-data/update', dataBody({ id, dictType: 'dd_main', value: 'v1', status: CommonStatus.DISABLE }), {
        token: admin,
      });
      expect(await byType('dd_main')).toEqual([]);
      expect((await simple()).some((e) => e.dictType === 'dd_main')).toBe(false);
      expect((await t.api.get<any>('/system/dict-data/page', { token: admin, query: { dictType: 'dd_main' } })).data.total).toBe(1);

      expect((await t.api.delete('/system/dict-data/delete', { token: admin, query: { id } })).data).toBe(true);
      expect((await t.api.get('/system/dict-data/get', { token: admin, query: { id } })).code).toBe(1_002_007_001);
    });

    it('keeps values unique within a type (1_002_007_003), not across types', async () => {
      const id = await createData({ dictType: 'dd_main', value: 'same' });
      const before = await count('infra_dict_data');
      const dup = await t.api.post('/system/dict-data/create', dataBody({ dictType: 'dd_main', value: 'same', label: '乙' }), {
        token: admin,
      });
      expect(dup).toEqual({ code: 1_002_007_003, msg: '已经存在该值的字典数据', data: null });
      expect(await count('infra_dict_data')).toBe(before);
      await createData({ dictType: 'dd_other', value: 'same' });
      const second = await createData({ dictType: 'dd_main', value: 'same2' });
      expect(
        (await t.api.put('/system/dict-data/update', dataBody({ id: second, dictType: 'dd_main', value: 'same' }), { token: admin })).code,
      ).toBe(1_002_007_003);
      // its own value is no duplicate
      expect(
        (await t.api.put('/system/dict-data/update', dataBody({ id, dictType: 'dd_main', value: 'same', sort: 5 }), { token: admin })).code,
      ).toBe(0);
    });

    it('puts entries only into an existing (1_002_006_001), enabled (1_002_006_002) type', async () => {
      const before = await count('infra_dict_data');
      expect((await t.api.post('/system/dict-data/create', dataBody({ dictType: 'dd_nowhere' }), { token: admin })).code).toBe(
        1_002_006_001,
      );
      expect((await t.api.post('/system/dict-data/create', dataBody({ dictType: 'dd_off' }), { token: admin })).code).toBe(1_002_006_002);
      expect(await count('infra_dict_data')).toBe(before);
    });

    it('answers 1_002_007_001 for a missing entry on get, update and delete; delete-list is all or none', async () => {
      const id = 999_999;
      expect((await t.api.get('/system/dict-data/get', { token: admin, query: { id } })).code).toBe(1_002_007_001);
      expect((await t.api.put('/system/dict-data/update', dataBody({ id, dictType: 'dd_main' }), { token: admin })).code).toBe(
        1_002_007_001,
      );
      expect((await t.api.delete('/system/dict-data/delete', { token: admin, query: { id } })).code).toBe(1_002_007_001);
      const a = await createData({ dictType: 'dd_main', value: 'dl_a' });
      const b = await createData({ dictType: 'dd_main', value: 'dl_b' });
      expect((await t.api.delete('/system/dict-data/delete-list', { token: admin, query: { ids: `${a},${id}` } })).code).toBe(
        1_002_007_001,
      );
      expect((await t.api.get('/system/dict-data/get', { token: admin, query: { id: a } })).code).toBe(0);
      expect((await t.api.delete('/system/dict-data/delete-list', { token: admin, query: { ids: `${a},${b}` } })).data).toBe(true);
      expect((await byType('dd_main')).some((e) => e.value === 'dl_a' || e.value === 'dl_b')).toBe(false);
    });

    it.each([
      ['a missing label', { label: undefined }, 'label'],
      ['an empty value', { value: '' }, 'value'],
      ['a value too long', { value: 'v'.repeat(101) }, 'value'],
      ['a label too long', { label: '标'.repeat(101) }, 'label'],
      ['a sort as a word', { sort: 'first' }, 'sort'],
      ['a negative sort', { sort: -1 }, 'sort'],
      ['a missing status', { status: undefined }, 'status'],
      ['an unknown colour type', { colorType: 'pink' }, 'colorType'],
      ['an injection string as dict type', { dictType: "dd_main' or '1'='1" }, 'dictType'],
      ['a cssClass too long', { cssClass: 'c'.repeat(101) }, 'cssClass'],
    ])('refuses %s with 400, nothing written', async (_l, o, field) => {
      const before = await count('infra_dict_data');
      const r = await t.api.post('/system/dict-data/create', dataBody({ dictType: 'dd_main', value: 'bad', ...o }), { token: admin });
      expect(r.code).toBe(400);
      expect(r.msg).toContain(field);
      expect(r.data).toBeNull();
      expect(await count('infra_dict_data')).toBe(before);
    });

    it('reads a body as upstream does: unknown fields ignored and not stored, a numeric sort taken as a number', async () => {
      const id = await createData({ dictType: 'dd_main', value: 'echo', id2: 1, createTime: 1_700_000_000_000, sort: '99' });
      const [row] = await t.sql<any>(`select sort, create_time > now() - interval '1 day' as fresh from infra_dict_data where id = ?`, [
        id,
      ]);
      expect(row).toEqual({ sort: 99, fresh: true });
    });

    it('stores an injection string as a label verbatim', async () => {
      const label = "'); delete from infra_dict_data; --";
      const id = await createData({ dictType: 'dd_other', value: 'inj', label });
      expect((await t.api.get<any>('/system/dict-data/get', { token: admin, query: { id } })).data.label).toBe(label);
      expect(await count('infra_dict_data')).toBeGreaterThan(100);
    });

    it('exports the filtered entries as a valid xlsx, under both paths', async () => {
      await createData({ dictType: 'dd_other', value: 'x1', label: '导出一', sort: 1 });
      await createData({ dictType: 'dd_other', value: 'x2', label: '导出二', sort: 2, status: 1 });
      for (const path of ['/system/dict-data/export-excel', '/system/dict-data/export']) {
        const { rows } = await downloadXlsx(t, path, admin, { dictType: 'dd_other', label: '导出' });
        expect(rows[0]).toEqual(['字典编码', '字典排序', '字典标签', '字典键值', '字典类型', '状态']);
        expect(rows.slice(1).map((r) => r.slice(1))).toEqual([
          [1, '导出一', 'x1', 'dd_other', '开启'],
          [2, '导出二', 'x2', 'dd_other', '关闭'],
        ]);
      }
    });

    it('answers 403 without the permission code, nothing written', async () => {
      const before = await count('infra_dict_data');
      const calls: Array<[string, () => Promise<{ code: number }>]> = [
        ['create', () => t.api.post('/system/dict-data/create', dataBody({ dictType: 'dd_main', value: 'denied' }), { token: outsider })],
        ['update', () => t.api.put('/system/dict-data/update', dataBody({ id: 1 }), { token: outsider })],
        ['delete', () => t.api.delete('/system/dict-data/delete', { token: outsider, query: { id: 1 } })],
        ['delete-list', () => t.api.delete('/system/dict-data/delete-list', { token: outsider, query: { ids: '1,2' } })],
        ['get', () => t.api.get('/system/dict-data/get', { token: outsider, query: { id: 1 } })],
        ['page', () => t.api.get('/system/dict-data/page', { token: outsider })],
        ['export', () => t.api.get('/system/dict-data/export-excel', { token: outsider })],
      ];
      for (const [name, call] of calls) expect([name, (await call()).code]).toEqual([name, 403]);
      expect(await count('infra_dict_data')).toBe(before);
    });
  });
});
