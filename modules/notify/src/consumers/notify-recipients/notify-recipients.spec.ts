/* eslint-disable @typescript-eslint/no-explicit-any -- tests read loosely typed envelopes */
import { CommonStatus, NotifyTemplateCode as C, RoleCode } from '@dha/contracts';
import { courseBody as validCourseBody } from '@dha/course/testing';
import { CourseEventTypes } from '@dha/course';
import { createTestApp, waitFor, type TestApp } from '@dha/testing';
import type { PublishedEvent } from '@dha/server-core';
import type { Job } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { createTokenUser as createUser, uniq, type TestUser } from '@dha/system/testing';
import { NotifyEventTypes } from '../../contract/notify.events';
import { displaySpan, displayTime } from '../../domain/display-time';
import { NotifyRecipientsConsumer } from './notify-recipients.consumer';

jest.setTimeout(60_000);

interface Sent {
  user_id: number;
  template_code: string;
  template_content: string;
  template_params: Record<string, unknown>;
  source_event_id: string;
}

const DAY = 86_400_000;

describe('who hears what (real transitions, relay and consumer)', () => {
  let t: TestApp;
  let admin: string;
  let adminId: number;
  let signupAdmin: TestUser;
  let teacher: TestUser;
  let courseA: number;
  let courseABody: Record<string, unknown>;
  /** every reviewer of tenant 1 in this test's database: super_admin, and the roles granting course:signup:review */
  let reviewers: number[];

  /** A course open for signup (status 10), offers answered within 48 h. */
  const courseBody = (o: Record<string, unknown> = {}) =>
    validCourseBody({ name: `通知课程 ${uniq('n')}`, code: uniq('NTF'), replyDeadlineHours: 48, status: 10, ...o });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.api.loginAsAdmin();
    adminId = Number((await t.sql<{ id: number }>(`select id from system_users where username = 'admin'`))[0]!.id);
    signupAdmin = await createUser(t, 'rsa', [RoleCode.SIGNUP_ADMIN]);
    teacher = await createUser(t, 'rtc', [RoleCode.COURSE_TEACHER]);
    // a teacher of other courses: hears nothing of course A
    await createUser(t, 'rto', [RoleCode.COURSE_TEACHER]);
    // neither holds the review permission: never alerted
    await createUser(t, 'rot', [RoleCode.OTHER_TEACHER]);
    await createUser(t, 'rcm', [RoleCode.COMMON]);
    courseABody = courseBody({ teacherIds: [teacher.id] });
    const created = await t.api.post<number>('/course/course/create', courseABody, { token: admin });
    expect(created.code).toBe(0);
    courseA = created.data!;
    // teachers review only their own courses: they hear of a signup through the teacher audit request
    reviewers = [adminId, signupAdmin.id].sort((a, b) => a - b);
  });
  afterAll(() => t.close());

  const row = async (id: number) =>
    (await t.sql<{ version: number; status: number }>(`select version, status from signup_signup where id = ?`, [id]))[0]!;
  const eventsOf = async (signupId: number) =>
    t.sql<{ event_id: string; payload: any }>(
      `select event_id, payload from core_outbox_event where aggregate_type = 'signup' and aggregate_id = ? order by id`,
      [String(signupId)],
    );
  const sentFor = (eventId: string) =>
    t.sql<Sent>(
      `select user_id, template_code, template_content, template_params, source_event_id::text from notify_message where source_event_id = ? order by user_id, template_code`,
      [eventId],
    );
  /** the messages of the signup's n-th event (1-based), once the consumer has applied it */
  const messagesOfEvent = async (signupId: number, n: number): Promise<Sent[]> => {
    const event = await waitFor(async () => (await eventsOf(signupId))[n - 1]);
    await waitFor(
      async () =>
        (await t.sql(`select 1 from core_processed_event where consumer = 'notify' and event_id = ?`, [event.event_id])).length > 0,
    );
    return sentFor(event.event_id);
  };
  const who = (sent: Sent[]) => sent.map((m) => [m.user_id, m.template_code]);
  const to = (ids: number[], code: string) => ids.map((id) => [id, code]);
  const byUser = (list: Array<[number, string] | (string | number)[]>) =>
    [...list].sort((a, b) => Number(a[0]) - Number(b[0]) || String(a[1]).localeCompare(String(b[1])));

  async function submit(courseId: number, user?: TestUser): Promise<{ id: number; user: TestUser }> {
    const u = user ?? (await createUser(t, 'rv'));
    const r = await t.api.post<number>('/client/signup/create', { courseId, participantKind: 0, identity: '1' }, { token: u.token });
    expect(r.code).toBe(0);
    return { id: r.data!, user: u };
  }
  async function post(token: string, path: string, id: number, extra: object = {}) {
    const { version } = await row(id);
    const r = await t.api.post(path, { id, version, ...extra }, { token });
    expect(r).toMatchObject({ code: 0 });
  }

  it('walks submit → pass → approve → confirm → complete, telling exactly the right people each time', async () => {
    const { id, user } = await submit(courseA);

    // submitted: the applicant, and every reviewer of the tenant
    const submitted = await messagesOfEvent(id, 1);
    expect(who(submitted)).toEqual(byUser([[user.id, C.SIGNUP_SUBMITTED], ...to(reviewers, C.REVIEW_NEW_SIGNUP)]));
    const mine = submitted.find((m) => m.user_id === user.id)!;
    expect(mine.template_content).toContain(courseABody.name as string);
    expect(mine.template_content).toContain('待审核');
    // the fixtures' applicants have the real name 学员<n>
    expect(submitted.find((m) => m.user_id === adminId)!.template_content).toMatch(/申请人：学员\d+/);

    // passed to the teacher: the applicant, and the course's teacher (not the other teacher)
    await post(signupAdmin.token, '/signup/signup/review', id, { action: 'PASS' });
    expect(who(await messagesOfEvent(id, 2))).toEqual(
      byUser([
        [user.id, C.SIGNUP_PASSED],
        [teacher.id, C.TEACHER_AUDIT_REQUEST],
      ]),
    );

    // a formal offer: the applicant, with the reply deadline
    await post(teacher.token, '/signup/signup/review', id, { action: 'APPROVE', offer: 'FORMAL' });
    const offer = await messagesOfEvent(id, 3);
    expect(who(offer)).toEqual([[user.id, C.SIGNUP_OFFER_FORMAL]]);
    const deadline = (await eventsOf(id))[2]!.payload.offerDeadline as number;
    expect(offer[0]!.template_content).toContain(displayTime(deadline));
    expect(offer[0]!.template_content).toContain('待学员回复');
    expect(offer[0]!.template_params).toMatchObject({
      courseName: courseABody.name,
      deadline: displayTime(deadline),
      statusLabel: '待学员回复',
    });

    // the applicant's own actions are told to the applicant (and to nobody else)
    await post(user.token, '/client/signup/confirm', id);
    expect(who(await messagesOfEvent(id, 4))).toEqual([[user.id, C.SIGNUP_ACCEPTED_FORMAL]]);
    const done = await t.api.post('/signup/signup/complete', { courseId: courseA, ids: [id] }, { token: teacher.token });
    expect(done.code).toBe(0);
    const finished = await messagesOfEvent(id, 5);
    expect(who(finished)).toEqual([[user.id, C.SIGNUP_FINISHED]]);
    expect(finished[0]!.template_content).toContain('已完成');

    // and the applicant sees them all in their own list, newest first
    const my = await t.api.get<any>('/system/notify-message/my-page', { token: user.token });
    expect(my.data.list.map((m: any) => m.templateCode)).toEqual([
      C.SIGNUP_FINISHED,
      C.SIGNUP_ACCEPTED_FORMAL,
      C.SIGNUP_OFFER_FORMAL,
      C.SIGNUP_PASSED,
      C.SIGNUP_SUBMITTED,
    ]);
    expect((await t.api.get('/system/notify-message/get-unread-count', { token: user.token })).data).toBe(5);
  });

  it('a candidate offer and a reject say so; the teacher who rejects is not told of it', async () => {
    const a = await submit(courseA);
    await post(signupAdmin.token, '/signup/signup/review', a.id, { action: 'PASS' });
    await post(teacher.token, '/signup/signup/review', a.id, { action: 'APPROVE', offer: 'CANDIDATE' });
    expect(who(await messagesOfEvent(a.id, 3))).toEqual([[a.user.id, C.SIGNUP_OFFER_CANDIDATE]]);
    await post(a.user.token, '/client/signup/confirm', a.id);
    expect(who(await messagesOfEvent(a.id, 4))).toEqual([[a.user.id, C.SIGNUP_ACCEPTED_CANDIDATE]]);

    const b = await submit(courseA);
    await post(signupAdmin.token, '/signup/signup/review', b.id, { action: 'PASS' });
    await post(teacher.token, '/signup/signup/review', b.id, { action: 'REJECT', remark: '名额已满' });
    const rejected = await messagesOfEvent(b.id, 3);
    expect(who(rejected)).toEqual([[b.user.id, C.SIGNUP_REJECTED]]);
    expect(rejected[0]!.template_content).toContain('名额已满');
    expect(rejected[0]!.template_content).toContain('未录取');
  });

  it('a withdrawal tells the applicant and the reviewers; an admin cancel tells the applicant only', async () => {
    const w = await submit(courseA);
    await messagesOfEvent(w.id, 1);
    await post(w.user.token, '/client/signup/withdraw', w.id);
    expect(who(await messagesOfEvent(w.id, 2))).toEqual(byUser([[w.user.id, C.SIGNUP_WITHDRAWN], ...to(reviewers, C.REVIEW_WITHDRAWN)]));

    const c = await submit(courseA);
    await post(signupAdmin.token, '/signup/signup/cancel', c.id, { remark: '资料不全' });
    const cancelled = await messagesOfEvent(c.id, 2);
    expect(who(cancelled)).toEqual([[c.user.id, C.SIGNUP_CANCELLED]]);
    expect(cancelled[0]!.template_content).toContain('已取消');
  });

  it('a signup made for someone by a reviewer alerts the other reviewers, not that reviewer', async () => {
    const visitor = await createUser(t, 'rvf');
    const r = await t.api.post<number>(
      '/signup/signup/create-for',
      { courseId: courseA, participantKind: 0, identity: '1', userId: visitor.id },
      { token: signupAdmin.token },
    );
    expect(r.code).toBe(0);
    const sent = await messagesOfEvent(r.data!, 1);
    const others = reviewers.filter((id) => id !== signupAdmin.id);
    expect(who(sent)).toEqual(byUser([[visitor.id, C.SIGNUP_SUBMITTED], ...to(others, C.REVIEW_NEW_SIGNUP)]));
  });

  it('a redelivered event creates nothing more (consumer record, and the unique index behind it)', async () => {
    const { id } = await submit(courseA);
    const before = await messagesOfEvent(id, 1);
    expect(before).toHaveLength(1 + reviewers.length);
    const [event] = await t.sql<any>(
      `select event_id, type, aggregate_type, aggregate_id, aggregate_version, payload from core_outbox_event where aggregate_type = 'signup' and aggregate_id = ? order by id limit 1`,
      [String(id)],
    );
    const data: PublishedEvent = {
      eventId: event.event_id,
      type: event.type,
      aggregateType: event.aggregate_type,
      aggregateId: event.aggregate_id,
      aggregateVersion: event.aggregate_version,
      payload: event.payload,
      occurredAt: Date.now(),
    };
    const consumer = t.app.get(NotifyRecipientsConsumer);
    const job = { id: event.event_id, data } as unknown as Job<PublishedEvent<any>>;
    expect(await consumer.process(job)).toBe(false);
    expect(await consumer.process(job)).toBe(false);
    // even with the consumer's record gone, the database keeps one message per event and recipient
    await t.sql(`delete from core_processed_event where consumer = 'notify' and event_id = ?`, [event.event_id]);
    expect(await consumer.process(job)).toBe(true);
    expect(await sentFor(event.event_id)).toEqual(before);
    const created = await t.sql(
      `select id from core_outbox_event where type = ? and (payload->'message'->>'id')::int in (select id from notify_message where source_event_id = ?)`,
      [NotifyEventTypes.MESSAGE_CREATED, event.event_id],
    );
    expect(created).toHaveLength(before.length);
  });

  it("names the applicant as on the signup; an event without that name reads the applicant's account", async () => {
    const { id } = await submit(courseA);
    const [event] = await t.sql<any>(
      `select type, aggregate_type, aggregate_id, aggregate_version, payload from core_outbox_event where aggregate_type = 'signup' and aggregate_id = ? order by id limit 1`,
      [String(id)],
    );
    const consumer = t.app.get(NotifyRecipientsConsumer);
    /** the applicant's message of a copy of the submission with this payload, applied by the consumer */
    const toldAs = async (payload: Record<string, unknown>): Promise<string> => {
      const eventId = randomUUID();
      const data: PublishedEvent = {
        eventId,
        type: event.type,
        aggregateType: event.aggregate_type,
        aggregateId: event.aggregate_id,
        aggregateVersion: event.aggregate_version,
        payload,
        occurredAt: Date.now(),
      };
      expect(await consumer.process({ id: eventId, data } as unknown as Job<PublishedEvent<any>>)).toBe(true);
      const reviewerMessage = (await sentFor(eventId)).find((m) => m.user_id === adminId)!;
      return reviewerMessage.template_params.applicantName as string;
    };
    expect(event.payload.applicantName).toMatch(/^学员\d+$/);
    expect(await toldAs({ ...event.payload, applicantName: '王小明' })).toBe('王小明');
    const { applicantName, ...unnamed } = event.payload;
    // the fixtures give the account the same real name the signup took
    expect(await toldAs(unnamed)).toBe(applicantName);
    await t.sql(`update system_users set real_name = '李四' where id = ?`, [event.payload.userId]);
    expect(await toldAs(unnamed)).toBe('李四');
  });

  it('participants of a course hear of a change of its time, place and status; dropped applicants do not', async () => {
    const body = courseBody({ teacherIds: [teacher.id] });
    const courseId = (await t.api.post<number>('/course/course/create', body, { token: admin })).data!;
    const live1 = await submit(courseId);
    const live2 = await submit(courseId);
    const gone = await submit(courseId);
    await post(gone.user.token, '/client/signup/withdraw', gone.id);
    await messagesOfEvent(gone.id, 2);
    const participants = [live1.user.id, live2.user.id].sort((a, b) => a - b);

    const place = (await t.api.post<number>('/course/location/create', { name: `新场地 ${uniq('p')}` }, { token: admin })).data!;
    const startTime = (body.startTime as number) + DAY;
    const endTime = (body.endTime as number) + DAY;
    const updated = await t.api.put(
      '/course/course/update',
      { ...body, id: courseId, startTime, endTime, locationId: place },
      { token: admin },
    );
    expect(updated.code).toBe(0);
    const courseEvents = async (type: string) =>
      t.sql<{ event_id: string; payload: any }>(
        `select event_id, payload from core_outbox_event where aggregate_type = 'course' and aggregate_id = ? and type = ? order by id`,
        [String(courseId), type],
      );
    const [upd] = await courseEvents(CourseEventTypes.UPDATED).then((rows) => rows.slice(-1));
    expect(upd!.payload.changes).toMatchObject({ time: { startTime, endTime }, place: { locationId: place, previousLocationId: null } });
    const changed = await waitFor(async () => {
      const sent = await sentFor(upd!.event_id);
      return sent.length === 4 ? sent : null;
    });
    expect(who(changed)).toEqual(byUser([...to(participants, C.COURSE_TIME_CHANGED), ...to(participants, C.COURSE_PLACE_CHANGED)]));
    expect(changed.find((m) => m.template_code === C.COURSE_TIME_CHANGED)!.template_content).toContain(displaySpan(startTime, endTime));
    expect(changed.find((m) => m.template_code === C.COURSE_PLACE_CHANGED)!.template_content).toContain('新场地');

    // an update that changes neither time nor place tells nobody
    const renamed = await t.api.put(
      '/course/course/update',
      { ...body, id: courseId, startTime, endTime, locationId: place, name: `${body.name}（改）` },
      { token: admin },
    );
    expect(renamed.code).toBe(0);
    const [quiet] = await courseEvents(CourseEventTypes.UPDATED).then((rows) => rows.slice(-1));
    expect(quiet!.payload.changes).toBeUndefined();

    const paused = await t.api.put('/course/course/update-status', { id: courseId, status: 40 }, { token: admin });
    expect(paused.code).toBe(0);
    const [st] = await courseEvents(CourseEventTypes.STATUS_CHANGED);
    const pausedSent = await waitFor(async () => {
      const sent = await sentFor(st!.event_id);
      return sent.length === 2 ? sent : null;
    });
    expect(who(pausedSent)).toEqual(to(participants, C.COURSE_PAUSED));
    expect(pausedSent[0]!.template_content).toContain('已暂停');
    // the quiet update is acknowledged without a message (the consumer does not even open a transaction)
    const quietJob = {
      id: quiet!.event_id,
      data: {
        eventId: quiet!.event_id,
        type: CourseEventTypes.UPDATED,
        aggregateType: 'course',
        aggregateId: String(courseId),
        aggregateVersion: null,
        payload: quiet!.payload,
        occurredAt: Date.now(),
      },
    } as unknown as Job<PublishedEvent<any>>;
    expect(await t.app.get(NotifyRecipientsConsumer).process(quietJob)).toBe(false);
    expect(await sentFor(quiet!.event_id)).toEqual([]);
    expect(await t.sql(`select id from notify_message where user_id = ? and template_code like 'course-%'`, [gone.user.id])).toEqual([]);
  });

  it('a disabled template sends nothing for its events; the others still go out', async () => {
    await t.sql(`update notify_template set status = ? where code = ?`, [CommonStatus.DISABLE, C.REVIEW_NEW_SIGNUP]);
    try {
      const { id, user } = await submit(courseA);
      expect(who(await messagesOfEvent(id, 1))).toEqual([[user.id, C.SIGNUP_SUBMITTED]]);
    } finally {
      await t.sql(`update notify_template set status = ? where code = ?`, [CommonStatus.ENABLE, C.REVIEW_NEW_SIGNUP]);
    }
  });

  it('a decline is told as such; a freed formal place promotes the first candidate, who is told', async () => {
    const body = courseBody({ needTeacherAudit: false, formalStudentQuota: 1, candidateStudentQuota: 2 });
    const courseId = (await t.api.post<number>('/course/course/create', body, { token: admin })).data!;
    const formal = await submit(courseId);
    await post(signupAdmin.token, '/signup/signup/review', formal.id, { action: 'PASS' });
    await post(formal.user.token, '/client/signup/confirm', formal.id);
    const waiting = await submit(courseId);
    await post(signupAdmin.token, '/signup/signup/review', waiting.id, { action: 'PASS', offer: 'CANDIDATE' });
    await post(waiting.user.token, '/client/signup/confirm', waiting.id);
    expect(who(await messagesOfEvent(waiting.id, 3))).toEqual([[waiting.user.id, C.SIGNUP_ACCEPTED_CANDIDATE]]);

    await post(formal.user.token, '/client/signup/withdraw', formal.id);
    expect(who(await messagesOfEvent(formal.id, 4))).toEqual(
      byUser([[formal.user.id, C.SIGNUP_WITHDRAWN], ...to(reviewers, C.REVIEW_WITHDRAWN)]),
    );
    const promoted = await messagesOfEvent(waiting.id, 4);
    expect(who(promoted)).toEqual([[waiting.user.id, C.SIGNUP_PROMOTED]]);
    expect(promoted[0]!.template_content).toContain('正式录取');

    const declining = await submit(courseId);
    await post(signupAdmin.token, '/signup/signup/review', declining.id, { action: 'PASS', offer: 'CANDIDATE' });
    await post(declining.user.token, '/client/signup/decline', declining.id);
    expect(who(await messagesOfEvent(declining.id, 3))).toEqual([[declining.user.id, C.SIGNUP_DECLINED]]);
  });

  it('no message anywhere is left with an unfilled placeholder', async () => {
    const sent = await t.sql<{ template_content: string }>(`select template_content from notify_message`);
    expect(sent.length).toBeGreaterThan(30);
    for (const m of sent) expect(m.template_content).not.toMatch(/\{\w+\}/);
  });
});
