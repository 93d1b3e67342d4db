/* eslint-disable @typescript-eslint/no-explicit-any -- tests read loosely typed envelopes */
import { withAdminApp, type TestApp } from '@dha/testing';
import { courseBody } from '../testing';

/**
 * Course descriptions keep images from our own uploads only (the API's file path and the file
 * servers of FILE_BASE_URLS) and no class the console does not produce, on create and on update.
 */
describe('rich text of a course through create and update (FILE_BASE_URLS configured)', () => {
  let t: TestApp;
  let admin: string;
  withAdminApp(
    (app, adminToken) => {
      [t, admin] = [app, adminToken];
    },
    { FILE_BASE_URLS: 'https://files.dha.example/uploads/, https://cdn.dha.example/u' },
  );

  const html =
    '<p class="ql-align-center x">介绍</p>' +
    '<img src="/admin-api/infra/file/4/get/a.png" class="big" />' +
    '<img src="https://files.dha.example/uploads/b.png" />' +
    '<img src="https://cdn.dha.example/u/c.png" />' +
    '<img src="data:image/png;base64,AAAA" />' +
    '<img src="https://tracker.example/pixel.gif" />' +
    '<img src="https://files.dha.example/private/d.png" />' +
    '<img src="//tracker.example/admin-api/infra/file/e.png" />' +
    '<img src="/admin-api/infra/file/../../system/user/page" />' +
    '<img src="data:image/svg+xml;base64,PHN2Zz4=" />';
  const kept =
    '<p>介绍</p>' +
    '<img src="/admin-api/infra/file/4/get/a.png" />' +
    '<img src="https://files.dha.example/uploads/b.png" />' +
    '<img src="https://cdn.dha.example/u/c.png" />' +
    '<img src="data:image/png;base64,AAAA" />';

  const description = async (id: number): Promise<string> =>
    (await t.api.get<any>('/course/course/get', { token: admin, query: { id } })).data.description;

  it('create keeps our own images and drops the others and every class', async () => {
    const created = await t.api.post<number>('/course/course/create', courseBody({ description: html }), { token: admin });
    expect(created.code).toBe(0);
    expect(await description(created.data!)).toBe(kept);
  });

  it('update does the same', async () => {
    const code = `RT-${Date.now()}`;
    const created = await t.api.post<number>('/course/course/create', courseBody({ code, description: '<p>旧</p>' }), { token: admin });
    const id = created.data!;
    expect(await t.api.put('/course/course/update', courseBody({ id, code, description: html }), { token: admin })).toMatchObject({
      code: 0,
    });
    expect(await description(id)).toBe(kept);
    // the client course page reads the same sanitised text
    expect(await t.api.get<any>('/client/course/get', { query: { id } })).toMatchObject({ code: 0, data: { description: kept } });
  });

  it('a cover image must be one of our own uploads too', async () => {
    for (const coverUrl of ['/admin-api/infra/file/1/cover.png', 'https://cdn.dha.example/u/cover.jpg']) {
      expect(await t.api.post('/course/course/create', courseBody({ coverUrl }), { token: admin })).toMatchObject({ code: 0 });
    }
    for (const coverUrl of ['https://tracker.example.com/p.gif', '/admin-api/infra/file/../../system/user/page', '//evil.example/x.png']) {
      const refused = await t.api.post('/course/course/create', courseBody({ coverUrl }), { token: admin });
      expect([refused.code, refused.msg]).toEqual([400, expect.stringContaining('coverUrl')]);
    }
  });

  it('a centre traffic guide follows the same rule', async () => {
    const created = await t.api.post<number>(
      '/course/location/create',
      { name: `中心 ${Date.now()}`, address: '路 1 号', trafficGuide: html, sort: 1 },
      { token: admin },
    );
    expect(created.code).toBe(0);
    const got = await t.api.get<any>('/course/location/get', { token: admin, query: { id: created.data! } });
    expect(got.data.trafficGuide).toBe(kept);
  });
});
