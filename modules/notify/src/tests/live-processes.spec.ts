import { SignupStatus, type LiveSessionEvent, type LiveSignupChangedEvent } from '@dha/contracts';
import { createTestApp, waitFor, type TestApp } from '@dha/testing';
import { io, type Socket } from 'socket.io-client';
import { createTokenUser as createUser } from '@dha/system/testing';
import { createCourse } from '@dha/signup/testing';
import { LiveConsumer } from '../consumers/live/live.consumer';
import { NotifyRecipientsConsumer } from '../consumers/notify-recipients/notify-recipients.consumer';

jest.setTimeout(60_000);

/** A browser on the live channel: records the signup changes it receives. */
function liveClient(url: string, token: string) {
  const socket: Socket = io(url, { auth: { token }, transports: ['websocket'], reconnection: false });
  const changes: LiveSignupChangedEvent[] = [];
  socket.on('signup.changed', (e: LiveSignupChangedEvent) => changes.push(e));
  const session = new Promise<LiveSessionEvent>((resolve) => socket.once('session', resolve));
  const disconnected = new Promise<{ reason: string; at: number }>((resolve) => {
    socket.once('disconnect', (reason) => resolve({ reason, at: Date.now() }));
    // fail fast (not at the test's timeout) when the server never drops it
    setTimeout(() => resolve({ reason: 'still connected after 5 s', at: Date.now() }), 5000).unref();
  });
  return { socket, changes, session, disconnected };
}

/**
 * Worker processes (the first makes the database and Redis prefix, the others share them) and an API
 * process without workers, listening; `close` closes the sockets opened meanwhile and every process.
 */
async function startProcesses(workerEnvs: Array<Record<string, string>>) {
  const [first, ...others] = workerEnvs;
  const workers = [await createTestApp(first)];
  const shared = { DATABASE_URL: workers[0]!.config.DATABASE_URL, REDIS_PREFIX: workers[0]!.config.REDIS_PREFIX };
  for (const env of others) workers.push(await createTestApp({ ...shared, ...env }));
  const api = await createTestApp({ ...shared, RUN_WORKERS: 'false' });
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  const sockets: Socket[] = [];
  return {
    workers,
    api,
    url: await api.app.getUrl(),
    sockets,
    close: async () => {
      sockets.forEach((s) => s.close());
      await api.close();
      for (const w of workers.reverse()) await w.close();
    },
  };
}

/**
 * A reviewer and an applicant (made through `users`), a course of the admin's without teacher audit,
 * and both users' sockets on the API at `url` (closed with the processes).
 */
async function reviewerAndApplicant(api: TestApp, users: TestApp, url: string, sockets: Socket[], prefix: string) {
  const admin = await api.api.loginAsAdmin();
  const reviewer = await createUser(users, `${prefix}rev`, ['signup_admin']);
  const applicant = await createUser(users, `${prefix}app`);
  const courseId = await createCourse(users, admin, { needTeacherAudit: false });
  const reviewerSocket = liveClient(url, reviewer.token);
  const applicantSocket = liveClient(url, applicant.token);
  sockets.push(reviewerSocket.socket, applicantSocket.socket);
  return { reviewer, applicant, courseId, reviewerSocket, applicantSocket };
}

/** The processes of a describe block: started before its tests, closed after them; the tests ask for them. */
function useProcesses(workerEnvs: Array<Record<string, string>>): () => Awaited<ReturnType<typeof startProcesses>> {
  let started: Awaited<ReturnType<typeof startProcesses>> | undefined;
  beforeAll(async () => {
    started = await startProcesses(workerEnvs);
  });
  afterAll(() => started?.close());
  return () => started!;
}

describe('live channel across processes (API without workers + worker, one database and Redis prefix)', () => {
  const processes = useProcesses([{}]);

  it('a change made through either process reaches a socket connected to the API process, pushed by the worker', async () => {
    const { api, url, sockets } = processes();
    const workers = processes().workers[0]!;
    const { reviewer, applicant, courseId, reviewerSocket, applicantSocket } = await reviewerAndApplicant(api, workers, url, sockets, 'x');
    expect(await reviewerSocket.session).toMatchObject({ authenticated: true, userId: reviewer.id });
    expect(await applicantSocket.session).toMatchObject({ authenticated: true, userId: applicant.id });

    // submitted through the API process (which consumes nothing): the worker's relay and consumer push it
    const created = await api.api.post<number>(
      '/client/signup/create',
      { courseId, participantKind: 0, identity: '1' },
      { token: applicant.token },
    );
    expect(created.code).toBe(0);
    const id = created.data!;
    await waitFor(() => reviewerSocket.changes.find((e) => e.id === id && e.to === SignupStatus.WAIT_AUDIT));

    // passed through the worker process: reaches the socket held by the API process
    const passed = await workers.api.post('/signup/signup/review', { id, version: 1, action: 'PASS' }, { token: reviewer.token });
    expect(passed.code).toBe(0);
    const offered = await waitFor(() => applicantSocket.changes.find((e) => e.id === id && e.to === SignupStatus.WAIT_STUDENT_AUDIT));
    expect(offered).toMatchObject({ courseId, userId: applicant.id, from: SignupStatus.WAIT_AUDIT, version: 2 });
    // the API process does not consume (RUN_WORKERS=false): the pushes came from the worker process
    expect(api.app.get(LiveConsumer).worker.isRunning()).toBe(false);
    expect(workers.app.get(LiveConsumer).worker.isRunning()).toBe(true);
    expect(reviewerSocket.changes.filter((e) => e.id === id)).toHaveLength(2);
  });

  it('logout through the API process drops the socket within a second (the worker pushes the disconnect)', async () => {
    const { api, url, sockets } = processes();
    const token = await api.api.loginAsAdmin();
    const client = liveClient(url, token);
    sockets.push(client.socket);
    expect((await client.session).authenticated).toBe(true);
    const loggedOut = Date.now();
    await api.api.post('/system/auth/logout', undefined, { token });
    const { reason, at } = await client.disconnected;
    expect(reason).toBe('io server disconnect');
    expect(at - loggedOut).toBeLessThan(1000);
  });
});

describe('workers split by EVENT_CONSUMERS: one runs the live push alone, one every other consumer', () => {
  const processes = useProcesses([{ EVENT_CONSUMERS: 'live' }, { EVENT_CONSUMERS: '-live' }]);

  it('refuses to start with a consumer name that is not one', async () => {
    await expect(createTestApp({ EVENT_CONSUMERS: '-lvie' })).rejects.toThrow(
      /EVENT_CONSUMERS names no event consumer: lvie \(the consumers: .*live/,
    );
  });

  it('each consumer runs in its worker only, and a submission still reaches the reviewer (signup.changed) and the applicant (notify)', async () => {
    const { api, url, sockets } = processes();
    const [liveWorker, otherWorker] = processes().workers as [TestApp, TestApp];
    expect(liveWorker.app.get(LiveConsumer).worker.isRunning()).toBe(true);
    expect(liveWorker.app.get(NotifyRecipientsConsumer).worker.isRunning()).toBe(false);
    expect(otherWorker.app.get(LiveConsumer).worker.isRunning()).toBe(false);
    expect(otherWorker.app.get(NotifyRecipientsConsumer).worker.isRunning()).toBe(true);

    const { applicant, courseId, reviewerSocket, applicantSocket } = await reviewerAndApplicant(api, api, url, sockets, 's');
    const notices: Array<{ unreadCount: number }> = [];
    applicantSocket.socket.on('notify', (e: { unreadCount: number }) => notices.push(e));
    await reviewerSocket.session;
    await applicantSocket.session;

    const created = await api.api.post<number>(
      '/client/signup/create',
      { courseId, participantKind: 0, identity: '1' },
      { token: applicant.token },
    );
    expect(created.code).toBe(0);
    // pushed by the live worker
    await waitFor(() => reviewerSocket.changes.find((e) => e.id === created.data && e.to === SignupStatus.WAIT_AUDIT));
    // the applicant's notice: written and pushed by the other worker's notify consumer
    expect(await waitFor(() => notices[0])).toMatchObject({ unreadCount: 1 });
  });
});

describe('live channel: token expiry', () => {
  let t: TestApp;
  let url: string;
  let socket: Socket | undefined;

  beforeAll(async () => {
    t = await createTestApp({ ACCESS_TOKEN_TTL_SECONDS: '2' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = await t.app.getUrl();
  });
  afterAll(async () => {
    socket?.close();
    await t.close();
  });

  it('drops a socket when its access token expires', async () => {
    const loggedIn = Date.now();
    const token = await t.api.loginAsAdmin();
    const client = liveClient(url, token);
    socket = client.socket;
    expect((await client.session).authenticated).toBe(true);
    const { reason, at } = await client.disconnected;
    expect(reason).toBe('io server disconnect');
    // at the expiry, not before it (2 s after the login) and not long after
    expect(at - loggedIn).toBeGreaterThanOrEqual(1900);
    expect(at - loggedIn).toBeLessThan(3500);
  });
});
