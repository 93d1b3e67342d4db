'use strict';
/**
 * The web server of the browser tests (playwright.config.ts → webServer): the BUILT server against a
 * database of its own, created for this run and dropped when Playwright stops us (SIGTERM), with a
 * Redis key prefix of its own. PostgreSQL: TEST_PG_ADMIN_URL, else 127.0.0.1:5432 (else the embedded
 * one under .data); Redis as for npm start (scripts/lib/services.js).
 * E2E_SEED_DEMO=1: load the demo data (apps/server/dist/cli/seed-demo.js, the code behind
 * `npm run seed:demo`: staff accounts teacher1, signupadmin… with Demo@123, demo courses) first.
 */
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const services = require('../../scripts/lib/services');

const ROOT = services.ROOT;
const PORT = process.env.E2E_PORT || '48181';
const log = (line) => process.stdout.write(`[e2e-server] ${line}\n`);

let child = null;
let cleanup = async () => undefined;
let stopping = false;

async function stop(code) {
  if (stopping) return;
  stopping = true;
  if (child && child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 8000);
    await exited;
    clearTimeout(timer);
  }
  await cleanup().catch((error) => log(`cleanup failed: ${error.message}`));
  process.exit(code);
}
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => void stop(0));

/** Databases of runs that were killed hard (older than an hour) are dropped too. */
async function dropStaleDatabases(serverUrl) {
  await services.withAdmin(serverUrl, async (client) => {
    const { rows } = await client.query(`select datname from pg_database where datname like 'dha_e2e_%'`);
    for (const { datname } of rows) {
      const created = parseInt(datname.split('_')[2], 36);
      if (Number.isFinite(created) && Date.now() - created > 3_600_000) {
        await client.query(`drop database if exists ${client.escapeIdentifier(datname)} with (force)`);
      }
    }
  });
}

/** `npm run seed:demo` against this run's database (migrations + base seeds + demo seeds, then exit). */
async function seedDemo(env) {
  const script = path.join(ROOT, 'apps/server/dist/cli/seed-demo.js');
  if (!fs.existsSync(script)) throw new Error('apps/server/dist/cli/seed-demo.js is missing: run `npx turbo run build` first');
  const t0 = Date.now();
  child = spawn(process.execPath, [script], { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'], env });
  const code = await new Promise((resolve) => child.once('exit', (c, signal) => resolve(signal ? 1 : c)));
  child = null;
  if (code !== 0) throw new Error(`seed-demo exited with code ${code}`);
  log(`demo data loaded (${Date.now() - t0} ms)`);
}

async function main() {
  const entry = path.join(ROOT, 'apps/server/dist/main.js');
  if (!fs.existsSync(entry)) throw new Error('apps/server/dist/main.js is missing: run `npx turbo run build` first');
  const pg = await services.scratchPostgresServer({ log });
  const redis = await services.resolveRedis({ log });
  await dropStaleDatabases(pg.serverUrl).catch(() => undefined);
  const db = await services.createScratchDatabase(pg.serverUrl, 'dha_e2e');
  const prefix = `dha-e2e-${db.name.slice('dha_e2e_'.length)}`;
  cleanup = async () => {
    await db.drop();
    await services.deleteRedisPrefix(redis.url, prefix);
    await redis.stop();
    await pg.stop();
  };
  const consoleDist = path.join(ROOT, 'apps/console/dist');
  if (!fs.existsSync(path.join(consoleDist, 'index.html'))) log('apps/console/dist is not built: the console pages will 404');
  log(`database ${db.name}, redis prefix ${prefix}, port ${PORT}`);
  const env = {
    ...process.env,
    DATABASE_URL: db.url,
    REDIS_URL: redis.url,
    REDIS_PREFIX: prefix,
    ADMIN_PASSWORD: process.env.ADMIN_PASSWORD || 'Admin@12345',
    HOST: '127.0.0.1',
    PORT,
    CONSOLE_DIST: fs.existsSync(path.join(consoleDist, 'index.html')) ? consoleDist : '',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL || 'warn',
    AUTH_RATE_LIMIT_PER_MINUTE: '10000',
    // the SMS sign-in reads its texted code from the development outbox (no gateway here)
    SMS_DEV_OUTBOX: 'true',
    // social sign-in (DingTalk, WeChat Work) against the fake providers this server serves at /dev-social
    SOCIAL_DEV_PROVIDERS: 'true',
    // the official account is faked: the tests scan its QR codes through /mp/dev/*
    WECHAT_MP_FAKE: 'true',
    // API 文档 shows the server's Swagger UI (off by default in production)
    API_DOCS: 'public',
  };
  if (process.env.E2E_SEED_DEMO === '1') await seedDemo(env);
  if (stopping) return;
  child = spawn(process.execPath, [entry], { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'], env });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    log(`the server exited (${signal || `code ${code}`})`);
    void stop(code || 1);
  });
}

main().catch((error) => {
  log(`failed: ${error && error.stack ? error.stack : error}`);
  void stop(1);
});
