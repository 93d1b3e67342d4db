'use strict';
/**
 * What the event scripts read from outside the server: the outbox (unpublished rows, lag), the
 * consumers' BullMQ queues (found by their keys under the run's prefix), notify_message rows per
 * source event and recipient, and live sockets (socket.io-client, websocket transport).
 * Only table and column names are assumed: core_outbox_event, notify_message(source_event_id, user_id).
 */
const { Pool } = require('pg');
const Redis = require('ioredis');
const { Queue } = require('bullmq');
const { io } = require('socket.io-client');
const { sleep } = require('./services');

/** A pg pool that survives a PostgreSQL restart: idle-client errors are ignored, `query` retries until `retryMs`. */
function resilientDb(url) {
  const pool = new Pool({ connectionString: url, max: 4, connectionTimeoutMillis: 3000 });
  pool.on('error', () => undefined);
  async function query(sql, params, retryMs = 60_000) {
    const deadline = Date.now() + retryMs;
    for (;;) {
      try {
        return await pool.query(sql, params);
      } catch (error) {
        // SQL errors (42xxx, 23xxx…) are ours: only connection trouble is retried
        const transient = !error.code || /^(08|57P|53)/.test(error.code) || error.code === 'ECONNREFUSED' || error.code === 'ECONNRESET';
        if (!transient || Date.now() > deadline) throw error;
        await sleep(200);
      }
    }
  }
  return { query, end: () => pool.end() };
}

/** Unpublished outbox rows and the age (ms) of the oldest one. */
async function outboxBacklog(db) {
  const { rows } = await db.query(
    `select count(*)::int as n, (extract(epoch from now() - min(occurred_at)) * 1000)::float8 as lag_ms
       from core_outbox_event where published_at is null`,
  );
  return { unpublished: rows[0].n, lagMs: rows[0].lag_ms === null ? 0 : Math.max(0, rows[0].lag_ms) };
}

/** The consumers' queues under `prefix` (names `events-*`), each with its BullMQ job counts. */
function queueWatcher(redisUrl, prefix) {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: null, enableOfflineQueue: true });
  redis.on('error', () => undefined);
  const queues = new Map();
  async function counts() {
    const names = new Set();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:bull:*:meta`, 'COUNT', 1000);
      for (const key of keys) names.add(key.slice(`${prefix}:bull:`.length, -':meta'.length));
      cursor = next;
    } while (cursor !== '0');
    const out = {};
    for (const name of names) {
      if (!queues.has(name)) {
        const queue = new Queue(name, { connection: redis, prefix: `${prefix}:bull` });
        queue.on('error', () => undefined); // Redis restarts are expected here; counts() is retried
        queues.set(name, queue);
      }
      out[name] = await queues.get(name).getJobCounts('waiting', 'active', 'delayed', 'prioritized', 'failed', 'completed');
    }
    return out;
  }
  /** Why the failed jobs of a queue failed (at most `n`). */
  async function failedReasons(name, n = 3) {
    const queue = queues.get(name);
    if (!queue) return [];
    return (await queue.getFailed(0, n - 1)).map((job) => `${job.name}: ${job.failedReason}`);
  }
  /**
   * Where a queue's jobs of `type` added since `since` spent their time, from BullMQ's own stamps
   * (ms, sorted): commit → added (the relay), added → started (waiting in the queue), started → done.
   */
  async function jobTimes(name, type, since) {
    const queue = queues.get(name);
    const times = { relay: [], wait: [], handle: [] };
    if (!queue) return times;
    for (let start = 0; ; start += 1000) {
      const jobs = await queue.getJobs(['completed'], start, start + 999, true);
      for (const job of jobs) {
        if (!job || job.name !== type || job.timestamp < since || !job.processedOn || !job.finishedOn) continue;
        times.relay.push(job.timestamp - job.data.occurredAt);
        times.wait.push(job.processedOn - job.timestamp);
        times.handle.push(job.finishedOn - job.processedOn);
      }
      if (jobs.length < 1000) break;
    }
    for (const list of Object.values(times)) list.sort((a, b) => a - b);
    return times;
  }
  async function close() {
    await Promise.all([...queues.values()].map((q) => q.close().catch(() => undefined)));
    redis.disconnect();
  }
  return { counts, failedReasons, jobTimes, close };
}

const pending = (c) => c.waiting + c.active + c.delayed + (c.prioritized || 0);

/**
 * Waits until the outbox is empty, every consumer queue is idle and `stable()` (e.g. a count of
 * notify rows) has not moved for two polls; answers { ms, drained, queues }.
 */
async function waitForDrain(db, watcher, { timeoutMs = 120_000, stable = async () => 0 } = {}) {
  const t0 = Date.now();
  let last = null;
  let still = 0;
  let queues = {};
  while (Date.now() - t0 < timeoutMs) {
    try {
      const { unpublished } = await outboxBacklog(db);
      queues = await watcher.counts();
      // the consumers' queues only: other queues hold delayed jobs by design (offer deadlines, reminders)
      const busy = Object.entries(queues).some(([name, c]) => name.startsWith('events-') && pending(c) > 0);
      const mark = await stable();
      if (!unpublished && !busy && mark === last) {
        if (++still >= 2) return { ms: Date.now() - t0, drained: true, queues };
      } else still = 0;
      last = mark;
    } catch {
      // a server is restarting: poll again
    }
    await sleep(250);
  }
  return { ms: Date.now() - t0, drained: false, queues };
}

async function tableExists(db, name) {
  const { rows } = await db.query(`select to_regclass($1) is not null as ok`, [name]);
  return rows[0].ok;
}

/**
 * Checks the messages of a set of SignupStatusChanged events: per (event, recipient) exactly one
 * notify_message row; the applicant (payload.userId) always among the recipients; and, per kind of
 * transition (from → to), the same other recipients for every event (the course's reviewers or
 * teachers), so a message lost for a reviewer shows as an event whose set differs from its kind's.
 * Answers counts and a few examples of each violation.
 */
async function checkMessages(db, events) {
  if (!(await tableExists(db, 'notify_message'))) return { missingTable: true };
  const ids = events.map((e) => e.event_id);
  const { rows } = await db.query(
    `select source_event_id::text as event_id, user_id, count(*)::int as n
       from notify_message where source_event_id::text = any($1::text[]) group by 1, 2`,
    [ids],
  );
  const byEvent = new Map(events.map((e) => [e.event_id, []]));
  for (const r of rows) byEvent.get(r.event_id).push(r);
  const doubled = rows.filter((r) => r.n > 1);
  const noApplicant = [];
  const othersByKind = new Map();
  for (const e of events) {
    const recipients = byEvent.get(e.event_id);
    if (!recipients.some((r) => Number(r.user_id) === Number(e.payload.userId))) noApplicant.push(e.event_id);
    const kind = `${e.payload.fromStatus}→${e.payload.toStatus}`;
    const others = recipients
      .filter((r) => Number(r.user_id) !== Number(e.payload.userId))
      .map((r) => Number(r.user_id))
      .sort((a, b) => a - b)
      .join(',');
    if (!othersByKind.has(kind)) othersByKind.set(kind, new Map());
    const sets = othersByKind.get(kind);
    sets.set(others, (sets.get(others) || 0) + 1);
  }
  let inconsistent = 0;
  const kinds = [];
  for (const [kind, sets] of othersByKind) {
    const counts = [...sets.values()];
    const modal = Math.max(...counts);
    inconsistent += counts.reduce((a, b) => a + b, 0) - modal;
    const [common] = [...sets].find(([, n]) => n === modal);
    kinds.push(`${kind}: +${common ? common.split(',').length : 0} other${sets.size > 1 ? ` (${sets.size} different sets!)` : ''}`);
  }
  return {
    missingTable: false,
    messages: rows.reduce((a, r) => a + r.n, 0),
    pairs: rows.length,
    doubled: doubled.length,
    noApplicant: noApplicant.length,
    inconsistent,
    kinds,
    examples: [
      ...doubled.slice(0, 3).map((r) => `doubled ${r.event_id} → user ${r.user_id} ×${r.n}`),
      ...noApplicant.slice(0, 3).map((id) => `no applicant message for ${id}`),
    ],
  };
}

/** A socket.io-client socket; resolves once the server's `session` says whether it is authenticated. */
function connectSocket(url, token, { timeoutMs = 10_000 } = {}) {
  const socket = io(url, { auth: token ? { token } : {}, transports: ['websocket'], reconnection: true, forceNew: true });
  const session = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`socket to ${url}: no session within ${timeoutMs} ms`)), timeoutMs);
    socket.once('session', (state) => {
      clearTimeout(timer);
      resolve(state);
    });
    socket.once('connect_error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
  return { socket, session };
}

/** Waits for the first `event` on `socket` whose payload satisfies `match`; null after timeoutMs. */
function nextEvent(socket, event, match, timeoutMs = 10_000) {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      socket.off(event, on);
      resolve(null);
    }, timeoutMs);
    function on(payload) {
      if (!match(payload)) return;
      clearTimeout(timer);
      socket.off(event, on);
      resolve({ payload, receivedAt: Date.now() });
    }
    socket.on(event, on);
  });
}

module.exports = { resilientDb, outboxBacklog, queueWatcher, waitForDrain, tableExists, checkMessages, connectSocket, nextEvent, pending };
