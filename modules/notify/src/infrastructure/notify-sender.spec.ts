/* eslint-disable @typescript-eslint/no-explicit-any -- tests read loosely typed rows */
import { NotifyMailKind } from '@dha/contracts';
import { createTestApp, type TestApp } from '@dha/testing';
import { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { createTokenUser as createUser, uniq, type TestUser } from '@dha/system/testing';
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
    // and only for the kinds they took: u takes no review alerts by mail
    const [[alert]] = await t
      .em()
      .transactional((em: EntityManager) =>
        sender.sendAll(em, [{ ...input, sourceEventId: randomUUID(), mailKind: NotifyMailKind.REVIEW_ALERT, userIds: [u.id] }]),
      );
    const [alerted] = await t.sql<{ payload: any }>(`select payload from core_outbox_event where (payload->'message'->>'id')::int = ?`, [
      alert!.message.id,
    ]);
    expect(alerted!.payload).toMatchObject({ mailKind: null, message: { userId: u.id } });
  });

  it('sends many notices at once: each gets its own messages, and the unread count of a user counts every new one', async () => {
    const sender = t.app.get(NotifySender);
    const u = await createUser(t, 'nma');
    const [first, second] = [randomUUID(), randomUUID()];
    const notice = (sourceEventId: string, n: number) => ({
      tenantId: 1,
      templateCode: code,
      userIds: [u.id],
      params: { n },
      sourceEventId,
    });
    const sent = await t
      .em()
      .transactional((em: EntityManager) =>
        sender.sendAll(em, [
          notice(first, 1),
          { tenantId: 1, templateCode: uniq('missing-'), userIds: [u.id], params: {}, onMissingTemplate: 'skip' as const },
          { ...notice(first, 2), userIds: [u.id, bob.id] },
          notice(second, 3),
          { ...notice(second, 4), userIds: [] },
        ]),
      );
    expect(sent.map((messages) => messages.map(({ message: m }) => [m.userId, m.templateContent]))).toEqual([
      [[u.id, '第 1 条']],
      [],
      // the second notice of the same event, user and template is a duplicate of the first
      [[bob.id, '第 2 条']],
      [[u.id, '第 3 条']],
      [],
    ]);
    const events = await t.sql<{ payload: any }>(
      `select payload from core_outbox_event where type = ? and (payload->'message'->>'userId')::int = ? order by id`,
      [NotifyEventTypes.MESSAGE_CREATED, u.id],
    );
    expect(events.map((e) => [e.payload.message.templateContent, e.payload.unreadCount])).toEqual([
      ['第 1 条', 1],
      ['第 3 条', 2],
    ]);
    // a notice of an unknown template fails the whole call when it is not told to skip
    await expect(
      t
        .em()
        .transactional((em: EntityManager) =>
          sender.sendAll(em, [notice(randomUUID(), 5), { tenantId: 1, templateCode: uniq('missing-'), userIds: [u.id], params: {} }]),
        ),
    ).rejects.toMatchObject({ code: 1_002_026_000 });
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
