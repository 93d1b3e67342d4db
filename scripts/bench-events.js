#!/usr/bin/env node
'use strict';
/**
 * npm run bench:events: the event path under load, from the commit to the browser.
 *
 * - The BUILT server on a fresh database and Redis prefix (PostgreSQL and Redis found as for
 *   `npm run bench`): one API (RUN_WORKERS=false) and, in turn, 1 worker, 2 workers, and 2 split
 *   workers as docs/operations.md sizes them on shared cores (one runs the live push and the relay,
 *   EVENT_CONSUMERS=live; the other every other consumer, without a relay, at nice 10).
 *   Each set-up starts fresh workers and first runs an untimed warm-up (BENCH_EVENTS_WARM_UP visitors,
 *   150), so the phases measure compiled hot paths and filled pools, as in service.
 * - BENCH_EVENTS_SOCKETS (default 500) connected sockets on the API: 90% visitors (each its own
 *   user room), 10% reviewer sockets of the admin (reviewer rooms). Loopback only.
 * - Per worker count, two phases, each on BENCH_EVENTS_COURSES fresh courses (4; visitor i on course
 *   i mod 4, as 200 transitions/s would spread: one course's offers queue on its seat row, which
 *   bench:signup measures): every visitor submits, is PASSed (formal
 *   offer) and confirms (3 transitions each): first paced at a steady BENCH_EVENTS_RATE (200/s), then
 *   as fast as the API takes them (BENCH_CONNECTIONS, 50 in flight).
 * - Printed per phase: commit-to-browser latency p50/p95/p99 of `signup.changed` (the event's `at`
 *   is taken as the transition is recorded, the transaction's last statement before its commit, on
 *   this machine's clock, against the arrival time at the socket), the
 *   share of expected pushes received, events/s through the relay (published) and through the
 *   consumers (core_processed_event), and the largest outbox lag seen (oldest unpublished event,
 *   polled every 100 ms).
 * - Also per phase: where a live job of signup.changed spent its time (BullMQ's stamps: commit → added by
 *   the relay, waiting in the queue, handling), and the CPU time per transition of the API, the workers,
 *   PostgreSQL, Redis and this generator (/proc): the figure to compare across changes on a noisy machine.
 * - Then the drain: a burst of BENCH_EVENTS_BURST (5000) submissions (as in bench:signup), and the
 *   time from its last answer until the outbox is empty and until every consumer queue is idle.
 * Bounded in count and time (each wait has a deadline); stops by itself. Options: BENCH_EVENTS_SOCKETS,
 * BENCH_EVENTS_RATE, BENCH_EVENTS_BURST, BENCH_EVENTS_WORKERS ("1,2,split"), BENCH_EVENTS_WARM_UP,
 * BENCH_EVENTS_REVIEWERS (reviewer sockets, default 10% of the sockets: each transition is pushed to
 * them all), BENCH_CONNECTIONS, --no-build.
 *
 * "received" counts every push; with two workers a signup's intermediate transitions may be applied
 * out of order and the older one is skipped by design (never an older state after a newer), so "last
 * state" — each signup's final state on every socket concerned — is the delivery check.
 *
 * Figures against the goal (p95 < 100 ms at a steady 200/s), their history and what moved them:
 * docs/benchmarks.md.
 */
const os = require('node:os');
const { monitorEventLoopDelay } = require('node:perf_hooks');
const { createBenchEnv, ADMIN_PASSWORD } = require('./lib/bench-env');
const { freePort } = require('./lib/scratch-services');
const data = require('./lib/bench-data');
const probe = require('./lib/event-probe');
const { sleep } = require('./lib/services');
const { processTable, treeCpuMs, commandCpuMs } = require('./lib/process-cpu');

const SOCKETS = Number(process.env.BENCH_EVENTS_SOCKETS || 500);
const RATE = Number(process.env.BENCH_EVENTS_RATE || 200);
const BURST = Number(process.env.BENCH_EVENTS_BURST || 5000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);
const WARM_UP = Number(process.env.BENCH_EVENTS_WARM_UP || 150);
const COURSES = Number(process.env.BENCH_EVENTS_COURSES || 4);
/** The nice value of the split set-up's background worker (README: sizing); 0 = the same priority as the rest. */
const SPLIT_NICE = Number(process.env.BENCH_EVENTS_SPLIT_NICE ?? 10);
/**
 * Worker set-ups, in turn: a count of workers running every consumer, or `split` as the README's sizing
 * has it for cores shared with the API: one worker for the live push and the relay (EVENT_CONSUMERS=live),
 * one for every other consumer (EVENT_CONSUMERS=-live, OUTBOX_RELAY=false) at a lower CPU priority
 * (`nice -n BENCH_EVENTS_SPLIT_NICE`).
 */
const WORKER_SETUPS = (process.env.BENCH_EVENTS_WORKERS || '1,2,split').split(',').map((w) =>
  w === 'split'
    ? {
        label: '2 split',
        workers: [{ env: { EVENT_CONSUMERS: 'live' } }, { env: { EVENT_CONSUMERS: '-live', OUTBOX_RELAY: 'false' }, nice: SPLIT_NICE }],
      }
    : { label: w, workers: Array.from({ length: Number(w) }, () => ({ env: {} })) },
);
const REVIEWER_SOCKETS = Number(process.env.BENCH_EVENTS_REVIEWERS || Math.max(1, Math.round(SOCKETS * 0.1)));
const VISITORS = SOCKETS - REVIEWER_SOCKETS;
const Status = { WAIT_AUDIT: 10, WAIT_STUDENT_AUDIT: 30, FORMAL_ACCEPT: 40 };

const log = (line) => process.stdout.write(`[bench:events] ${new Date().toISOString().slice(11, 23)} ${line}\n`);
const env = createBenchEnv('bench-events', log);

const pct = (sorted, p) => {
  const v = data.percentile(sorted, p);
  return v === null ? '-' : `${v.toFixed(0)} ms`;
};

/** Polls the outbox every 100 ms; answers stop() → the largest lag seen (ms). */
function lagSampler(db) {
  let max = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      try {
        max = Math.max(max, (await probe.outboxBacklog(db)).lagMs);
      } catch {
        // next poll
      }
      await sleep(100);
    }
  })();
  return async () => {
    running = false;
    await loop;
    return max;
  };
}

/**
 * CPU time per transition of each process between two /proc readings (the phase and its drain): the
 * API, the workers, PostgreSQL, Redis and this load generator. The machine's cores are shared by all
 * of them, so this is the figure that moves when a change makes the path cheaper, whatever the noise.
 */
function perTransitionCpu(before, after, ctx, generatorMs) {
  const delta = (read) => {
    const [a, b] = [read(before), read(after)];
    return a === null || b === null ? null : b - a;
  };
  const parts = {
    API: delta((t) => treeCpuMs(t, ctx.apiPid)),
    workers: delta((t) => {
      const each = ctx.workerPids().map((pid) => treeCpuMs(t, pid));
      return each.includes(null) ? null : each.reduce((a, b) => a + b, 0);
    }),
    PostgreSQL: delta((t) => commandCpuMs(t, 'postgres')),
    Redis: delta((t) => commandCpuMs(t, 'redis-server')),
    'load generator': generatorMs,
  };
  return (transitions) => {
    if (!transitions || Object.values(parts).includes(null)) return '-';
    const each = Object.entries(parts).map(([name, ms]) => `${name} ${(ms / transitions).toFixed(2)}`);
    const total = Object.values(parts).reduce((a, b) => a + b, 0) / transitions;
    return `${each.join(', ')}; total ${total.toFixed(2)} ms`;
  };
}

/**
 * Untimed: the three transitions of the first `count` visitors on a course of their own, so that the
 * phases measure processes whose hot paths are compiled and whose pools are filled, as in service.
 */
async function warmUp(ctx, count) {
  const { call, admin, visitors } = ctx;
  const courseId = await data.createCourse(call, admin, { code: `EW${Date.now().toString(36)}`, needTeacherAudit: false });
  await data.burst(Math.min(count, visitors.length), CONNECTIONS, async (i) => {
    const v = visitors[i];
    const submitted = await call('POST', '/client/signup/create', { courseId, participantKind: 0, identity: '1' }, v.token);
    if (submitted.code !== 0) return;
    const passed = await call('POST', '/signup/signup/review', { id: submitted.data, version: 1, action: 'PASS', offer: 'FORMAL' }, admin);
    if (passed.code === 0) await call('POST', '/client/signup/confirm', { id: submitted.data, version: 2 }, v.token);
  });
  await probe.waitForDrain(ctx.db, ctx.watcher, { timeoutMs: 60_000 });
}

/** One phase: every visitor's three transitions on a fresh course, paced at `rate`/s or unpaced. */
async function phase(ctx, label, rate) {
  const { call, admin, db, visitors, sockets } = ctx;
  // the visitors spread over COURSES courses, as 200 transitions/s would be: one course's offers queue on its seat row
  const courseIds = [];
  for (let c = 0; c < COURSES; c++) {
    courseIds.push(await data.createCourse(call, admin, { code: `EV${Date.now().toString(36)}${c}`, needTeacherAudit: false }));
  }
  const latencies = { applicant: [], reviewer: [] };
  // a push older than one already applied is skipped by design (two workers may apply a signup's
  // transitions out of order): what must arrive is each signup's last state, on every socket concerned
  let finals = 0;
  const listeners = sockets.map(({ socket, role }) => {
    const on = (e) => {
      if (!e || !courseIds.includes(e.courseId)) return;
      latencies[role].push(Date.now() - e.at);
      if (e.to === Status.FORMAL_ACCEPT) finals++;
    };
    socket.on('signup.changed', on);
    return () => socket.off('signup.changed', on);
  });
  const [{ max: firstId }] = (await db.query(`select coalesce(max(id), 0)::int as max from core_outbox_event`)).rows;
  const stopLag = lagSampler(db);
  // this process receives every push: its own event-loop delay bounds how late it can notice one
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const cpu0 = process.cpuUsage();
  const table0 = processTable();
  let nextSlot = Date.now();
  const paced = async (...args) => {
    if (rate) {
      const slot = Math.max(nextSlot, Date.now());
      nextSlot = slot + 1000 / rate;
      if (slot > Date.now()) await sleep(slot - Date.now());
    }
    return call(...args);
  };
  const codes = {};
  const count = (r) => (codes[r.code] = (codes[r.code] || 0) + 1);
  const t0 = Date.now();
  // each visitor's chain runs in order; up to CONNECTIONS chains at once
  await data.burst(visitors.length, rate ? Math.min(CONNECTIONS, 200) : CONNECTIONS, async (i) => {
    const v = visitors[i];
    const courseId = courseIds[i % COURSES];
    const submitted = await paced('POST', '/client/signup/create', { courseId, participantKind: 0, identity: '1' }, v.token);
    count(submitted);
    if (submitted.code !== 0) return;
    const passed = await paced('POST', '/signup/signup/review', { id: submitted.data, version: 1, action: 'PASS', offer: 'FORMAL' }, admin);
    count(passed);
    if (passed.code !== 0) return;
    count(await paced('POST', '/client/signup/confirm', { id: submitted.data, version: 2 }, v.token));
  });
  const seconds = (Date.now() - t0) / 1000;
  const transitions = Object.values(codes).reduce((a, b) => a + b, 0);
  const drain = await probe.waitForDrain(db, ctx.watcher, { timeoutMs: 120_000 });
  await sleep(500); // last pushes in flight
  const maxLag = await stopLag();
  loopDelay.disable();
  const cpu = process.cpuUsage(cpu0);
  const cpuPerTransition = perTransitionCpu(table0, processTable(), ctx, (cpu.user + cpu.system) / 1000);
  listeners.forEach((off) => off());
  // commit → marked published by the relay's claim (since 2026-11-25 the leader enqueues what a NOTIFY
  // carries first, and marks it ~50 ms later: commit → enqueued is the live jobs' "relay" stamp)
  const [live] = (
    await db.query(
      `select percentile_cont(0.5) within group (order by ms) as p50, percentile_cont(0.95) within group (order by ms) as p95
         from (select extract(epoch from published_at - occurred_at) * 1000 as ms
                 from core_outbox_event where id > $1 and published_at is not null) t`,
      [firstId],
    )
  ).rows;
  const [relay] = (
    await db.query(
      `select count(*)::int as n, extract(epoch from max(published_at) - min(occurred_at))::float8 as s
         from core_outbox_event where id > $1`,
      [firstId],
    )
  ).rows;
  const consumers = (
    await db.query(
      `select p.consumer, count(*)::int as n, extract(epoch from max(p.processed_at) - min(o.occurred_at))::float8 as s
         from core_processed_event p join core_outbox_event o on o.event_id = p.event_id
        where o.id > $1 group by 1 order by 1`,
      [firstId],
    )
  ).rows;
  const liveJobs = await ctx.watcher.jobTimes('events-live', 'SignupStatusChanged', t0);
  const okTransitions = codes[0] || 0;
  const sorted = (xs) => [...xs].sort((a, b) => a - b);
  const all = sorted([...latencies.applicant, ...latencies.reviewer]);
  const expected = okTransitions * (1 + REVIEWER_SOCKETS);
  return {
    label,
    rate: transitions / seconds,
    codes,
    seconds,
    p50: pct(all, 50),
    p95: pct(all, 95),
    p99: pct(all, 99),
    applicant: sorted(latencies.applicant),
    received: all.length,
    expected,
    finals,
    expectedFinals: (codes[0] ? Math.round(okTransitions / 3) : 0) * (1 + REVIEWER_SOCKETS),
    relayRate: relay.s ? relay.n / relay.s : 0,
    consumers: consumers.map((c) => `${c.consumer} ${c.s ? (c.n / c.s).toFixed(0) : '-'}/s`),
    maxLag,
    drained: drain.drained,
    liveP50: live.p50 === null ? '-' : `${Number(live.p50).toFixed(0)} ms`,
    liveP95: live.p95 === null ? '-' : `${Number(live.p95).toFixed(0)} ms`,
    applicantP95: pct(sorted(latencies.applicant), 95),
    liveJobs: ['relay', 'wait', 'handle'].map((k) => `${k} ${pct(liveJobs[k], 50)} / ${pct(liveJobs[k], 95)}`).join(', '),
    loopP99: loopDelay.percentile(99) / 1e6,
    generatorCpu: ((cpu.user + cpu.system) / 1000 / 1000 / seconds) * 100,
    cpuPerTransition: cpuPerTransition(okTransitions),
  };
}

async function main() {
  log(
    `${SOCKETS} sockets (${VISITORS} visitors, ${REVIEWER_SOCKETS} reviewer), steady ${RATE}/s then unpaced (${CONNECTIONS} in flight), workers ${WORKER_SETUPS.map((w) => w.label).join(' then ')}, burst ${BURST}`,
  );
  const stack = await env.startStack({ databasePrefix: 'dha_bench_events' });
  const port = await freePort();
  const api = await stack.startApi(port);
  const client = data.apiClient(port, CONNECTIONS);
  env.onCleanup(() => client.close());
  const db = probe.resilientDb(stack.databaseUrl);
  env.onCleanup(() => db.end());
  const watcher = probe.queueWatcher(stack.redisUrl, stack.prefix);
  env.onCleanup(() => watcher.close());
  const { token: admin } = await data.adminLogin(client.call, ADMIN_PASSWORD);
  const visitors = await data.createUsers(db, VISITORS);

  log(`connecting ${SOCKETS} sockets…`);
  const sockets = [];
  env.onCleanup(async () => sockets.forEach((s) => s.socket.close()));
  for (let i = 0; i < SOCKETS; i += 50) {
    const batch = Array.from({ length: Math.min(50, SOCKETS - i) }, (_, j) => {
      const k = i + j;
      const role = k < VISITORS ? 'applicant' : 'reviewer';
      const c = probe.connectSocket(api.url, role === 'applicant' ? visitors[k].token : admin, { timeoutMs: 20_000 });
      sockets.push({ socket: c.socket, role });
      return c.session;
    });
    const sessions = await Promise.all(batch);
    if (!sessions.every((s) => s.authenticated)) throw new Error('a socket was not authenticated');
  }
  log(`${sockets.length} sockets connected`);

  const workers = [];
  const ctx = { call: client.call, admin, db, visitors, sockets, watcher, apiPid: api.pid, workerPids: () => workers.map((w) => w.pid) };
  const results = [];
  for (const setup of WORKER_SETUPS) {
    while (workers.length) await workers.pop().stop();
    for (const { env: extra, nice } of setup.workers) workers.push(await stack.startWorker(extra, { nice }));
    const n = setup.label;
    await probe.waitForDrain(db, watcher, { timeoutMs: 60_000 });
    log(`${n} worker(s): warm-up (${WARM_UP} visitors, untimed)…`);
    await warmUp(ctx, WARM_UP);
    log(`${n} worker(s): steady ${RATE}/s…`);
    results.push({ workers: n, ...(await phase(ctx, `steady ${RATE}/s`, RATE)) });
    log(`${n} worker(s): as fast as the API takes them…`);
    results.push({ workers: n, ...(await phase(ctx, 'unpaced', 0)) });
  }

  // the drain after a submission burst, with the last worker count
  log(`burst: ${BURST} submissions…`);
  const burstUsers = await data.createUsers(db, BURST, VISITORS + 1);
  const courseId = await data.createCourse(client.call, admin, { code: `EVB${Date.now().toString(36)}` });
  const stopLag = lagSampler(db);
  const submit = await data.burst(BURST, CONNECTIONS, (i) =>
    client.call('POST', '/client/signup/create', { courseId, participantKind: 0, identity: '1' }, burstUsers[i].token),
  );
  const t0 = Date.now();
  let outboxMs = null;
  while (Date.now() - t0 < 120_000) {
    if ((await probe.outboxBacklog(db)).unpublished === 0) {
      outboxMs = Date.now() - t0;
      break;
    }
    await sleep(50);
  }
  const consumersDone = await probe.waitForDrain(db, watcher, { timeoutMs: 180_000 });
  const burstLag = await stopLag();

  const pad = (v, n) => String(v).padEnd(n);
  const lines = [
    '',
    `Events bench (${SOCKETS} sockets on 1 API, loopback, node ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)})`,
    `${pad('workers', 9)}${pad('phase', 14)}${pad('transitions/s', 15)}${pad('push p50', 10)}${pad('p95', 9)}${pad('p99', 9)}${pad('received', 16)}${pad('last state', 14)}${pad('relay ev/s', 12)}${pad('max lag', 10)}consumers (events/s)`,
  ];
  for (const r of results) {
    lines.push(
      `${pad(r.workers, 9)}${pad(r.label, 14)}${pad(r.rate.toFixed(0), 15)}${pad(r.p50, 10)}${pad(r.p95, 9)}${pad(r.p99, 9)}${pad(`${r.received}/${r.expected}`, 16)}${pad(`${r.finals}/${r.expectedFinals}`, 14)}${pad(r.relayRate.toFixed(0), 12)}${pad(`${r.maxLag.toFixed(0)} ms`, 10)}${r.consumers.join(', ')}${r.drained ? '' : ' (NOT drained)'}`,
    );
    lines.push(
      `         applicant sockets p95 ${r.applicantP95}; commit → marked published p50 ${r.liveP50}, p95 ${r.liveP95}; load generator: ${r.generatorCpu.toFixed(0)}% CPU, event-loop delay p99 ${r.loopP99.toFixed(0)} ms`,
    );
    lines.push(`         live jobs of signup.changed p50 / p95: ${r.liveJobs}`);
    lines.push(`         CPU per transition (ms): ${r.cpuPerTransition}`);
    if (Object.keys(r.codes).some((c) => c !== '0')) lines.push(`         codes ${JSON.stringify(r.codes)}`);
  }
  lines.push(
    `Burst: ${BURST} submissions at ${submit.rate.toFixed(0)}/s (${JSON.stringify(data.tally(submit.results))}); after the last answer the outbox was empty in ${outboxMs === null ? '> 120 s' : `${(outboxMs / 1000).toFixed(2)} s`} (goal ≤ 5 s), every consumer queue idle in ${(consumersDone.ms / 1000).toFixed(1)} s${consumersDone.drained ? '' : ' (NOT drained)'}; largest outbox lag ${(burstLag / 1000).toFixed(2)} s`,
    '',
  );
  process.stdout.write(lines.join('\n'));
  return 0;
}

env.run(main);
