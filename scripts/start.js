#!/usr/bin/env node
'use strict';
/**
 * npm start: builds what is not built, finds or starts PostgreSQL and Redis (see lib/services.js),
 * then runs the server (which applies migrations and base seeds itself) and prints where to go.
 * Ctrl-C stops everything it started: the server first, then the database and Redis.
 *
 *   node scripts/start.js              build if needed, start, serve until Ctrl-C
 *   node scripts/start.js --seed-demo  same database resolution, load the demo data, stop
 *   node scripts/start.js --no-build   skip the build check
 *   node scripts/start.js --worker     npm run worker: one more worker process (outbox relay + queue
 *                                      consumers) beside a running npm start, on the same database and Redis
 *   node scripts/start.js --verbose    show Nest's boot messages too
 */
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const services = require('./lib/services');

const { ROOT, StartError } = services;
const args = new Set(process.argv.slice(2));
const seedDemo = args.has('--seed-demo');
const workerMode = args.has('--worker');
const t0 = Number(process.env.DHA_START_T0) || Date.now();

// ---------------------------------------------------------------------------------------------
// Layer 1 (foreground): run the real launcher in a process group of its own, so the terminal's
// Ctrl-C reaches only us; we turn it into an ordered shutdown instead of every child dying at once.
// ---------------------------------------------------------------------------------------------
if (!process.env.DHA_START_SUPERVISOR) {
  const child = spawn(process.execPath, [__filename, ...process.argv.slice(2)], {
    stdio: 'inherit',
    detached: true,
    env: { ...process.env, DHA_START_SUPERVISOR: '1', DHA_START_T0: String(t0) },
  });
  let signals = 0;
  const forward = () => {
    signals += 1;
    if (signals === 1) process.stdout.write('\nstopping… (press Ctrl-C again to force)\n');
    try {
      child.kill(signals === 1 ? 'SIGTERM' : 'SIGINT');
    } catch {
      /* already gone */
    }
  };
  for (const s of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(s, forward);
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  return;
}

// ---------------------------------------------------------------------------------------------
// Layer 2: the launcher itself.
// ---------------------------------------------------------------------------------------------
const say = (line) => process.stdout.write(`[start] ${line}\n`);
const started = []; // things to stop, in reverse order
let server = null;
let stopping = false;

async function shutdown(code, force = false) {
  if (stopping) {
    if (force && server && server.exitCode === null) server.kill('SIGKILL');
    return;
  }
  stopping = true;
  if (server && server.exitCode === null && server.signalCode === null) {
    say(`stopping the ${workerMode ? 'worker' : 'server'}…`);
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    const timer = setTimeout(() => server.kill('SIGKILL'), force ? 1000 : 15_000);
    await exited;
    clearTimeout(timer);
  }
  for (const s of started.reverse()) {
    say(`stopping ${s.name}…`);
    await s.stop().catch((e) => say(`could not stop ${s.name}: ${e.message}`));
  }
  say('stopped.');
  process.exit(code);
}
process.on('SIGTERM', () => void shutdown(0));
process.on('SIGINT', () => void shutdown(130, true)); // second Ctrl-C: hurry
process.on('SIGHUP', () => void shutdown(0));
// if the foreground launcher vanishes (kill -9), do not leave the database running
const parentPid = process.ppid;
setInterval(() => {
  if (process.ppid !== parentPid) void shutdown(1);
}, 1000).unref();

const verbose = args.has('--verbose');
const quietContexts = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestFactory', 'WebSocketsController']);

/** Server logs are JSON (pino); show them as one short line each (Nest's boot chatter only with --verbose). */
function formatLogLine(line) {
  if (!line.startsWith('{')) return line;
  try {
    const entry = JSON.parse(line);
    if (!verbose && entry.level <= 30 && quietContexts.has(entry.context)) return null;
    const levels = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO ', 40: 'WARN ', 50: 'ERROR', 60: 'FATAL' };
    const time = new Date(entry.time || Date.now()).toTimeString().slice(0, 8);
    let msg = entry.msg ?? '';
    if (entry.req && entry.res) msg = `${entry.req.method} ${entry.req.url} → ${entry.res.statusCode} (${entry.responseTime} ms)`;
    const context = entry.context ? `${entry.context}: ` : '';
    const err = entry.err && entry.err.stack ? `\n${entry.err.stack}` : '';
    return `${time} ${levels[entry.level] || entry.level} ${context}${msg}${err}`;
  } catch {
    return line;
  }
}

function pipeLines(stream, out, onLine) {
  let buffer = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    buffer += chunk;
    let i;
    while ((i = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, i);
      buffer = buffer.slice(i + 1);
      onLine(line);
      const shown = formatLogLine(line);
      if (shown !== null) out.write(shown + '\n');
    }
  });
  stream.on('end', () => buffer && out.write(`${formatLogLine(buffer) ?? ''}\n`));
}

async function main() {
  if (!fs.existsSync(path.join(ROOT, 'node_modules'))) throw new StartError('Dependencies are not installed: run `npm ci` first.');
  // a worker runs what npm start built (building beside a running server would change its files)
  if (workerMode) say('worker: using the build of npm start');
  else if (args.has('--no-build')) say('build check skipped (--no-build)');
  else if (services.buildIsStale()) services.build(say);
  else say('build is up to date');

  const pg = await services.resolvePostgres({ log: say });
  if (pg.started) started.push({ name: 'the embedded PostgreSQL', stop: pg.stop });
  say(`database: ${pg.description}`);
  const redis = await services.resolveRedis({ log: say });
  if (redis.started) started.push({ name: 'redis-server', stop: redis.stop });
  say(`redis: ${redis.description}`);
  if (workerMode && (pg.started || redis.started)) {
    // the API applies the migrations, and a database this process started would stop with the worker
    throw new StartError(
      'npm run worker runs beside a running `npm start` (it uses the database and Redis that npm start resolved): ' +
        'start `npm start` first, or set DATABASE_URL and REDIS_URL to the ones your server uses.',
    );
  }

  const consoleDist = process.env.CONSOLE_DIST || path.join(ROOT, 'apps/console/dist');
  const hasConsole = fs.existsSync(path.join(consoleDist, 'index.html'));
  if (!hasConsole && !seedDemo) say(`no built console in ${path.relative(ROOT, consoleDist)}: serving the API only`);
  const env = {
    ...process.env,
    DATABASE_URL: pg.url,
    REDIS_URL: redis.url,
    HOST: process.env.HOST || '127.0.0.1',
    // a worker serves only /metrics (with METRICS_TOKEN): on a free port, beside the API's
    ...(workerMode ? { PORT: process.env.WORKER_METRICS_PORT || '0' } : {}),
    ...(hasConsole ? { CONSOLE_DIST: consoleDist } : {}),
  };
  delete env.DHA_START_SUPERVISOR;
  delete env.DHA_START_T0;

  const entry = seedDemo ? 'apps/server/dist/cli/seed-demo.js' : workerMode ? 'apps/server/dist/worker.js' : 'apps/server/dist/main.js';
  if (!fs.existsSync(path.join(ROOT, entry))) throw new StartError(`${entry} is missing: run \`npx turbo run build\`.`);
  const credentials = [];
  server = spawn(process.execPath, [path.join(ROOT, entry)], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
  const remember = (line) => {
    // the base seeder's one-time line (modules/system/src/seed/base.seeder.ts), not every log line that
    // names both words (Nest's route mappings of /admin-api/…password… were kept as `null`)
    if (/^admin password: \S/.test(line)) credentials.push(line.trim());
  };
  pipeLines(server.stdout, process.stdout, remember);
  pipeLines(server.stderr, process.stderr, remember);

  server.on('message', (message) => {
    if (!message || message.type !== 'ready') return;
    if (workerMode) {
      const seconds = ((Date.now() - t0) / 1000).toFixed(1);
      const concurrency = process.env.EVENT_CONSUMER_CONCURRENCY || '16';
      process.stdout.write(
        [
          '',
          `DHA Center worker is ready (${seconds} s): outbox relay and queue consumers, ${concurrency} jobs in flight per queue`,
          `  Database:  ${pg.description}`,
          `  Redis:     ${redis.description}`,
          ...(message.metricsPort
            ? [`  Metrics:   http://127.0.0.1:${message.metricsPort}/metrics (Authorization: Bearer <METRICS_TOKEN>)`]
            : []),
          'Start more with `npm run worker` in other terminals. Press Ctrl-C to stop this one.',
          '',
        ].join('\n') + '\n',
      );
      return;
    }
    const port = Number(new URL(message.url).port);
    const base = `http://127.0.0.1:${port}`;
    const seconds = ((Date.now() - t0) / 1000).toFixed(1);
    const admin = process.env.ADMIN_PASSWORD
      ? 'admin / the ADMIN_PASSWORD you set'
      : credentials.length
        ? `${credentials.join('\n             ')}   (username admin; shown only this once: note it)`
        : 'admin / the password printed at the first start (it is shown only once)';
    const lines = [
      '',
      `DHA Center is ready (${pg.fresh ? 'first start' : 'start'}, ${seconds} s since npm start)`,
      `  Console:   ${base}/dha-center${hasConsole ? '' : '   (not built: only the API is served)'}`,
      `  API:       ${base}${process.env.API_PREFIX || '/admin-api'}   (health: ${base}${process.env.API_PREFIX || '/admin-api'}/health)`,
      `  Sign in:   ${admin}`,
      `  Database:  ${pg.description}`,
      `  Redis:     ${redis.description}`,
      'Press Ctrl-C to stop.',
      '',
    ];
    process.stdout.write(lines.join('\n') + '\n');
  });

  server.on('exit', (code, signal) => {
    if (stopping) return;
    if (seedDemo && code === 0) {
      say(`demo data loaded (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
      void shutdown(0);
      return;
    }
    say(`the ${workerMode ? 'worker' : 'server'} exited (${signal || `code ${code}`})`);
    void shutdown(code || 1);
  });
}

main().catch(async (error) => {
  if (error instanceof StartError) process.stderr.write(`\n[start] ${error.message}\n\n`);
  else process.stderr.write(`\n[start] failed: ${error && error.stack ? error.stack : error}\n\n`);
  await shutdown(1);
});
