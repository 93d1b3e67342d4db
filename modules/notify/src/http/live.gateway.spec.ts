import { AuthEventTypes } from '@dha/auth';
import { sessionKeyOf } from '@dha/server-core';
import { SystemEventTypes } from '@dha/system';
import {
  LiveRooms,
  NotifyTemplateCode,
  SignupStatus,
  type LiveCoursePlacesEvent,
  type LiveNotifyEvent,
  type LiveSessionEvent,
  type LiveSignupChangedEvent,
} from '@dha/contracts';
import { eventQueueName } from '@dha/server-core';
import { createTestApp, waitFor, type TestApp } from '@dha/testing';
import { Queue } from 'bullmq';
import { Gauge, register } from 'prom-client';
import { io, type Socket } from 'socket.io-client';
import { createUser as createAuthUser, TEST_PASSWORD } from '@dha/system/testing';
import { courseBody } from '@dha/course/testing';
import { SIGNUP_AGGREGATE, SignupEventTypes } from '@dha/signup';
import { createCourse, createUser, type TestUser } from '@dha/signup/testing';
import { NOTIFY_MESSAGE_AGGREGATE, NotifyEventTypes } from '../contract/notify.events';
import { MAX_WATCHED_COURSES } from '../domain/live-access';

jest.setTimeout(60_000);

interface Received {
  event: string;
  data: unknown;
  at: number;
}

/** A browser on the live channel: records everything it receives. */
class LiveClient {
  readonly socket: Socket;
  readonly received: Received[] = [];
  readonly session: Promise<LiveSessionEvent>;
  readonly disconnected: Promise<{ reason: string; at: number }>;

  constructor(url: string, options: { auth?: Record<string, string>; query?: Record<string, string> } = {}) {
    this.socket = io(url, { ...options, transports: ['websocket'], reconnection: false });
    this.socket.onAny((event: string, data: unknown) => this.received.push({ event, data, at: Date.now() }));
    this.session = new Promise((resolve, reject) => {
      this.socket.once('session', resolve);
      setTimeout(() => reject(new Error('no session event')), 5000).unref();
    });
    this.disconnected = new Promise((resolve) => {
      this.socket.once('disconnect', (reason) => resolve({ reason, at: Date.now() }));
      // fail fast (not at the test's timeout) when the server never drops it
      setTimeout(() => resolve({ reason: 'still connected after 5 s', at: Date.now() }), 5000).unref();
    });
  }

  of<T>(event: string, match: (data: T) => boolean = () => true): T[] {
    return this.received.filter((r) => r.event === event && match(r.data as T)).map((r) => r.data as T);
  }

  async next<T>(event: string, match: (data: T) => boolean = () => true): Promise<T> {
    return (await waitFor(() => this.of<T>(event, match)[0]))!;
  }

  ack(event: string, payload: unknown): Promise<{ code: number; msg: string; data: boolean }> {
    return this.socket.timeout(5000).emitWithAck(event, payload);
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('live channel (Socket.IO, real PostgreSQL and Redis)', () => {
  let t: TestApp;
  let url: string;
  let admin: string;
  const clients: LiveClient[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = await t.app.getUrl();
    admin = await t.api.loginAsAdmin();
  });
  afterAll(async () => {
    clients.forEach((c) => c.socket.close());
    await t.close();
  });

  function connect(options: ConstructorParameters<typeof LiveClient>[1] = {}): LiveClient {
    const client = new LiveClient(url, options);
    clients.push(client);
    return client;
  }
  async function connectAs(token: string): Promise<LiveClient> {
    const client = connect({ auth: { token } });
    expect(await client.session).toMatchObject({ authenticated: true });
    return client;
  }

  /** Writes an event as its module would (the relay and the live consumer take it from there). */
  async function outbox(type: string, aggregateType: string, aggregateId: number, payload: object, version: number | null = null) {
    const [row] = await t.sql<{ event_id: string }>(
      `insert into core_outbox_event (event_id, type, aggregate_type, aggregate_id, aggregate_version, payload, occurred_at)
       values (gen_random_uuid(), ?, ?, ?, ?, ?::jsonb, now()) returning event_id`,
      [type, aggregateType, String(aggregateId), version, JSON.stringify(payload)],
    );
    return row!.event_id;
  }

  describe('handshake', () => {
    it('authenticates a socket by its access token (auth.token or ?token=) and names the user', async () => {
      const byAuth = connect({ auth: { token: admin } });
      expect(await byAuth.session).toEqual({ authenticated: true, userId: expect.any(Number) });
      const byQuery = connect({ query: { token: admin } });
      expect(await byQuery.session).toEqual({ authenticated: true, userId: expect.any(Number) });
      expect(byQuery.socket.connected).toBe(true);
    });

    it.each([['not-a-token'], [''], ['0123456789abcdef0123456789abcdef']])('refuses and drops a bad token (%p)', async (token) => {
      const client = connect({ auth: { token } });
      expect(await client.session).toEqual({ authenticated: false });
      expect((await client.disconnected).reason).toBe('io server disconnect');
    });

    it('refuses a revoked token at the next connection', async () => {
      const token = await t.api.loginAsAdmin();
      await t.api.post('/system/auth/logout', undefined, { token });
      const client = connect({ auth: { token } });
      expect(await client.session).toEqual({ authenticated: false });
      expect((await client.disconnected).reason).toBe('io server disconnect');
    });

    it('keeps an anonymous socket connected; it may watch and unwatch courses, validated and capped', async () => {
      const anonymous = connect();
      expect(await anonymous.session).toEqual({ authenticated: false });
      await pause(200);
      expect(anonymous.socket.connected).toBe(true);
      expect(await anonymous.ack('course.watch', 7)).toEqual({ code: 0, msg: '', data: true });
      expect(await anonymous.ack('course.unwatch', 7)).toEqual({ code: 0, msg: '', data: true });
      for (const bad of [0, -3, 1.5, 'abc', null, { courseId: 1 }, 2 ** 31, '1e3']) {
        expect(await anonymous.ack('course.watch', bad)).toEqual({ code: 400, msg: expect.stringContaining('courseId'), data: false });
      }
      for (let id = 1; id <= MAX_WATCHED_COURSES; id++) expect((await anonymous.ack('course.watch', id)).code).toBe(0);
      // watching one already watched is no new room; one more is refused
      expect((await anonymous.ack('course.watch', 1)).code).toBe(0);
      expect(await anonymous.ack('course.watch', MAX_WATCHED_COURSES + 1)).toMatchObject({ code: 400, msg: expect.stringContaining('50') });
      await anonymous.ack('course.unwatch', 1);
      expect((await anonymous.ack('course.watch', MAX_WATCHED_COURSES + 1)).code).toBe(0);
      expect(anonymous.socket.connected).toBe(true);
    });

    it('counts connected sockets in dha_live_sockets', async () => {
      const gauge = async () => (await (register.getSingleMetric('dha_live_sockets') as Gauge).get()).values[0]!.value;
      const before = await gauge();
      const client = connect();
      await client.session;
      expect(await gauge()).toBe(before + 1);
      client.socket.close();
      await waitFor(async () => (await gauge()) === before);
    });
  });

  describe('rooms', () => {
    let reviewer: TestUser;
    let otherReviewer: TestUser;
    let teacherA: TestUser;
    let teacherB: TestUser;
    let courseA: number;
    let courseB: number;

    beforeAll(async () => {
      reviewer = await createUser(t, 'lrev', ['signup_admin']);
      otherReviewer = await createUser(t, 'lrev2', ['signup_admin']);
      teacherA = await createUser(t, 'ltcha', ['course_teacher']);
      teacherB = await createUser(t, 'ltchb', ['course_teacher']);
      courseA = await createCourse(t, admin, { teacherIds: [teacherA.id] });
      courseB = await createCourse(t, admin, { teacherIds: [teacherB.id] });
    });

    const version = async (id: number) =>
      (await t.sql<{ version: number }>(`select version from signup_signup where id = ?`, [id]))[0]!.version;
    const seatsOf = async (courseId: number) =>
      (await t.api.get<LiveCoursePlacesEvent[]>('/client/course/seats', { query: { ids: String(courseId) } })).data?.[0];

    it('pushes signup.changed to the reviewers, the course teacher and the applicant, and course.places to watchers only', async () => {
      const applicant = await createUser(t, 'lapp');
      const visitor = await createUser(t, 'lvis');
      const [rev, tA, tB, app, vis] = await Promise.all([reviewer, teacherA, teacherB, applicant, visitor].map((u) => connectAs(u.token)));
      const watcher = connect();
      await watcher.session;
      expect((await watcher.ack('course.watch', courseA)).code).toBe(0);

      const created = await t.api.post<number>(
        '/client/signup/create',
        { courseId: courseA, participantKind: 0, identity: '1' },
        { token: applicant.token },
      );
      expect(created.code).toBe(0);
      const id = created.data!;
      const submitted = await rev!.next<LiveSignupChangedEvent>('signup.changed', (e) => e.id === id);
      expect(submitted).toMatchObject({
        courseId: courseA,
        userId: applicant.id,
        from: SignupStatus.INIT,
        to: SignupStatus.WAIT_AUDIT,
        version: 1,
      });

      // a pass made by another reviewer through the API
      const passed = await t.api.post(
        '/signup/signup/review',
        { id, version: await version(id), action: 'PASS' },
        { token: otherReviewer.token },
      );
      expect(passed.code).toBe(0);
      const isPass = (e: LiveSignupChangedEvent) => e.id === id && e.to === SignupStatus.WAIT_TEACHER_AUDIT;
      expect(await rev!.next('signup.changed', isPass)).toMatchObject({ from: SignupStatus.WAIT_AUDIT, version: 2, offerType: null });
      await app!.next('signup.changed', isPass);
      await tA!.next('signup.changed', isPass);

      // the teacher's offer takes a seat: the watcher hears the places
      const before = await seatsOf(courseA);
      const approved = await t.api.post(
        '/signup/signup/review',
        { id, version: await version(id), action: 'APPROVE', offer: 'FORMAL' },
        { token: teacherA.token },
      );
      expect(approved.code).toBe(0);
      const places = await watcher.next<LiveCoursePlacesEvent>('course.places', (e) => e.courseId === courseA);
      expect(places).toEqual({ ...before, formalStudentLeft: before!.formalStudentLeft - 1 });
      await app!.next('signup.changed', (e: LiveSignupChangedEvent) => e.id === id && e.to === SignupStatus.WAIT_STUDENT_AUDIT);

      await pause(300);
      // each socket got one copy per transition, although the reviewer rooms overlap
      expect(rev!.of('signup.changed', (e: LiveSignupChangedEvent) => e.id === id)).toHaveLength(3);
      expect(app!.of('signup.changed', (e: LiveSignupChangedEvent) => e.id === id)).toHaveLength(3);
      // not their course, not their signup, not a reviewer, not a watcher of it
      expect(tB!.of('signup.changed')).toEqual([]);
      expect(vis!.of('signup.changed')).toEqual([]);
      expect(watcher.of('signup.changed')).toEqual([]);
      expect([...rev!.of('course.places'), ...app!.of('course.places'), ...vis!.of('course.places')]).toEqual([]);
    });

    it('pushes to a course teacher the signups of the courses they teach only', async () => {
      const applicant = await createUser(t, 'lapp');
      const [tA, tB] = await Promise.all([connectAs(teacherA.token), connectAs(teacherB.token)]);
      const created = await t.api.post<number>(
        '/client/signup/create',
        { courseId: courseB, participantKind: 0, identity: '1' },
        { token: applicant.token },
      );
      const id = created.data!;
      await tB.next('signup.changed', (e: LiveSignupChangedEvent) => e.id === id && e.courseId === courseB);
      await pause(300);
      expect(tA.of('signup.changed', (e: LiveSignupChangedEvent) => e.id === id)).toEqual([]);
    });

    it('lets a teacher given a course hear its signups at once, and stop when it is taken away, without reconnecting', async () => {
      const teacherC = await createUser(t, 'ltchc', ['course_teacher']);
      const tC = await connectAs(teacherC.token);
      const body = courseBody({ teacherIds: [] });
      const created = await t.api.post<number>('/course/course/create', body, { token: admin });
      expect(created.code).toBe(0);
      const course = created.data!;
      const signUp = async (prefix: string) => {
        const applicant = await createUser(t, prefix);
        const r = await t.api.post<number>(
          '/client/signup/create',
          { courseId: course, participantKind: 0, identity: '1' },
          { token: applicant.token },
        );
        expect(r.code).toBe(0);
        return r.data!;
      };
      const setTeachers = async (teacherIds: number[]) =>
        expect(await t.api.put('/course/course/update', { ...body, id: course, teacherIds }, { token: admin })).toMatchObject({ code: 0 });

      await setTeachers([teacherC.id]);
      // the room join travels through the outbox too: a signup made after it reaches the teacher
      await waitFor(async () => {
        const id = await signUp('lappc');
        return waitFor(() => tC.of('signup.changed', (e: LiveSignupChangedEvent) => e.id === id)[0], 1500).catch(() => false);
      }, 15_000);

      await setTeachers([]);
      await pause(1000);
      const after = await signUp('lappd');
      await pause(1000);
      expect(tC.of('signup.changed', (e: LiveSignupChangedEvent) => e.id === after)).toEqual([]);
      expect(tC.socket.connected).toBe(true);
    });

    it('pushes a new message (with the unread count) to its user only', async () => {
      const [owner, other] = await Promise.all([createUser(t, 'lmsg'), createUser(t, 'lmsg')]);
      const [ownerSocket, otherSocket] = await Promise.all([connectAs(owner.token), connectAs(other.token)]);
      const message = { id: 424242, userId: owner.id, userType: 2, templateId: 1, templateCode: 'x', templateNickname: 'n' };
      await outbox(NotifyEventTypes.MESSAGE_CREATED, NOTIFY_MESSAGE_AGGREGATE, message.id, {
        tenantId: 1,
        message: {
          ...message,
          templateContent: 'hi',
          templateType: 2,
          templateParams: {},
          readStatus: false,
          readTime: null,
          createTime: 1,
        },
        unreadCount: 3,
        mailKind: null,
      });
      const pushed = await ownerSocket.next<LiveNotifyEvent>('notify');
      expect(pushed).toMatchObject({ message: { id: 424242, userId: owner.id, templateContent: 'hi' }, unreadCount: 3 });
      await pause(300);
      expect(otherSocket.of('notify')).toEqual([]);
    });

    it("pushes a signup's messages once the notify consumer commits them, and again when their event comes back", async () => {
      const course = await createCourse(t, admin);
      const applicant = await createUser(t, 'lpush');
      const socket = await connectAs(applicant.token);
      const r = await t.api.post<number>(
        '/client/signup/create',
        { courseId: course, participantKind: 0, identity: '1' },
        { token: applicant.token },
      );
      expect(r.code).toBe(0);
      const first = await socket.next<LiveNotifyEvent>('notify');
      expect(first).toMatchObject({ message: { userId: applicant.id, templateCode: NotifyTemplateCode.SIGNUP_SUBMITTED }, unreadCount: 1 });
      // its event is left to no live job: the consumer pushed it
      const [created] = await t.sql<{ event_id: string; payload: { live: boolean } }>(
        `select event_id, payload from core_outbox_event where type = ? and (payload->'message'->>'id')::int = ?`,
        [NotifyEventTypes.MESSAGE_CREATED, first.message.id],
      );
      expect(created!.payload.live).toBe(false);
      const liveQueue = new Queue(eventQueueName('live'), {
        connection: { url: t.config.REDIS_URL },
        prefix: `${t.config.REDIS_PREFIX}:bull`,
      });
      try {
        expect(await liveQueue.getJob(created!.event_id)).toBeUndefined();
        // a redelivery of the submission (its worker killed between the commit and the push) pushes it again
        const [submitted] = await t.sql<{ event_id: string }>(
          `select event_id from core_outbox_event where aggregate_type = ? and aggregate_id = ? order by id limit 1`,
          [SIGNUP_AGGREGATE, String(r.data)],
        );
        const notifyQueue = new Queue(eventQueueName('notify'), {
          connection: { url: t.config.REDIS_URL },
          prefix: `${t.config.REDIS_PREFIX}:bull`,
        });
        try {
          const job = (await notifyQueue.getJob(submitted!.event_id))!;
          await notifyQueue.add('again', job.data, { jobId: `${submitted!.event_id}-again` });
          await waitFor(() => socket.of<LiveNotifyEvent>('notify').length === 2 || undefined);
          expect(socket.of<LiveNotifyEvent>('notify')[1]).toEqual(first);
          // pushed again, not sent again
          expect(
            await t.sql(`select id from notify_message where source_event_id = ? and user_id = ?`, [submitted!.event_id, applicant.id]),
          ).toHaveLength(1);
        } finally {
          await notifyQueue.close();
        }
      } finally {
        await liveQueue.close();
      }
    });

    it('never pushes an older version of a signup after a newer one', async () => {
      const rev = await connectAs(reviewer.token);
      const signupId = 900_000 + Math.floor(Math.random() * 99_999);
      const change = (version: number) => ({
        signupId,
        tenantId: 1,
        courseId: 999_999,
        userId: 999_999,
        fromStatus: SignupStatus.WAIT_AUDIT,
        toStatus: SignupStatus.WAIT_TEACHER_AUDIT,
        action: 'pass',
        operatorId: null,
        offerType: null,
        version,
        offerDeadline: null,
        remark: null,
      });
      const ofIt = (e: LiveSignupChangedEvent) => e.id === signupId;
      await outbox(SignupEventTypes.STATUS_CHANGED, SIGNUP_AGGREGATE, signupId, change(5), 5);
      await rev.next('signup.changed', (e: LiveSignupChangedEvent) => ofIt(e) && e.version === 5);
      const stale = await outbox(SignupEventTypes.STATUS_CHANGED, SIGNUP_AGGREGATE, signupId, change(3), 3);
      await outbox(SignupEventTypes.STATUS_CHANGED, SIGNUP_AGGREGATE, signupId, change(6), 6);
      await rev.next('signup.changed', (e: LiveSignupChangedEvent) => ofIt(e) && e.version === 6);
      // the stale one was consumed, and not pushed
      const liveQueue = new Queue(eventQueueName('live'), {
        connection: { url: t.config.REDIS_URL },
        prefix: `${t.config.REDIS_PREFIX}:bull`,
      });
      await waitFor(async () => (await liveQueue.getJobState(stale)) === 'completed');
      await liveQueue.close();
      await pause(300);
      expect(rev.of('signup.changed', ofIt).map((e) => (e as LiveSignupChangedEvent).version)).toEqual([5, 6]);
    });
  });

  describe('sessions', () => {
    it('drops the sockets of a token within a second of its logout, and only those', async () => {
      const token = await t.api.loginAsAdmin();
      const other = await t.api.loginAsAdmin();
      const [a, b, keep] = [await connectAs(token), await connectAs(token), await connectAs(other)];
      const loggedOut = Date.now();
      expect(await t.api.post('/system/auth/logout', undefined, { token })).toMatchObject({ code: 0 });
      for (const client of [a, b]) {
        const { reason, at } = await client.disconnected;
        expect(reason).toBe('io server disconnect');
        expect(at - loggedOut).toBeLessThan(1000);
      }
      const [event] = await t.sql<{ payload: { sessionKey: string } }>(
        `select payload from core_outbox_event where type = ? and payload->>'sessionKey' = ?`,
        [AuthEventTypes.SESSION_ENDED, sessionKeyOf(token)],
      );
      expect(event).toBeDefined();
      await pause(200);
      expect(keep.socket.connected).toBe(true);
    });

    it('drops the sockets of an access token a refresh replaced, and keeps the new one', async () => {
      const login = await t.api.post<{ accessToken: string; refreshToken: string }>('/system/auth/login', {
        username: 'admin',
        password: process.env.ADMIN_PASSWORD ?? 'Admin@12345',
      });
      const old = await connectAs(login.data!.accessToken);
      const refreshed = Date.now();
      const renewed = await t.api.post<{ accessToken: string }>('/system/auth/refresh-token', undefined, {
        query: { refreshToken: login.data!.refreshToken },
      });
      expect(renewed.code).toBe(0);
      const fresh = await connectAs(renewed.data!.accessToken);
      const { reason, at } = await old.disconnected;
      expect(reason).toBe('io server disconnect');
      expect(at - refreshed).toBeLessThan(1000);
      await pause(200);
      expect(fresh.socket.connected).toBe(true);
    });

    it('drops the other sessions of a user who changed their password, and keeps this one', async () => {
      const username = `lpwd${Date.now().toString(36)}`;
      await createAuthUser(t, username);
      const login = async () => await t.api.login(username, TEST_PASSWORD);
      const here = await login();
      const elsewhere = await login();
      const [hereSocket, elsewhereSocket] = [await connectAs(here), await connectAs(elsewhere)];
      const changed = Date.now();
      const result = await t.api.put(
        '/system/user/profile/update-password',
        { oldPassword: TEST_PASSWORD, newPassword: 'New@5678x' },
        { token: here },
      );
      expect(result).toMatchObject({ code: 0 });
      const { reason, at } = await elsewhereSocket.disconnected;
      expect(reason).toBe('io server disconnect');
      // at once, by the password's event (no sweep would ever drop it): bounded loosely, since the
      // change's own password hashing shares 2 cores with the rest of the suite
      expect(at - changed).toBeLessThan(5000);
      await pause(200);
      expect(hereSocket.socket.connected).toBe(true);
    });

    it('drops every socket of a user disabled (AuthUserDisabled), and no one else', async () => {
      const [victim, bystander] = await Promise.all([createUser(t, 'ldis'), createUser(t, 'ldis')]);
      const victimSockets = [await connectAs(victim.token), await connectAs(victim.token)];
      const bystanderSocket = await connectAs(bystander.token);
      const sent = Date.now();
      await outbox(SystemEventTypes.USER_DISABLED, 'user', victim.id, { userId: victim.id });
      for (const client of victimSockets) {
        const { reason, at } = await client.disconnected;
        expect(reason).toBe('io server disconnect');
        expect(at - sent).toBeLessThan(1000);
      }
      await pause(200);
      expect(bystanderSocket.socket.connected).toBe(true);
    });

    it('names rooms as the contract says', () => {
      expect(LiveRooms.session(sessionKeyOf('abc'))).toBe('session:ba7816bf8f01cfea');
    });
  });
});
