/* eslint-disable @typescript-eslint/no-explicit-any -- tests read loosely typed envelopes */
import { RoleCode } from '@dha/contracts';
import { withAdminApp, type TestApp } from '@dha/testing';
import { CourseErrors } from '../course.errors';
import { signIn } from '@dha/system/testing';
import { courseBody } from '../testing';

describe('centres /course/location/* and /client/location/list', () => {
  let t: TestApp;
  let admin: string;
  withAdminApp((app, adminToken) => {
    [t, admin] = [app, adminToken];
  });

  const count = () => t.rowCount('course_location');
  const body = (o: Record<string, unknown> = {}) => ({
    name: '城东中心',
    address: '城东路 1 号',
    latitude: 31.2304,
    longitude: 121.4737,
    trafficGuide:
      '<p>地铁 2 号线<script>x()</script></p><img src="/admin-api/infra/file/map.png" onerror="y()"><img src="https://m.example/track.png">',
    sort: 1,
    ...o,
  });

  it('manages centres with sanitised traffic directions', async () => {
    const created = await t.api.post<number>('/course/location/create', body(), { token: admin });
    expect(created.code).toBe(0);
    const id = created.data!;
    const got = await t.api.get<any>('/course/location/get', { token: admin, query: { id } });
    expect(got.data).toMatchObject({ id, name: '城东中心', latitude: 31.2304, longitude: 121.4737, status: 0 });
    expect(got.data.trafficGuide).toBe('<p>地铁 2 号线</p><img src="/admin-api/infra/file/map.png" />');
    expect((await t.api.put('/course/location/update', body({ id, name: '城东中心（新）' }), { token: admin })).data).toBe(true);
    expect((await t.api.get<any>('/course/location/page', { token: admin, query: { name: '新' } })).data).toMatchObject({ total: 1 });
    expect((await t.api.get<any>('/course/location/list-all-simple', { token: admin })).data).toContainEqual({
      id,
      name: '城东中心（新）',
    });

    const pub = await t.api.get<any>('/client/location/list');
    expect(pub.code).toBe(0);
    expect(pub.data.find((l: any) => l.id === id)).toMatchObject({
      name: '城东中心（新）',
      address: '城东路 1 号',
      trafficGuide: expect.stringContaining('地铁'),
    });

    const courseId = (await t.api.post<number>('/course/course/create', courseBody({ locationId: id }), { token: admin })).data!;
    const inUse = await t.api.delete('/course/location/delete', { token: admin, query: { id } });
    expect(inUse.code).toBe(CourseErrors.LOCATION_IN_USE.code);
    expect((await t.api.get<any>('/client/course/get', { query: { id: courseId } })).data).toMatchObject({
      locationName: '城东中心（新）',
    });
    await t.api.delete('/course/course/delete', { token: admin, query: { id: courseId } });
    expect((await t.api.delete('/course/location/delete', { token: admin, query: { id } })).data).toBe(true);
    expect((await t.api.get('/course/location/get', { token: admin, query: { id } })).code).toBe(CourseErrors.LOCATION_NOT_EXISTS.code);
  });

  it.each([
    ['latitude out of range', { latitude: 91 }, 'latitude'],
    ['longitude as a word', { longitude: 'east' }, 'longitude'],
    ['empty name', { name: '' }, 'name'],
    ['address too long', { address: 'x'.repeat(256) }, 'address'],
  ])('refuses %s with 400, nothing written', async (_l, o, field) => {
    const before = await count();
    const r = await t.api.post('/course/location/create', body(o), { token: admin });
    expect(r.code).toBe(400);
    expect(r.msg).toContain(field);
    expect(await count()).toBe(before);
  });

  it('reads a body as upstream does: unknown fields ignored and not stored, a numeric longitude taken as a number', async () => {
    const r = await t.api.post<number>('/course/location/create', body({ city: 'x', tenantId: 2, longitude: '121.5' }), { token: admin });
    expect(r.code).toBe(0);
    expect(await t.sql('select tenant_id, longitude from course_location where id = ?', [r.data])).toEqual([
      { tenant_id: 1, longitude: 121.5 },
    ]);
  });

  it('keeps the location route to super/dept/area admins', async () => {
    const area = await signIn(t, 'locarea', [RoleCode.AREA_ADMIN]);
    expect((await t.api.post('/course/location/create', body({ name: '片区中心' }), { token: area.token })).code).toBe(0);
    for (const [name, role] of [
      ['locsignup', RoleCode.SIGNUP_ADMIN],
      ['locoffice', RoleCode.OFFICE_ADMIN],
      ['locteacher', RoleCode.COURSE_TEACHER],
      ['loccommon', RoleCode.COMMON],
    ] as const) {
      const u = await signIn(t, name, [role]);
      expect([role, (await t.api.post('/course/location/create', body(), { token: u.token })).code]).toEqual([role, 403]);
      expect([role, (await t.api.get('/course/location/page', { token: u.token })).code]).toEqual([role, 403]);
    }
  });
});
