import { templateBody, useAdminApp } from '../../testing';

describe('/system/notify-template/create and update', () => {
  const app = useAdminApp();

  it('refuses a taken code on create and on update (1_002_026_001)', async () => {
    const { t, admin } = app;
    const a = templateBody();
    const b = templateBody();
    await t.api.post('/system/notify-template/create', a, { token: admin });
    const idB = (await t.api.post<number>('/system/notify-template/create', b, { token: admin })).data!;
    expect(await t.api.post('/system/notify-template/create', { ...a, name: '另一个' }, { token: admin })).toEqual({
      code: 1_002_026_001,
      msg: `已经存在编码为【${a.code}】的站内信模板`,
      data: null,
    });
    expect(await t.api.put('/system/notify-template/update', { ...b, id: idB, code: a.code }, { token: admin })).toMatchObject({
      code: 1_002_026_001,
    });
    expect(await t.api.put('/system/notify-template/update', { ...b, id: 999_999 }, { token: admin })).toMatchObject({
      code: 1_002_026_000,
    });
  });

  it.each([
    ['name', { name: '' }],
    ['name', { name: 'x'.repeat(64) }],
    ['code', { code: undefined }],
    ['code', { code: 'has space' }],
    ['type', { type: 3 }],
    ['type', { type: 'notice' }],
    ['nickname', { nickname: undefined }],
    ['content', { content: '' }],
    ['content', { content: 'x'.repeat(1025) }],
    ['status', { status: 2 }],
    ['remark', { remark: 5 }],
  ])('create refuses a bad %s with 400 naming it', async (field, patch) => {
    const { t, admin } = app;
    const r = await t.api.post('/system/notify-template/create', templateBody(patch), { token: admin });
    expect(r.code).toBe(400);
    expect(r.msg).toContain(field);
  });
});
