import { ConfigKey, NotifyMailKind, NotifyTemplateCode, SignupStatus } from '@dha/contracts';
import type { PublishedEvent } from '@dha/server-core';
import { createTestApp, waitFor, type TestApp } from '@dha/testing';
import { SignupEventTypes, type SignupStatusChangedPayload } from '@dha/signup';
import type { Job } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { jobQueue, pauseJob, setConfigValue } from '@dha/infra/testing';
import { createTokenUser as createUser, type TestUser } from '@dha/system/testing';
import { createCourse } from '@dha/signup/testing';
import { OfferReminderJob } from '../commands/send-offer-reminders/offer-reminder.job';
import { NotifyRecipientsConsumer } from '../consumers/notify-recipients/notify-recipients.consumer';
import { displayTime } from '../domain/display-time';
import { SmtpSink } from '../testing';

jest.setTimeout(60_000);

interface OpenOfferRow {
  signup_id: number;
  user_id: number;
  course_id: number;
  version: number;
  offer_deadline: Date;
  reminded_version: number | null;
}

describe('offer reminders (real PostgreSQL, Redis and SMTP)', () => {
  let smtp: SmtpSink;
  let t: TestApp;
  let admin: string;
  let signupAdmin: TestUser;
  let near: number; // reply deadline 10 h: inside the default 24 h window
  let far: number; // reply deadline 48 h: outside it

  beforeAll(async () => {
    smtp = await SmtpSink.start();
    t = await createTestApp({ SMTP_URL: smtp.url });
    admin = await t.api.loginAsAdmin();
    // the job is scheduled every minute; the tests run it themselves, so it is paused and no tick races their setup
    expect(await pauseJob(t, admin, 'offerReminderJob')).toBe('0 * * * * *');
    await jobQueue(t).drain(true);
    signupAdmin = await createUser(t, 'rsadm', ['signup_admin']);
    near = await createCourse(t, admin, { needTeacherAudit: false, replyDeadlineHours: 10 });
    far = await createCourse(t, admin, { needTeacherAudit: false, replyDeadlineHours: 48 });
    // the template is seeded by the notify module; present here whatever the seed holds
    await t.sql(
      `insert into notify_template (tenant_id, name, code, nickname, content, type, status, create_time, update_time)
       values (1, '录取回复截止提醒', ?, '报名中心', '课程【{courseName}】的录取将于 {deadline} 截止回复', 2, 0, now(), now())
       on conflict do nothing`,
      [NotifyTemplateCode.OFFER_REMINDER],
    );
  });
  afterAll(async () => {
    // let the other consumers finish the last events (a push in flight at shutdown fails unhandled)
    await waitFor(async () => !(await t.sql(`select 1 from core_outbox_event where published_at is null limit 1`)).length);
    await new Promise((r) => setTimeout(r, 500));
    await t.close();
    await smtp.close();
  });

  const remind = async (): Promise<number> => Number(/\d+/.exec(await t.app.get(OfferReminderJob).execute())![0]);
  const openOffer = async (signupId: number): Promise<OpenOfferRow | undefined> =>
    (await t.sql<OpenOfferRow>(`select * from notify_open_offer where signup_id = ?`, [signupId]))[0];
  const reminders = async (userId: number) =>
    t.sql<{ template_content: string; template_params: Record<string, string> }>(
      `select template_content, template_params from notify_message where user_id = ? and template_code = ?`,
      [userId, NotifyTemplateCode.OFFER_REMINDER],
    );
  const signupVersion = async (id: number): Promise<number> =>
    Number((await t.sql<{ version: number }>(`select version from signup_signup where id = ?`, [id]))[0]!.version);

  /** An applicant whose signup got an offer (PASS on a course without teacher review); waits until notify knows it. */
  async function offered(courseId: number, mail?: string): Promise<{ id: number; user: TestUser; offer: OpenOfferRow }> {
    const user = await createUser(t, 'rvis');
    if (mail) {
      const r = await t.api.put(
        '/system/user/updateMyProfileInfo',
        { email: mail, mailNotify: [NotifyMailKind.OFFER_REMINDER] },
        { token: user.token },
      );
      expect(r).toMatchObject({ code: 0 });
    }
    const created = await t.api.post<number>(
      '/client/signup/create',
      { courseId, participantKind: 0, identity: '1' },
      { token: user.token },
    );
    expect(created).toMatchObject({ code: 0 });
    const id = created.data!;
    const review = await t.api.post(
      '/signup/signup/review',
      { id, version: await signupVersion(id), action: 'PASS' },
      { token: signupAdmin.token },
    );
    expect(review).toMatchObject({ code: 0 });
    const offer = await waitFor(() => openOffer(id));
    return { id, user, offer };
  }

  it('keeps the open offers from signup events: an offer opens one, the answer closes it', async () => {
    const { id, user, offer } = await offered(far);
    expect(offer).toMatchObject({ user_id: user.id, course_id: far, version: await signupVersion(id), reminded_version: null });
    expect(new Date(offer.offer_deadline).getTime()).toBeGreaterThan(Date.now() + 47 * 3_600_000);
    expect(await t.api.post('/client/signup/confirm', { id, version: offer.version }, { token: user.token })).toMatchObject({ code: 0 });
    await waitFor(async () => !(await openOffer(id)));
  });

  it('never lets an older event reopen an offer a newer one closed', async () => {
    const { id, user, offer } = await offered(near);
    expect(await t.api.post('/client/signup/decline', { id, version: offer.version }, { token: user.token })).toMatchObject({ code: 0 });
    await waitFor(async () => !(await openOffer(id)));
    // the offer's event arrives again by another path (a new delivery id, the same old version)
    const [row] = await t.sql<{ payload: SignupStatusChangedPayload; aggregate_version: number; aggregate_id: string }>(
      `select payload, aggregate_version, aggregate_id from core_outbox_event
       where aggregate_type = 'signup' and aggregate_id = ? and (payload->>'toStatus')::int = ?`,
      [String(id), SignupStatus.WAIT_STUDENT_AUDIT],
    );
    const late: PublishedEvent<SignupStatusChangedPayload> = {
      eventId: randomUUID(),
      type: SignupEventTypes.STATUS_CHANGED,
      aggregateType: 'signup',
      aggregateId: row!.aggregate_id,
      aggregateVersion: row!.aggregate_version,
      payload: row!.payload,
      occurredAt: Date.now(),
    };
    expect(await t.app.get(NotifyRecipientsConsumer).process({ data: late } as Job<PublishedEvent<SignupStatusChangedPayload>>)).toBe(true);
    expect(await openOffer(id)).toBeUndefined();
    expect(await remind()).toBe(0);
    expect(await reminders(user.id)).toEqual([]);
  });

  it('reminds an offer inside the window exactly once, even when runs race or repeat; none outside the window', async () => {
    const inside = await offered(near, 'inside@example.com');
    const outside = await offered(far, 'outside@example.com');
    const runs = await Promise.all([remind(), remind(), remind()]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await remind()).toBe(0);
    const sent = await reminders(inside.user.id);
    expect(sent).toHaveLength(1);
    const courseName = (await t.sql<{ name: string }>(`select name from course_course where id = ?`, [near]))[0]?.name;
    expect(sent[0]!.template_params).toEqual({ courseName, deadline: displayTime(new Date(inside.offer.offer_deadline).getTime()) });
    expect(sent[0]!.template_content).toContain(displayTime(new Date(inside.offer.offer_deadline).getTime()));
    expect(await openOffer(inside.id)).toMatchObject({ reminded_version: inside.offer.version });
    expect(await reminders(outside.user.id)).toEqual([]);
    // opted in to reminders by mail: one mail, with the message's content
    const [mail] = await waitFor(() => (smtp.to('inside@example.com').length ? smtp.to('inside@example.com') : null));
    expect(mail!.text).toContain(courseName!);
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.to('inside@example.com')).toHaveLength(1);
    expect(smtp.to('outside@example.com')).toEqual([]);
  });

  it('sends none after the offer is answered', async () => {
    const { id, user, offer } = await offered(near);
    expect(await t.api.post('/client/signup/confirm', { id, version: offer.version }, { token: user.token })).toMatchObject({ code: 0 });
    await waitFor(async () => !(await openOffer(id)));
    await remind();
    expect(await reminders(user.id)).toEqual([]);
  });

  it('takes the window from the administrator setting (0: no reminders)', async () => {
    const setHours = (value: string) => setConfigValue(t, ConfigKey.OFFER_REMINDER_HOURS, value);
    const later = await offered(far);
    try {
      await setHours('0');
      expect(await remind()).toBe(0);
      await setHours('72');
      expect(await remind()).toBeGreaterThanOrEqual(1);
      expect(await reminders(later.user.id)).toHaveLength(1);
    } finally {
      await setHours('24');
    }
  });
});
