/* eslint-disable @typescript-eslint/no-explicit-any -- tests read loosely typed envelopes */
import { RoleCode } from '@dha/contracts';
import { withAdminApp, type TestApp } from '@dha/testing';
import { CourseErrors } from '../course.errors';
import { signIn } from '@dha/system/testing';
import { courseBody } from '../testing';

describe('course types /course/type/* and code series /course/code/*', () => {
  let t: TestApp;
  let admin: string;
  withAdminApp((app, adminToken) => {
    [t, admin] = [app, adminToken];
  });

  const count = (table: string) => t.rowCount(table);

  it('manages course types tied to the course_type dictionary', async () => {
    const created = await t.api.post<number>(
      '/course/type/create',
      { name: '禅修课程', dictValue: '1', codePrefix: 'CX', sort: 1 },
      { token: admin },
    );
    expect(created.code).toBe(0);
    const id = created.data!;
    expect((await t.api.get<any>('/course/type/get', { token: admin, query: { id } })).data).toMatchObject({
      id,
      name: '禅修课程',
      dictValue: '1',
      codePrefix: 'CX',
      status: 0,
    });

    const dup = await t.api.post('/course/type/create', { name: '重复', dictValue: '1', codePrefix: 'X' }, { token: admin });
    expect(dup).toEqual({ code: CourseErrors.TYPE_DICT_VALUE_DUPLICATE.code, msg: '课程类型【1】已存在', data: null });

    const before = await count('course_type');
    for (const [body, field] of [
      [{ name: 'x', dictValue: '99', codePrefix: 'X' }, 'dictValue'],
      [{ name: '', dictValue: '2', codePrefix: 'X' }, 'name'],
      [{ name: 'x', dictValue: '2', codePrefix: 'a b' }, 'codePrefix'],
      [{ name: 'x'.repeat(51), dictValue: '2', codePrefix: 'X' }, 'name'],
      [{ name: 'x', dictValue: '2', codePrefix: 'X', status: 5 }, 'status'],
    ] as const) {
      const r = await t.api.post('/course/type/create', body, { token: admin });
      expect([r.code, r.msg.includes(field)]).toEqual([400, true]);
    }
    expect(await count('course_type')).toBe(before);

    expect(
      (await t.api.put('/course/type/update', { id, name: '禅修', dictValue: '1', codePrefix: 'CX', status: 1 }, { token: admin })).data,
    ).toBe(true);
    const page = await t.api.get<any>('/course/type/page', { token: admin, query: { name: '禅' } });
    expect(page.data).toMatchObject({ total: 1, list: [{ id, name: '禅修', status: 1 }] });
    expect((await t.api.get<any>('/course/type/list-all-simple', { token: admin })).data.map((x: any) => x.id)).not.toContain(id);
    expect((await t.api.delete('/course/type/delete', { token: admin, query: { id } })).data).toBe(true);
    expect((await t.api.get('/course/type/get', { token: admin, query: { id } })).code).toBe(CourseErrors.TYPE_NOT_EXISTS.code);
  });

  it('refuses to delete a type that a course uses', async () => {
    const id = (await t.api.post<number>('/course/type/create', { name: '读书会', dictValue: '2', codePrefix: 'DS' }, { token: admin }))
      .data!;
    expect((await t.api.post('/course/course/create', courseBody({ type: '2' }), { token: admin })).code).toBe(0);
    const r = await t.api.delete('/course/type/delete', { token: admin, query: { id } });
    expect(r.code).toBe(CourseErrors.TYPE_IN_USE.code);
  });

  it('hands out codes from a series, never twice, skipping codes taken by hand', async () => {
    const typeId = (
      await t.api.post<number>('/course/type/create', { name: '公益讲座', dictValue: '3', codePrefix: 'GY' }, { token: admin })
    ).data!;
    const created = await t.api.post<number>('/course/code/create', { typeId, prefix: 'CT-2026-', digits: 3 }, { token: admin });
    expect(created.code).toBe(0);
    const seriesId = created.data!;
    const dup = await t.api.post('/course/code/create', { typeId, prefix: 'OTHER-' }, { token: admin });
    expect(dup.code).toBe(CourseErrors.CODE_SERIES_TYPE_DUPLICATE.code);
    expect((await t.api.post('/course/code/create', { typeId: 987654, prefix: 'Z-' }, { token: admin })).msg).toContain('typeId');
    expect((await t.api.post('/course/code/create', { typeId, prefix: 'bad prefix' }, { token: admin })).code).toBe(400);
    expect((await t.api.post('/course/code/create', { typeId, prefix: 'Q-', digits: 9 }, { token: admin })).code).toBe(400);

    const next = () => t.api.post<any>('/course/code/next', undefined, { token: admin, query: { typeId } });
    expect((await next()).data).toEqual({ code: 'CT-2026-001', seriesId });
    expect((await t.api.post('/course/course/create', courseBody({ code: 'CT-2026-002', type: '3' }), { token: admin })).code).toBe(0);
    expect((await next()).data.code).toBe('CT-2026-003');
    const got = await t.api.get<any>('/course/code/get', { token: admin, query: { id: seriesId } });
    expect(got.data).toMatchObject({ typeId, typeName: '公益讲座', nextNumber: 4, nextCode: 'CT-2026-004' });

    // many editors at once: all codes distinct
    const burst = await Promise.all(Array.from({ length: 10 }, () => next()));
    const codes = burst.map((r) => r.data.code);
    expect(new Set(codes).size).toBe(10);
    expect(codes.sort()[0]).toBe('CT-2026-004');

    expect((await t.api.put('/course/code/update', { id: seriesId, typeId, prefix: 'CT-2026-', status: 1 }, { token: admin })).data).toBe(
      true,
    );
    expect((await next()).code).toBe(CourseErrors.CODE_SERIES_DISABLED.code);
    expect((await t.api.post('/course/code/next', undefined, { token: admin, query: { typeId: 987654 } })).code).toBe(
      CourseErrors.CODE_SERIES_NOT_EXISTS.code,
    );
    expect((await t.api.post('/course/code/next', undefined, { token: admin, query: { typeId: 'x' } })).code).toBe(400);

    const page = await t.api.get<any>('/course/code/page', { token: admin, query: { typeId } });
    expect(page.data.total).toBe(1);
    expect((await t.api.delete('/course/code/delete', { token: admin, query: { id: seriesId } })).data).toBe(true);
    expect((await t.api.get('/course/code/get', { token: admin, query: { id: seriesId } })).code).toBe(
      CourseErrors.CODE_SERIES_NOT_EXISTS.code,
    );
  });

  it('keeps type and code calls to their permissions', async () => {
    const teacher = await signIn(t, 'typeteacher', [RoleCode.COURSE_TEACHER]);
    expect((await t.api.post('/course/type/create', { name: 'x', dictValue: '4', codePrefix: 'X' }, { token: teacher.token })).code).toBe(
      403,
    );
    expect((await t.api.get('/course/code/page', { token: teacher.token })).code).toBe(403);
    expect((await t.api.post('/course/code/next', undefined, { token: teacher.token, query: { typeId: 1 } })).code).toBe(403);
    const dept = await signIn(t, 'typedept', [RoleCode.DEPT_ADMIN]);
    expect((await t.api.get('/course/type/page', { token: dept.token })).code).toBe(0);
    expect((await t.api.get('/course/type/page')).code).toBe(401);
  });
});
