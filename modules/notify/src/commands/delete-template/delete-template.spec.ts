import { NotifyErrors } from '../../notify.errors';
import { templateBody, useAdminApp } from '../../testing';

describe('/system/notify-template/delete-list', () => {
  const app = useAdminApp();

  it('delete-list takes repeated or comma-separated ids, and deletes nothing when one is unknown', async () => {
    const { t, admin } = app;
    const ids: number[] = [];
    for (let i = 0; i < 3; i++)
      ids.push((await t.api.post<number>('/system/notify-template/create', templateBody(), { token: admin })).data!);
    const count = async () =>
      Number((await t.sql<{ n: string }>(`select count(*) n from notify_template where id = any(?::int[])`, [`{${ids}}`]))[0]!.n);
    expect(await t.api.delete('/system/notify-template/delete-list', { token: admin, query: { ids: [ids[0]!, 999_999] } })).toMatchObject({
      code: NotifyErrors.NOTIFY_TEMPLATE_NOT_EXISTS.code,
    });
    expect(await count()).toBe(3);
    expect(await t.api.delete('/system/notify-template/delete-list', { token: admin, query: { ids: [ids[0]!, ids[1]!] } })).toMatchObject({
      code: 0,
    });
    expect(await t.api.delete('/system/notify-template/delete-list', { token: admin, query: { ids: `${ids[2]}` } })).toMatchObject({
      code: 0,
    });
    expect(await count()).toBe(0);
  });
});
