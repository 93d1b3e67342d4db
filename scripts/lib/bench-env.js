'use strict';
/**
 * What every benchmark needs around its measurements: the BUILT server on a fresh database and a
 * Redis key prefix of its own (dropped afterwards), children that log to a file and say when they
 * are ready, and a cleanup that runs on success, failure and Ctrl-C alike.
 */
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const services = require('./services');

const { ROOT } = services;
/** a throw-away database: the admin password is set for the run only */
const ADMIN_PASSWORD = 'Admin@12345';

function createBenchEnv(name, log) {
  const cleanups = [];
  const logFile = path.join(os.tmpdir(), `dha-${name}-${process.pid}.log`);

  /**
   * A node child with an IPC channel, ready when it sends {type:'ready'}; output to the log file.
   * BENCH_NODE_ARGS adds node flags to every child, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
   */
  function startChild(args, env, { nice = 0 } = {}) {
    const out = fs.openSync(logFile, 'a');
    const nodeArgs = (process.env.BENCH_NODE_ARGS || '').split(' ').filter(Boolean);
    const command = [process.execPath, ...nodeArgs, ...args];
    // nice(1) runs node in its own process (exec): every thread at the lowered priority
    const [file, ...argv] = nice ? ['nice', '-n', String(nice), ...command] : command;
    const child = spawn(file, argv, {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', out, out, 'ipc'],
    });
    fs.closeSync(out);
    const exited = new Promise((resolve) => child.once('exit', resolve));
    const ready = new Promise((resolve, reject) => {
      child.on('message', (m) => m && m.type === 'ready' && resolve());
      exited.then((code) => reject(new Error(`${args.join(' ')} exited (${code}) before it was ready; see ${logFile}`)));
    });
    const stop = async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
    };
    cleanups.push(stop);
    // kill: a crash (kill -9), no shutdown hooks
    const kill = async (signal = 'SIGKILL') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    };
    return { ready, stop, kill, exited, pid: child.pid };
  }

  /** The environment of a server or worker process of a benchmark (limits raised, request logging off). */
  function serverEnv({ databaseUrl, redisUrl, prefix, port, runWorkers, extra }) {
    return {
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      REDIS_PREFIX: prefix,
      HOST: '127.0.0.1',
      ...(port ? { PORT: String(port) } : {}),
      ...(runWorkers === undefined ? {} : { RUN_WORKERS: String(runWorkers) }),
      ADMIN_PASSWORD,
      CONSOLE_DIST: '',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL || 'warn',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000000',
      LOGIN_MAX_FAILURES: '100000000',
      // the operation log's spool belongs to this database: never drained into another run's
      LOG_SPOOL_DIR: path.join(os.tmpdir(), `dha-log-spool-${prefix}`),
      ...extra,
    };
  }

  /**
   * Several processes on one fresh database and Redis prefix: `startApi(port, env)` (dist/main.js,
   * RUN_WORKERS=false unless env says otherwise) and `startWorker(env)` (dist/worker.js). The first
   * API applies the migrations, so start one before any worker. pg/redis: the servers to use
   * (default: as for `npm run bench`); pass scratch ones to restart them during the run.
   */
  async function startStack({ databasePrefix, pg, redis }) {
    if (process.argv.includes('--no-build')) log('build check skipped (--no-build)');
    else if (services.buildIsStale({ serverOnly: true })) services.build(log, { serverOnly: true });
    if (!pg) {
      pg = await services.scratchPostgresServer({ log });
      cleanups.push(pg.stop);
    }
    if (!redis) {
      redis = await services.resolveRedis({ log });
      cleanups.push(redis.stop);
    }
    const database = await services.createScratchDatabase(pg.serverUrl, databasePrefix);
    const prefix = `dha-bench-${database.name.slice(databasePrefix.length + 1)}`;
    cleanups.push(database.drop);
    cleanups.push(() => services.deleteRedisPrefix(redis.url, prefix));
    log(`database ${database.name}, redis ${redis.description || redis.url}, prefix ${prefix}, process logs ${logFile}`);
    const base = { databaseUrl: database.url, redisUrl: redis.url, prefix };
    const startApi = async (port, extra = {}) => {
      const child = startChild([path.join(ROOT, 'apps/server/dist/main.js')], serverEnv({ ...base, port, runWorkers: false, extra }));
      await child.ready;
      return { ...child, port, api: `http://127.0.0.1:${port}/admin-api`, url: `http://127.0.0.1:${port}` };
    };
    const startWorker = async (extra = {}, { nice = 0 } = {}) => {
      const child = startChild([path.join(ROOT, 'apps/server/dist/worker.js')], serverEnv({ ...base, extra }), { nice });
      await child.ready;
      return child;
    };
    return { databaseUrl: database.url, redisUrl: redis.url, prefix, startApi, startWorker };
  }

  /**
   * Builds the server if stale, then starts it on a scratch database. The auth rate limit and the
   * login lock-out are raised for the run; request logging is off (warn) unless BENCH_LOG_LEVEL says
   * otherwise. BENCH_NODE_ARGS adds node flags, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
   */
  async function startServer({ port, databasePrefix, extra = {} }) {
    if (process.argv.includes('--no-build')) log('build check skipped (--no-build)');
    else if (services.buildIsStale({ serverOnly: true })) services.build(log, { serverOnly: true });
    const pg = await services.scratchPostgresServer({ log });
    cleanups.push(pg.stop);
    const redis = await services.resolveRedis({ log });
    cleanups.push(redis.stop);
    const database = await services.createScratchDatabase(pg.serverUrl, databasePrefix);
    const prefix = `dha-bench-${database.name.slice(databasePrefix.length + 1)}`;
    cleanups.push(database.drop);
    cleanups.push(() => services.deleteRedisPrefix(redis.url, prefix));
    log(`database ${database.name}, redis ${redis.description}, server logs ${logFile}`);
    const server = startChild(
      [path.join(ROOT, 'apps/server/dist/main.js')],
      serverEnv({ databaseUrl: database.url, redisUrl: redis.url, prefix, port, extra }),
    );
    await server.ready;
    /** Another API process on the same database and Redis prefix (RUN_WORKERS=false), e.g. with a setting turned off for comparison. */
    const startSibling = async (siblingPort, siblingExtra = {}) => {
      const child = startChild(
        [path.join(ROOT, 'apps/server/dist/main.js')],
        serverEnv({
          databaseUrl: database.url,
          redisUrl: redis.url,
          prefix,
          port: siblingPort,
          runWorkers: false,
          extra: { ...extra, ...siblingExtra },
        }),
      );
      await child.ready;
      return { ...child, api: `http://127.0.0.1:${siblingPort}/admin-api` };
    };
    return { ...server, databaseUrl: database.url, api: `http://127.0.0.1:${port}/admin-api`, startSibling };
  }

  let finishing = false;
  async function finish(code) {
    if (finishing) return;
    finishing = true;
    for (const cleanup of cleanups.reverse()) await cleanup().catch((e) => log(`cleanup: ${e.message}`));
    process.exit(code);
  }

  /** Runs main, then cleans up whatever happens (an exit code from main, a failure, a signal). */
  function run(main) {
    process.on('SIGINT', () => void finish(130));
    process.on('SIGTERM', () => void finish(143));
    main().then(finish, (error) => {
      log(`failed: ${error instanceof services.StartError ? error.message : error && error.stack ? error.stack : error}`);
      void finish(1);
    });
  }

  return { startChild, startServer, startStack, run, onCleanup: (fn) => cleanups.push(fn), logFile };
}

module.exports = { createBenchEnv, ADMIN_PASSWORD };
