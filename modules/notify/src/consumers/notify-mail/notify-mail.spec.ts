import { NotifyMailKind, type NotifyMailKindValue, type NotifyMessageVO } from '@dha/contracts';
import { OutboxEvent, type PublishedEvent } from '@dha/server-core';
import { createTestApp, waitFor, type TestApp } from '@dha/testing';
import type { Job } from 'bullmq';
import { createTokenUser as createUser, type TestUser } from '@dha/system/testing';
import { NOTIFY_MESSAGE_AGGREGATE, NotifyEventTypes, type NotifyMessageCreatedPayload } from '../../contract/notify.events';
import { SmtpSink, messageFor } from '../../testing';
import { NotifyMailConsumer } from './notify-mail.consumer';

jest.setTimeout(60_000);

describe('mail channel (real SMTP server, PostgreSQL and Redis)', () => {
  let smtp: SmtpSink;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await SmtpSink.start();
    t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'DHA 培训中心 <notify@dha.example>' });
  });
  afterAll(async () => {
    // let the other consumers finish the last events (a push in flight at shutdown fails unhandled)
    await waitFor(async () => !(await t.sql(`select 1 from core_outbox_event where published_at is null limit 1`)).length);
    await new Promise((r) => setTimeout(r, 500));
    await t.close();
    await smtp.close();
  });

  /** A visitor whose profile says where and what they want by mail (set through the profile call). */
  async function visitor(email: string | null, mailNotify: NotifyMailKindValue[]): Promise<TestUser> {
    const user = await createUser(t, 'mail');
    const r = await t.api.put('/system/user/updateMyProfileInfo', { email, mailNotify }, { token: user.token });
    expect(r).toMatchObject({ code: 0 });
    return user;
  }

  /** Writes a NotifyMessageCreated event to the outbox, as NotifySender does; answers the event id. */
  async function publish(
    message: NotifyMessageVO,
    mailKind: NotifyMailKindValue | null,
  ): Promise<PublishedEvent<NotifyMessageCreatedPayload>> {
    const payload: NotifyMessageCreatedPayload = { tenantId: 1, message, unreadCount: 1, mailKind };
    const row = OutboxEvent.of({
      type: NotifyEventTypes.MESSAGE_CREATED,
      aggregateType: NOTIFY_MESSAGE_AGGREGATE,
      aggregateId: message.id,
      payload,
    });
    await t.em().transactional(async (em) => em.persist(row));
    return {
      eventId: row.eventId,
      type: row.type,
      aggregateType: row.aggregateType,
      aggregateId: row.aggregateId,
      aggregateVersion: null,
      payload,
      occurredAt: row.occurredAt.getTime(),
    };
  }

  const processed = async (eventId: string): Promise<boolean> =>
    (await t.sql(`select 1 from core_processed_event where consumer = 'notify-mail' and event_id = ?`, [eventId])).length > 0;

  it('mails a message to a user who opted in to its kind: sender and first line as subject, plain text, Message-ID of the message', async () => {
    const user = await visitor('zhang.san@example.com', [NotifyMailKind.SIGNUP_STATUS]);
    const message = messageFor(user.id);
    await publish(message, NotifyMailKind.SIGNUP_STATUS);
    const [mail] = await waitFor(() => (smtp.to('zhang.san@example.com').length ? smtp.to('zhang.san@example.com') : null));
    expect(mail!.subject).toBe('报名中心：您报名的课程已录取');
    expect(mail!.text).toContain('您报名的课程已录取\n请在 48 小时内确认');
    expect(mail!.html).toBe(false);
    expect(mail!.messageId).toBe(`<notify-message-${message.id}@dha.example>`);
    expect(mail!.from?.value[0]?.address).toBe('notify@dha.example');
    expect(mail!.headers.get('auto-submitted')).toBe('auto-generated');
  });

  it('mails nothing to a user who did not opt in to that kind, to one without an address, or for a message with no mail kind', async () => {
    const otherKind = await visitor('li.si@example.com', [NotifyMailKind.COURSE_CHANGE]);
    const noAddress = await visitor(null, [NotifyMailKind.SIGNUP_STATUS]);
    const optedOut = await visitor('wang.wu@example.com', []);
    const events = [
      await publish(messageFor(otherKind.id), NotifyMailKind.SIGNUP_STATUS),
      await publish(messageFor(noAddress.id), NotifyMailKind.SIGNUP_STATUS),
      await publish(messageFor(optedOut.id), NotifyMailKind.SIGNUP_STATUS),
    ];
    // each event was handled (recorded), and handling sent nothing
    await waitFor(async () => (await Promise.all(events.map((e) => processed(e.eventId)))).every(Boolean));
    const noKind = await publish(messageFor(otherKind.id), null);
    expect(await t.app.get(NotifyMailConsumer).process({ data: noKind } as Job<PublishedEvent<NotifyMessageCreatedPayload>>)).toBe(false);
    // the opted-in kind does arrive, so the silence above is the opt-in's doing
    const kindEvent = await publish(messageFor(otherKind.id, '课程时间调整'), NotifyMailKind.COURSE_CHANGE);
    await waitFor(() => smtp.to('li.si@example.com').length > 0);
    await waitFor(() => processed(kindEvent.eventId));
    expect(smtp.to('li.si@example.com').map((m) => m.subject)).toEqual(['报名中心：课程时间调整']);
    expect(smtp.to('wang.wu@example.com')).toEqual([]);
  });

  it('a redelivered event sends nothing twice', async () => {
    const user = await visitor('zhao.liu@example.com', [NotifyMailKind.SIGNUP_STATUS, NotifyMailKind.OFFER_REMINDER]);
    const event = await publish(messageFor(user.id), NotifyMailKind.OFFER_REMINDER);
    await waitFor(() => smtp.to('zhao.liu@example.com').length > 0);
    await waitFor(() => processed(event.eventId));
    const consumer = t.app.get(NotifyMailConsumer);
    const job = { data: event } as Job<PublishedEvent<NotifyMessageCreatedPayload>>;
    expect(await Promise.all([consumer.process(job), consumer.process(job)])).toEqual([false, false]);
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.to('zhao.liu@example.com')).toHaveLength(1);
  });

  it('a send the SMTP server refuses is retried (nothing recorded until it went out) and arrives once', async () => {
    const user = await visitor('sun.qi@example.com', [NotifyMailKind.REVIEW_ALERT]);
    const message = messageFor(user.id, '新的报名待审核');
    smtp.refuseNext(1);
    const event = await publish(message, NotifyMailKind.REVIEW_ALERT);
    const [mail] = await waitFor(() => (smtp.to('sun.qi@example.com').length ? smtp.to('sun.qi@example.com') : null), 15_000);
    expect(mail!.messageId).toBe(`<notify-message-${message.id}@dha.example>`);
    await waitFor(() => processed(event.eventId));
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.to('sun.qi@example.com')).toHaveLength(1);
  });

  it('stops mailing once the user opts out', async () => {
    const user = await visitor('zhou.ba@example.com', [NotifyMailKind.SIGNUP_STATUS]);
    expect(await t.api.put('/system/user/updateMyProfileInfo', { mailNotify: [] }, { token: user.token })).toMatchObject({ code: 0 });
    const event = await publish(messageFor(user.id), NotifyMailKind.SIGNUP_STATUS);
    await waitFor(() => processed(event.eventId));
    expect(smtp.to('zhou.ba@example.com')).toEqual([]);
  });
});
