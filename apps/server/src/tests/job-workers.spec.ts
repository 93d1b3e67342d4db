import { JobLogStatus } from '@dha/contracts';
import { databaseUrl, withAdmin } from '@dha/testing';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';

/**
 * Scheduled jobs across processes: two BUILT worker processes (apps/server/dist/worker.js, as
 * `npm run worker` runs them) share one database and one Redis; a job due every second runs once per
 * tick, whichever worker takes it, and keeps running when one worker is killed. `npm test` builds
 * first (lint runs tsc -b); after changing the server alone, run `npx tsc -b`.
 */
const WORKER = join(__dirname, '../../dist/worker.js');
const HANDLER = 'jobLogCleanJob';

jest.setTimeout(90_000);

describe('a job on two workers', () => {
  const suffix = randomBytes(4).toString('hex');
  const name = `dha_test_${process.env.TEST_RUN_ID}_${suffix}`;
  const workers: ChildProcess[] = [];
  let db: Client;

  beforeAll(async () => {
    if (!existsSync(WORKER)) throw new Error(`${WORKER} is missing: run npx tsc -b`);
    await withAdmin((c) => c.query(`create database "${name}" template "${process.env.TEST_TEMPLATE_DB}"`));
    db = new Client({ connectionString: databaseUrl(name) });
    await db.connect();
    // only the job under test runs, every second (the row is the truth: the workers reconcile to it at start)
    await db.query(`update infra_job set status = 2`);
    await db.query(`update infra_job set status = 1, cron_expression = '* * * * * ?' where handler_name = $1`, [HANDLER]);
  });

  afterAll(async () => {
    for (const w of workers) if (w.exitCode === null && w.signalCode === null) w.kill('SIGKILL');
    await db?.end();
    await withAdmin((c) => c.query(`drop database if exists "${name}" with (force)`));
  });

  function startWorker(): Promise<ChildProcess> {
    const env: Record<string, string | undefined> = { ...process.env };
    delete env.METRICS_TOKEN; // no metrics server of its own
    const child = spawn(process.execPath, [WORKER], {
      env: { ...env, DATABASE_URL: databaseUrl(name), REDIS_PREFIX: `dha-test-${process.env.TEST_RUN_ID}-${suffix}`, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    workers.push(child);
    let out = '';
    child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
    return new Promise((resolve, reject) => {
      child.on('message', (m: { type?: string }) => m.type === 'ready' && resolve(child));
      child.once('exit', (code) => reject(new Error(`worker exited (${code}) before it was ready:\n${out}`)));
    });
  }

  const runs = async () =>
    (
      await db.query<{ run_id: string; worker: string; status: number; execute_index: number }>(
        `select run_id, worker, status, execute_index from infra_job_log where handler_name = $1 order by id`,
        [HANDLER],
      )
    ).rows;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('fires once per tick however many workers run, and goes on when one of them is killed', async () => {
    const [a, b] = await Promise.all([startWorker(), startWorker()]);
    const started = Date.now();
    await sleep(6000);
    const before = await runs();
    const seconds = (Date.now() - started) / 1000;
    // one row per tick: no tick's job ran twice (the tick's job id is the scheduler's id and its time)
    expect(new Set(before.map((r) => r.run_id)).size).toBe(before.length);
    expect(before.length).toBeGreaterThanOrEqual(3);
    expect(before.length).toBeLessThanOrEqual(Math.ceil(seconds) + 2);
    expect(before.every((r) => r.execute_index === 1)).toBe(true);
    const pids = new Set(before.map((r) => r.worker.split(':').pop()));
    expect([...pids].every((pid) => pid === String(a.pid) || pid === String(b.pid))).toBe(true);

    a.kill('SIGKILL');
    await sleep(4000);
    const after = (await runs()).slice(before.length);
    expect(after.length).toBeGreaterThanOrEqual(2);
    expect(new Set([...before, ...after].map((r) => r.run_id)).size).toBe(before.length + after.length);
    // the survivor runs the ticks that follow (a tick the killed one held is taken over once it is found stalled)
    expect(after.slice(-1)[0]!.worker.endsWith(`:${b.pid}`)).toBe(true);
    expect(after.filter((r) => r.status === JobLogStatus.SUCCESS).length).toBeGreaterThanOrEqual(2);
  });
});
