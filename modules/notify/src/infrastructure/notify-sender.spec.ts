/* eslint-disable @typescript-eslint/no-explicit-any -- tests read loosely typed rows */
import { NotifyMailKind } from '@dha/contracts';
import { createTestApp, type TestApp } from '@dha/testing';
import { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { createTokenUser as createUser, uniq, type TestUser } from '@dha/auth/testing';
import { NotifyEventTypes } from '../contract/notify.events';
import { createTemplate, templateBody } from '../testing';
import { NotifySender } from './notify-sender';

describe('NotifySender', () => {
  let t: TestApp;
  let code: string;
  let bob: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await t.api.loginAsAdmin();
    bob = await createUser(t, 'nmb');
    code = uniq('msg-tpl-');
    await createTemplate(t, admin, templateBody({ name: '消息测试', code, type: 2, content: '第 {n} 条' }));
  });
  afterAll(() => t.close());

  it('one message per (event, user, template); the database refuses a second, and the sender skips it', async () => {
    const sender = t.app.get(NotifySender);
    const u = await createUser(t, 'nms');
    const eventId = randomUUID();
    const input = {
      tenantId: 1,
      templateCode: code,
      userIds: [u.id, u.id, bob.id],
      params: { n: 5 },
      sourceEventId: eventId,
      mailKind: NotifyMailKind.SIGNUP_STATUS,
    };
    // u takes signup-status messages by mail; bob does not
    const optedIn = await t.api.put(
      '/system/user/updateMyProfileInfo',
      { email: 'u@example.com', mailNotify: [NotifyMailKind.SIGNUP_STATUS] },
      { token: u.token },
    );
    expect(optedIn).toMatchObject({ code: 0 });
    const first = await t.em().transactional((em: EntityManager) => sender.send(em, input));
    expect(first.map((m) => m.userId).sort()).toEqual([u.id, bob.id].sort());
    const again = await t.em().transactional((em: EntityManager) => sender.send(em, input));
    expect(again).toEqual([]);
    const rows = await t.sql<{ user_id: number }>(`select user_id from notify_message where source_event_id = ?`, [eventId]);
    expect(rows).toHaveLength(2);
    // the unique index itself, not only the sender, refuses the duplicate
    await expect(
      t.sql(
        `insert into notify_message (tenant_id, user_id, user_type, template_id, template_code, template_nickname, template_content,
           template_type, template_params, source_event_id, create_time, update_time)
         select tenant_id, user_id, user_type, template_id, template_code, template_nickname, template_content, template_type,
           template_params, source_event_id, now(), now() from notify_message where source_event_id = ? and user_id = ?`,
        [eventId, u.id],
      ),
    ).rejects.toThrow(/notify_message_source_unique/);
    const events = await t.sql<{ payload: any }>(
      `select payload from core_outbox_event where type = ? and (payload->'message'->>'id')::int = any(?::int[])`,
      [NotifyEventTypes.MESSAGE_CREATED, `{${first.map((m) => m.id)}}`],
    );
    expect(events).toHaveLength(2);
    const mine = events.find((e) => e.payload.message.userId === u.id)!.payload;
    expect(mine).toMatchObject({ tenantId: 1, unreadCount: 1, mailKind: 'signup-status', message: { templateContent: '第 5 条' } });
    // only an opted-in user's message is marked for mail (the relay then routes bob's to no mail job)
    expect(events.find((e) => e.payload.message.userId === bob.id)!.payload.mailKind).toBeNull();
  });

  it('a rollback of the caller leaves neither message nor event', async () => {
    const sender = t.app.get(NotifySender);
    const u = await createUser(t, 'nmx');
    await expect(
      t.em().transactional(async (em: EntityManager) => {
        await sender.send(em, { tenantId: 1, templateCode: code, userIds: [u.id], params: { n: 1 } });
        throw new Error('the caller fails after sending');
      }),
    ).rejects.toThrow('the caller fails');
    expect(await t.sql(`select id from notify_message where user_id = ?`, [u.id])).toEqual([]);
    expect(
      await t.sql(`select id from core_outbox_event where type = ? and (payload->'message'->>'userId')::int = ?`, [
        NotifyEventTypes.MESSAGE_CREATED,
        u.id,
      ]),
    ).toEqual([]);
  });
});
