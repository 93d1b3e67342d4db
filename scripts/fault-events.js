#!/usr/bin/env node
'use strict';
/**
 * npm run test:faults: the event path (outbox → relay → BullMQ → consumers → notify_message / sockets)
 * under faults, with real processes, checked end to end.
 *
 * - Its own PostgreSQL cluster and redis-server on free loopback ports, data in temp dirs (never
 *   the machine's 5432 / 6379: this script kills and restarts them). The BUILT server: one API
 *   (dist/main.js, RUN_WORKERS=false) and one worker (dist/worker.js).
 * - Each scenario is a burst of FAULTS_TRANSITIONS (default 1000; --short 300) signup transitions
 *   through the API (paced at FAULTS_RATE requests/s) on a course of its own: visitors submit, a reviewer PASSes (formal offer), the
 *   visitor confirms — 3 transitions per visitor, 30 in flight. In the middle of the burst:
 *     A  kill -9 the worker, start it again 2 s later
 *     B  restart Redis (SIGTERM, 3 s down, same append-only file)
 *     C  restart PostgreSQL (immediate shutdown = crash recovery, 3 s down)
 *     E  a second worker joins, then kill -9 the first (whose relay leads): the second's relay, standing
 *        by, takes the lead and publishes the rest (not restarted)
 *   A request that fails during a fault is retried until the signup shows the step was done
 *   (an unanswered request may have committed). Afterwards the script waits for the outbox and
 *   the consumer queues to drain, then checks for the scenario's course:
 *     - every acknowledged API write is in the database, with its SignupStatusChanged event;
 *     - exactly 3 events per signup (versions distinct), every one published;
 *     - per event and recipient exactly one notify_message row; the applicant always has one; per
 *       kind of transition every event has the same other recipients (nothing lost, nothing doubled);
 *     - no consumer job in a failed set;
 *     - every acknowledged write has exactly one successful operation-log row (issue 29: C restarts
 *       PostgreSQL mid-burst; a row it refuses is spooled by the API and drained after).
 *   P  payments (issue 31): on a course with a fee, each visitor submits, is offered a formal place, confirms
 *      (the signup's pay order opens), pays with the mock channel (PayOrderSucceeded → the signup module
 *      confirms it), then withdraws once confirmed (→ a refund of what was paid). One burst per fault
 *      PA (kill -9 the worker: between the payment and the confirmation), PB (restart Redis), PC (restart
 *      PostgreSQL); checked: N paid orders → N confirmed signups, N refunds → N refunded orders, 0 double
 *      confirmations, 0 double refunds, no consumer job failed.
 *   D  cross-process push: a second API and a second worker join; a socket on each API (the
 *      applicant's and the admin's): a change made through API #2 reaches the sockets on API #1 as
 *      `signup.changed`, and the other way round.
 * - Prints a table; exits 1 on any violation. The full form runs A–C and E FAULTS_RUNS times (default 2,
 *   the fault at 30% then 70% of the burst); --short runs each once (npm test).
 *
 * Options: --short, --no-build, FAULTS_TRANSITIONS, FAULTS_RUNS, FAULTS_CONCURRENCY (30),
 * FAULTS_RATE (requests/s, 100), FAULTS_SCENARIOS (e.g. "A,D"; N = no fault, a control),
 * BENCH_LOG_LEVEL. Process logs: the file printed at start.
 *
 * Figures and their history: docs/benchmarks.md.
 */
const os = require('node:os');
const { createBenchEnv, ADMIN_PASSWORD } = require('./lib/bench-env');
const { scratchCluster, scratchRedis, freePort } = require('./lib/scratch-services');
const data = require('./lib/bench-data');
const probe = require('./lib/event-probe');
const { sleep } = require('./lib/services');

const SHORT = process.argv.includes('--short');
const TRANSITIONS = Number(process.env.FAULTS_TRANSITIONS || (SHORT ? 300 : 1000));
const RUNS = Number(process.env.FAULTS_RUNS || (SHORT ? 1 : 2));
const CONCURRENCY = Number(process.env.FAULTS_CONCURRENCY || 30);
// paced so that a burst outlasts its fault (1000 transitions ≈ 10 s; a fault takes 3–6 s)
const RATE = Number(process.env.FAULTS_RATE || 100);
const SCENARIOS = (process.env.FAULTS_SCENARIOS || 'A,B,C,E,P,D').split(',').map((s) => s.trim().toUpperCase());
const STEPS_PER_VISITOR = 3;
const VISITORS = Math.ceil(TRANSITIONS / STEPS_PER_VISITOR);
const Status = { WAIT_AUDIT: 10, WAIT_STUDENT_AUDIT: 30, FORMAL_ACCEPT: 40, CANCELLED: 50 };
/** visitors of a payment burst (each makes 5 requests and waits for 2 asynchronous steps) */
const PAY_VISITORS = Number(process.env.FAULTS_PAY_VISITORS || (SHORT ? 40 : 120));
const PAY_FEE = 12_800;

const log = (line) => process.stdout.write(`[test:faults] ${new Date().toISOString().slice(11, 23)} ${line}\n`);
const env = createBenchEnv('fault-events', log);

/** One visitor's chain of transitions, each retried until the database shows it happened. */
async function visitorChain(ctx, courseId, visitor, record) {
  const { admin, db } = ctx;
  const call = async (...args) => {
    await record.pace();
    return ctx.call(...args);
  };
  const read = async () =>
    (await db.query(`select id, status, version from signup_signup where course_id = $1 and user_id = $2`, [courseId, visitor.id])).rows[0];
  const steps = [
    {
      to: Status.WAIT_AUDIT,
      done: (s) => !!s,
      send: () => call('POST', '/client/signup/create', { courseId, participantKind: 0, identity: '1' }, visitor.token),
    },
    {
      to: Status.WAIT_STUDENT_AUDIT,
      done: (s) => s.status >= Status.WAIT_STUDENT_AUDIT,
      send: (s) => call('POST', '/signup/signup/review', { id: s.id, version: s.version, action: 'PASS', offer: 'FORMAL' }, admin),
    },
    {
      to: Status.FORMAL_ACCEPT,
      done: (s) => s.status === Status.FORMAL_ACCEPT,
      send: (s) => call('POST', '/client/signup/confirm', { id: s.id, version: s.version }, visitor.token),
    },
  ];
  let state = null;
  for (const step of steps) {
    for (let attempt = 0; ; attempt++) {
      const r = await step.send(state);
      if (r.code === 0) {
        record.acked.push({ userId: visitor.id, signupId: step.to === Status.WAIT_AUDIT ? r.data : state.id, to: step.to });
        record.onAck();
        break;
      }
      record.errors[r.code] = (record.errors[r.code] || 0) + 1;
      if (!record.samples[r.code]) record.samples[r.code] = `${r.status} ${String(r.msg).slice(0, 120)}`;
      // unanswered or refused: did it commit anyway? (the database is the judge)
      state = await read();
      if (state && step.done(state)) break;
      if (attempt >= 120) throw new Error(`visitor ${visitor.id}: step to ${step.to} never succeeded (last ${r.code} ${r.msg})`);
      await sleep(Math.min(2000, 100 * 2 ** Math.min(attempt, 5)));
    }
    state = await read();
  }
}

/**
 * One visitor's course fee, end to end: submit, offer, confirm (opens the pay order), pay with mock,
 * wait for the confirmation the payment makes, withdraw, wait for the refund. Each request is retried
 * until the database shows its step done (an unanswered request may have committed).
 */
async function paymentChain(ctx, courseId, visitor, record) {
  const { admin, db } = ctx;
  const call = async (...args) => {
    await record.pace();
    return ctx.call(...args);
  };
  const read = async () =>
    (await db.query(`select id, status, version from signup_signup where course_id = $1 and user_id = $2`, [courseId, visitor.id])).rows[0];
  const order = async (signupId) =>
    (await db.query(`select id, status, refund_price, price from pay_order where merchant_order_id = $1`, [`signup-${signupId}`])).rows[0];
  const until = async (what, test) => {
    for (let i = 0; i < 600; i++) {
      const v = await test().catch(() => undefined);
      if (v) return v;
      await sleep(200);
    }
    throw new Error(`visitor ${visitor.id}: ${what} never happened`);
  };
  const step = async (name, send, done) => {
    for (let attempt = 0; ; attempt++) {
      const r = await send();
      if (r.code === 0) {
        record.acked.push({ userId: visitor.id, step: name });
        record.onAck();
        return r;
      }
      record.errors[r.code] = (record.errors[r.code] || 0) + 1;
      if (!record.samples[r.code]) record.samples[r.code] = `${r.status} ${String(r.msg).slice(0, 120)}`;
      if (await done().catch(() => false)) return r;
      if (attempt >= 120) throw new Error(`visitor ${visitor.id}: ${name} never succeeded (last ${r.code} ${r.msg})`);
      await sleep(Math.min(2000, 100 * 2 ** Math.min(attempt, 5)));
    }
  };
  await step(
    'submit',
    () => call('POST', '/client/signup/create', { courseId, participantKind: 0, identity: '1' }, visitor.token),
    async () => !!(await read()),
  );
  let s = await read();
  await step(
    'offer',
    () => call('POST', '/signup/signup/review', { id: s.id, version: s.version, action: 'PASS', offer: 'FORMAL' }, admin),
    async () => (await read()).status >= Status.WAIT_STUDENT_AUDIT,
  );
  s = await read();
  await step(
    'confirm',
    () => call('POST', '/client/signup/confirm', { id: s.id, version: s.version }, visitor.token),
    async () => !!(await order(s.id)),
  );
  const o = await order(s.id);
  // paid at once (mock); "already paid" means a lost answer had paid it
  await step(
    'pay',
    () => call('POST', '/client/pay/order/submit', { id: o.id, channelCode: 'mock' }, visitor.token),
    async () => (await order(s.id)).status !== 0,
  );
  await until('the confirmation by the payment', async () => (await read()).status === Status.FORMAL_ACCEPT);
  s = await read();
  await step(
    'withdraw',
    () => call('POST', '/client/signup/withdraw', { id: s.id, version: s.version }, visitor.token),
    async () => (await read()).status === Status.CANCELLED,
  );
  await until('the refund', async () => {
    const now = await order(s.id);
    return now.status === 20 && Number(now.refund_price) === Number(now.price);
  });
}

/** The checks of a payment burst: every fee paid once, confirmed once, refunded once. */
async function verifyPayments(ctx, run) {
  const { db } = ctx;
  const violations = [];
  const signups = (await db.query(`select id, status from signup_signup where course_id = $1`, [run.courseId])).rows;
  const ids = signups.map((s) => s.id);
  const merchantIds = ids.map((id) => `signup-${id}`);
  const orders = (
    await db.query(`select id, status, price, refund_price from pay_order where merchant_order_id = any($1::text[])`, [merchantIds])
  ).rows;
  const paid = (
    await db.query(`select count(*)::int as n from core_outbox_event where type = 'PayOrderSucceeded' and aggregate_id = any($1::text[])`, [
      orders.map((o) => String(o.id)),
    ])
  ).rows[0].n;
  const confirms = (
    await db.query(
      `select signup_id, count(*)::int as n from signup_history where action = 'confirm' and signup_id = any($1::int[]) group by signup_id`,
      [ids],
    )
  ).rows;
  const refunds = (
    await db.query(
      `select order_id, count(*)::int as n, sum(refund_price)::int as total from pay_refund where status = 10 and order_id = any($1::int[]) group by order_id`,
      [orders.map((o) => o.id)],
    )
  ).rows;
  const doubleConfirm = confirms.filter((c) => c.n > 1).length;
  const doubleRefund = refunds.filter((r) => r.n > 1).length;
  const refunded = orders.filter((o) => o.status === 20 && Number(o.refund_price) === Number(o.price)).length;
  if (signups.length !== run.visitors.length) violations.push(`${signups.length} signups for ${run.visitors.length} visitors`);
  if (orders.length !== signups.length) violations.push(`${orders.length} pay orders for ${signups.length} signups`);
  if (paid !== signups.length) violations.push(`${paid} PayOrderSucceeded events for ${signups.length} paid orders`);
  if (confirms.length !== signups.length) violations.push(`${confirms.length} confirmed signups of ${signups.length} paid`);
  if (doubleConfirm) violations.push(`${doubleConfirm} signups confirmed twice`);
  if (refunded !== orders.length) violations.push(`${refunded} of ${orders.length} orders refunded in full`);
  if (doubleRefund) violations.push(`${doubleRefund} orders refunded twice`);
  if (refunds.some((r) => r.total > PAY_FEE)) violations.push('a refund beyond the price');
  return { signups: signups.length, paid, confirmed: confirms.length, refunded, doubleConfirm, doubleRefund, violations };
}

/** A burst on a fresh course with `fault` fired once `at` of the transitions are acknowledged. */
async function scenario(ctx, name, label, at, fault, payments = false) {
  const { call, admin, users } = ctx;
  const visitors = users.splice(0, payments ? PAY_VISITORS : VISITORS);
  const courseId = await data.createCourse(call, admin, {
    code: `FAULT${name}${Date.now().toString(36)}`,
    needTeacherAudit: false,
    formalStudentQuota: 100_000,
    ...(payments ? { fee: PAY_FEE } : {}),
  });
  const total = visitors.length * (payments ? 5 : STEPS_PER_VISITOR);
  let faultRun = null;
  let nextSlot = Date.now();
  const record = {
    /** one request start every 1/RATE s, retries included */
    async pace() {
      const slot = Math.max(nextSlot, Date.now());
      nextSlot = slot + 1000 / RATE;
      if (slot > Date.now()) await sleep(slot - Date.now());
    },
    acked: [],
    errors: {},
    /** the first answer of each error code (HTTP status and msg), for the table */
    samples: {},
    onAck() {
      if (!faultRun && record.acked.length >= Math.floor(total * at)) {
        log(`${name}: ${record.acked.length}/${total} acknowledged → ${label}`);
        const t0 = Date.now();
        faultRun = fault().then(() => ({ ms: Date.now() - t0 }));
      }
    },
  };
  log(
    `${name}: ${total} requests (${visitors.length} visitors × ${payments ? 5 : STEPS_PER_VISITOR}) on course ${courseId}, ${CONCURRENCY} in flight`,
  );
  const t0 = Date.now();
  const chain = payments ? paymentChain : visitorChain;
  await data.burst(visitors.length, CONCURRENCY, (i) => chain(ctx, courseId, visitors[i], record));
  const burstMs = Date.now() - t0;
  const faultResult = faultRun ? await faultRun : { ms: null };
  return { name, label, courseId, visitors, record, burstMs, faultMs: faultResult.ms };
}

/** The checks of one scenario's course once everything drained. */
async function verify(ctx, run) {
  const { db } = ctx;
  const violations = [];
  const signups = (await db.query(`select id, user_id, status, version from signup_signup where course_id = $1`, [run.courseId])).rows;
  const events = (
    await db.query(
      `select event_id::text as event_id, aggregate_id, aggregate_version, payload, published_at
         from core_outbox_event where type = 'SignupStatusChanged' and aggregate_type = 'signup'
          and aggregate_id = any($1::text[]) order by id`,
      [signups.map((s) => String(s.id))],
    )
  ).rows;
  if (signups.length !== run.visitors.length) violations.push(`${signups.length} signups for ${run.visitors.length} visitors`);
  const notAccepted = signups.filter((s) => s.status !== Status.FORMAL_ACCEPT).length;
  if (notAccepted) violations.push(`${notAccepted} signups not FORMAL_ACCEPT`);
  const eventsBySignup = new Map();
  for (const e of events) {
    if (!eventsBySignup.has(e.aggregate_id)) eventsBySignup.set(e.aggregate_id, []);
    eventsBySignup.get(e.aggregate_id).push(e);
  }
  const lostWrites = run.record.acked.filter(
    (a) => !(eventsBySignup.get(String(a.signupId)) || []).some((e) => Number(e.payload.toStatus) === a.to),
  ).length;
  if (lostWrites) violations.push(`${lostWrites} acknowledged writes without their event`);
  const wrongCount = signups.filter((s) => {
    const list = eventsBySignup.get(String(s.id)) || [];
    return list.length !== STEPS_PER_VISITOR || new Set(list.map((e) => e.aggregate_version)).size !== list.length;
  }).length;
  if (wrongCount) violations.push(`${wrongCount} signups without exactly ${STEPS_PER_VISITOR} distinct events`);
  const unpublished = events.filter((e) => !e.published_at).length;
  if (unpublished) violations.push(`${unpublished} events unpublished`);
  const messages = await probe.checkMessages(db, events);
  if (messages.missingTable) violations.push('table notify_message does not exist: messages not checked');
  else {
    if (messages.doubled) violations.push(`${messages.doubled} (event, recipient) pairs doubled`);
    if (messages.noApplicant) violations.push(`${messages.noApplicant} events without the applicant's message`);
    if (messages.inconsistent) violations.push(`${messages.inconsistent} events whose other recipients differ from their kind's`);
    violations.push(...messages.examples.map((e) => `  e.g. ${e}`));
  }
  const auditLost = await verifyOperationLog(ctx, run, signups);
  violations.push(...auditLost.violations);
  return { signups: signups.length, events: events.length, unpublished, lostWrites: lostWrites + auditLost.lost, messages, violations };
}

/** The operation-log row of each step (its route's last segments) of a signup. */
const STEP_ROUTES = {
  [Status.WAIT_AUDIT]: '/client/signup/create',
  [Status.WAIT_STUDENT_AUDIT]: '/signup/signup/review',
  [Status.FORMAL_ACCEPT]: '/client/signup/confirm',
};

/**
 * Issue 29, hole 4: every acknowledged write has its operation-log row, and no step has two successful
 * rows (a row both inserted and spooled is stored once). Rows spooled while PostgreSQL was away reach
 * the table at the API's next spool drain (every 5 s): waited for up to 20 s.
 */
async function verifyOperationLog(ctx, run, signups) {
  const ids = signups.map((s) => String(s.id));
  let rows = [];
  let lost = [];
  for (let waited = 0; ; waited += 500) {
    rows = (
      await ctx.db.query(
        `select target_ids, substring(request_url from '(/[^/]+/[^/]+/[^/]+)$') as route, count(*)::int as n
           from system_operate_log where result_code = 0 and target_ids = any($1::text[]) group by 1, 2`,
        [ids],
      )
    ).rows;
    const found = new Map(rows.map((r) => [`${r.target_ids} ${r.route}`, r.n]));
    lost = run.record.acked.filter((a) => !found.get(`${a.signupId} ${STEP_ROUTES[a.to]}`));
    if (!lost.length || waited >= 20_000) break;
    await sleep(500);
  }
  const doubled = rows.filter((r) => Object.values(STEP_ROUTES).includes(r.route) && r.n > 1).length;
  const violations = [];
  if (lost.length) violations.push(`${lost.length} acknowledged writes without their operation-log row`);
  if (doubled) violations.push(`${doubled} steps with two operation-log rows`);
  return { lost: lost.length, doubled, violations };
}

/** D: two APIs and two workers; a change through one API reaches sockets connected to the other. */
async function crossProcessPush(ctx) {
  const { stack, apis, call: call1, admin, users } = ctx;
  ctx.current = 'D';
  const port2 = await freePort();
  log(`D: starting API #2 on ${port2} and worker #2`);
  const api2 = await ctx.supervise(() => stack.startApi(port2), 'API')();
  apis.push(api2);
  ctx.workers.push(await ctx.startWorker());
  const client2 = data.apiClient(port2, 4);
  env.onCleanup(() => client2.close());
  const courseId = await data.createCourse(call1, admin, { code: `PUSH${Date.now().toString(36)}`, needTeacherAudit: false });
  const results = [];
  const sockets = [];
  const [visitorA, visitorB] = users.splice(0, 2);
  // direction 1: sockets on API #1, writes through API #2; direction 2 the other way round
  for (const [visitor, socketApi, writeCall, label] of [
    [visitorA, apis[0], client2.call, 'write via API #2 → sockets on API #1'],
    [visitorB, api2, call1, 'write via API #1 → sockets on API #2'],
  ]) {
    const applicant = probe.connectSocket(socketApi.url, visitor.token);
    const reviewer = probe.connectSocket(socketApi.url, admin);
    sockets.push(applicant.socket, reviewer.socket);
    const sessions = await Promise.all([applicant.session, reviewer.session]);
    if (!sessions.every((s) => s && s.authenticated)) throw new Error(`D: sockets not authenticated: ${JSON.stringify(sessions)}`);
    // the submission's own pushes first, so that they cannot pass for the PASS's below
    const submitPushes = Promise.all([
      probe.nextEvent(applicant.socket, 'signup.changed', (e) => e && e.courseId === courseId && e.to === Status.WAIT_AUDIT),
      probe.nextEvent(applicant.socket, 'notify', (e) => e && e.message && Number(e.message.userId) === visitor.id),
    ]);
    const submitted = await writeCall('POST', '/client/signup/create', { courseId, participantKind: 0, identity: '1' }, visitor.token);
    if (submitted.code !== 0) throw new Error(`D: submit failed ${submitted.code} ${submitted.msg}`);
    const [submitChanged, submitNotify] = await submitPushes;
    const id = submitted.data;
    const wantPass = (e) => e && e.id === id && e.to === Status.WAIT_STUDENT_AUDIT;
    const waits = [
      probe.nextEvent(applicant.socket, 'signup.changed', wantPass),
      probe.nextEvent(reviewer.socket, 'signup.changed', wantPass),
      probe.nextEvent(applicant.socket, 'notify', (e) => e && e.message && Number(e.message.userId) === visitor.id),
    ];
    const version = (await ctx.db.query(`select version from signup_signup where id = $1`, [id])).rows[0].version;
    const t0 = Date.now();
    const passed = await writeCall('POST', '/signup/signup/review', { id, version, action: 'PASS', offer: 'FORMAL' }, admin);
    if (passed.code !== 0) throw new Error(`D: review failed ${passed.code} ${passed.msg}`);
    const [toApplicant, toReviewer, notify] = await Promise.all(waits);
    results.push({
      label,
      submitSeen: !!(submitChanged && submitNotify),
      applicantMs: toApplicant ? toApplicant.receivedAt - t0 : null,
      reviewerMs: toReviewer ? toReviewer.receivedAt - t0 : null,
      notifyMs: notify ? notify.receivedAt - t0 : null,
    });
  }
  for (const s of sockets) s.close();
  const violations = [];
  for (const r of results) {
    if (r.applicantMs === null) violations.push(`${r.label}: the applicant's socket got no signup.changed in 10 s`);
    if (r.reviewerMs === null) violations.push(`${r.label}: the reviewer's socket got no signup.changed in 10 s`);
    if (r.notifyMs === null) violations.push(`${r.label}: the applicant's socket got no notify in 10 s`);
    if (!r.submitSeen) violations.push(`${r.label}: the submission's signup.changed or notify did not reach the applicant's socket`);
  }
  return { results, violations };
}

let shuttingDown = false;

async function main() {
  try {
    return await faults();
  } finally {
    shuttingDown = true; // the cleanup stops every process: no restarts from here
  }
}

async function faults() {
  const t0 = Date.now();
  log(
    `${SHORT ? 'short' : 'full'} form: ${TRANSITIONS} transitions per burst, scenarios ${SCENARIOS.join(',')}, ${RUNS} run(s) of A–C and E`,
  );
  const pg = await scratchCluster({ log });
  env.onCleanup(() => pg.stop());
  const redis = await scratchRedis({ log });
  env.onCleanup(() => redis.stop());
  const stack = await env.startStack({
    databasePrefix: 'dha_faults',
    pg,
    redis: { url: redis.url, description: `scratch redis ${redis.port}` },
  });
  // a process that dies without being told to is a violation; like a supervisor (docker's restart
  // policy) the script starts it again, so the scenarios after it still test their own fault
  const deaths = [];
  const supervise = (start, kind) => async () => {
    const child = await start();
    child.exited.then(async (code) => {
      if (child.intended || shuttingDown) return;
      deaths.push({ kind, pid: child.pid, code, scenario: ctx.current });
      log(`! ${kind} pid ${child.pid} died (exit ${code}) during ${ctx.current}; restarting it`);
      const list = kind === 'worker' ? ctx.workers : ctx.apis;
      const at = list.indexOf(child);
      const next = await start().catch((error) => log(`! could not restart the ${kind}: ${error.message}`));
      if (next && at >= 0) list[at] = next;
    });
    return child;
  };
  const port = await freePort();
  const startApi1 = supervise(() => stack.startApi(port), 'API');
  const startWorker = supervise(() => stack.startWorker(), 'worker');
  const apis = [await startApi1()];
  const workers = [await startWorker()];
  const client = data.apiClient(port, CONCURRENCY + 4);
  env.onCleanup(() => client.close());
  const db = probe.resilientDb(stack.databaseUrl);
  env.onCleanup(() => db.end());
  const watcher = probe.queueWatcher(redis.url, stack.prefix);
  env.onCleanup(() => watcher.close());
  const { token: admin } = await data.adminLogin(client.call, ADMIN_PASSWORD);
  const faultScenarios = SCENARIOS.filter((s) => 'NABCE'.includes(s));
  const payFaults = SCENARIOS.includes('P') ? ['A', 'B', 'C'] : [];
  const users = await data.createUsers(db, VISITORS * faultScenarios.length * RUNS + PAY_VISITORS * payFaults.length + 4);
  // the course fees are paid with the mock channel (seeded disabled: it pays without money)
  if (payFaults.length) await db.query(`update pay_channel set status = 0, update_time = now() where code = 'mock'`);
  const ctx = { stack, apis, workers, call: client.call, admin, db, users, current: 'setup', startWorker, supervise };

  const faultsByName = {
    // N: the same burst without a fault, the control (FAULTS_SCENARIOS=N)
    N: ['none (control)', async () => undefined],
    A: [
      'kill -9 worker, restart after 2 s',
      async () => {
        const victim = ctx.workers.shift();
        victim.intended = true;
        await victim.kill('SIGKILL');
        await sleep(2000);
        ctx.workers.push(await startWorker());
      },
    ],
    B: ['restart Redis (3 s down)', () => redis.restart({ downMs: 3000 })],
    C: ['restart PostgreSQL (immediate, 3 s down)', () => pg.restart({ mode: 'immediate', downMs: 3000 })],
    E: [
      'kill -9 the leading worker of two',
      async () => {
        // a second worker joins (its relay stands by), then the first, whose relay led alone, dies for good
        ctx.workers.push(await startWorker());
        const victim = ctx.workers.shift();
        victim.intended = true;
        await victim.kill('SIGKILL');
      },
    ],
  };
  const rows = [];
  const countMessages = async () =>
    (await probe.tableExists(db, 'notify_message'))
      ? Number((await db.query(`select count(*)::int as n from notify_message`)).rows[0].n)
      : 0;
  for (let run = 0; run < RUNS; run++) {
    const at = RUNS === 1 ? 0.4 : run === 0 ? 0.3 : 0.7;
    for (const name of faultScenarios) {
      const [label, fault] = faultsByName[name];
      ctx.current = `${name}${RUNS > 1 ? run + 1 : ''}`;
      const result = await scenario(ctx, ctx.current, label, at, fault);
      const drain = await probe.waitForDrain(db, watcher, { timeoutMs: 180_000, stable: countMessages });
      log(
        `${result.name}: burst ${(result.burstMs / 1000).toFixed(1)} s, drained ${drain.drained ? 'in' : 'NOT within'} ${(drain.ms / 1000).toFixed(1)} s`,
      );
      const check = await verify(ctx, result);
      if (!drain.drained) check.violations.push(`not drained within 180 s: ${JSON.stringify(drain.queues)}`);
      for (const d of deaths.filter((x) => x.scenario === ctx.current)) {
        check.violations.push(`${d.kind} pid ${d.pid} died on its own (exit ${d.code}); see ${env.logFile}`);
      }
      rows.push({ ...result, drain, check });
    }
  }
  const payRows = [];
  for (const f of payFaults) {
    const [label, fault] = faultsByName[f];
    ctx.current = `P${f}`;
    const result = await scenario(ctx, ctx.current, label, 0.4, fault, true);
    const drain = await probe.waitForDrain(db, watcher, { timeoutMs: 180_000, stable: countMessages });
    log(
      `${result.name}: burst ${(result.burstMs / 1000).toFixed(1)} s, drained ${drain.drained ? 'in' : 'NOT within'} ${(drain.ms / 1000).toFixed(1)} s`,
    );
    const check = await verifyPayments(ctx, result);
    if (!drain.drained) check.violations.push(`not drained within 180 s: ${JSON.stringify(drain.queues)}`);
    for (const d of deaths.filter((x) => x.scenario === ctx.current))
      check.violations.push(`${d.kind} pid ${d.pid} died on its own (exit ${d.code})`);
    payRows.push({ ...result, drain, check });
  }
  // failed jobs anywhere (a consumer gave up on an event): counted once, over all scenarios
  const queues = await watcher.counts();
  const failed = Object.entries(queues).filter(([, c]) => c.failed > 0);
  let push = null;
  if (SCENARIOS.includes('D')) {
    try {
      push = await crossProcessPush(ctx);
    } catch (error) {
      push = { results: [], violations: [error.message] };
    }
  }

  const pad = (v, n) => String(v).padEnd(n);
  const lines = [
    '',
    `Event faults (${SHORT ? 'short' : 'full'}; ${TRANSITIONS} transitions per burst, ${CONCURRENCY} in flight; node ${process.version}, ${os.cpus().length} cores; ${((Date.now() - t0) / 1000).toFixed(0)} s)`,
    `${pad('run', 5)}${pad('fault', 42)}${pad('acked', 7)}${pad('API errors', 24)}${pad('fault s', 9)}${pad('burst s', 9)}${pad('drain s', 9)}${pad('events', 8)}${pad('msgs', 7)}${pad('doubled', 9)}${pad('lost', 6)}result`,
  ];
  let ok = true;
  for (const r of rows) {
    const m = r.check.messages;
    const good = r.check.violations.length === 0;
    ok = ok && good;
    lines.push(
      `${pad(r.name, 5)}${pad(r.label, 42)}${pad(r.record.acked.length, 7)}${pad(JSON.stringify(r.record.errors), 24)}${pad(r.faultMs === null ? '-' : (r.faultMs / 1000).toFixed(1), 9)}${pad((r.burstMs / 1000).toFixed(1), 9)}${pad((r.drain.ms / 1000).toFixed(1), 9)}${pad(r.check.events, 8)}${pad(m.missingTable ? '?' : m.messages, 7)}${pad(m.missingTable ? '?' : m.doubled, 9)}${pad(m.missingTable ? '?' : m.noApplicant + m.inconsistent + r.check.lostWrites, 6)}${good ? 'OK' : 'FAILED'}`,
    );
    for (const v of r.check.violations) lines.push(`      ! ${v}`);
    for (const [code, sample] of Object.entries(r.record.samples)) lines.push(`      note: code ${code} answered as HTTP ${sample}`);
  }
  if (payRows.length) {
    lines.push(
      '',
      `Payment faults (${PAY_VISITORS} visitors per burst: submit, offer, confirm, pay (mock), confirmed by the payment, withdraw, refunded)`,
      `${pad('run', 5)}${pad('fault', 42)}${pad('acked', 7)}${pad('API errors', 40)}${pad('fault s', 9)}${pad('burst s', 9)}${pad('paid', 6)}${pad('confirmed', 11)}${pad('refunded', 10)}${pad('2× conf', 9)}${pad('2× refund', 11)}result`,
    );
    for (const r of payRows) {
      const c = r.check;
      const good = c.violations.length === 0;
      ok = ok && good;
      lines.push(
        `${pad(r.name, 5)}${pad(r.label, 42)}${pad(r.record.acked.length, 7)}${pad(JSON.stringify(r.record.errors), 40)}${pad(r.faultMs === null ? '-' : (r.faultMs / 1000).toFixed(1), 9)}${pad((r.burstMs / 1000).toFixed(1), 9)}${pad(c.paid, 6)}${pad(c.confirmed, 11)}${pad(c.refunded, 10)}${pad(c.doubleConfirm, 9)}${pad(c.doubleRefund, 11)}${good ? 'OK' : 'FAILED'}`,
      );
      for (const v of c.violations) lines.push(`      ! ${v}`);
      for (const [code, sample] of Object.entries(r.record.samples)) lines.push(`      note: code ${code} answered as HTTP ${sample}`);
    }
  }
  const kinds = rows.find((r) => r.check.messages && r.check.messages.kinds);
  if (kinds) lines.push(`recipients per transition (besides the applicant): ${kinds.check.messages.kinds.join('; ')}`);
  for (const [queue, c] of failed) {
    // a failed consumer job is a lost effect; other queues (schedulers: offer expiry, reminders) run again at their next tick
    const consumer = queue.startsWith('events-');
    if (consumer) ok = false;
    const reasons = await watcher.failedReasons(queue).catch(() => []);
    lines.push(`${consumer ? '!' : 'note:'} ${c.failed} failed job(s) in ${queue}: ${reasons.join(' | ')}`);
  }
  if (push) {
    for (const r of push.results) {
      lines.push(
        `D    ${pad(r.label, 42)}signup.changed: applicant ${r.applicantMs === null ? 'MISSING' : `${r.applicantMs} ms`}, reviewer ${r.reviewerMs === null ? 'MISSING' : `${r.reviewerMs} ms`}; notify ${r.notifyMs === null ? 'MISSING' : `${r.notifyMs} ms`}`,
      );
    }
    for (const v of push.violations) lines.push(`      ! ${v}`);
    ok = ok && push.violations.length === 0;
  }
  const elsewhere = deaths.filter((d) => !rows.some((r) => r.name === d.scenario));
  for (const d of elsewhere) lines.push(`! ${d.kind} pid ${d.pid} died on its own during ${d.scenario} (exit ${d.code})`);
  if (elsewhere.length) ok = false;
  lines.push(ok ? 'All checks passed: nothing lost, nothing doubled.' : 'VIOLATIONS: see the lines marked !', '');
  process.stdout.write(lines.join('\n'));
  return ok ? 0 : 1;
}

env.run(main);
