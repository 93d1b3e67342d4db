import { EntityManager } from '@mikro-orm/postgresql';
import { BeforeApplicationShutdown, Logger, OnModuleInit } from '@nestjs/common';
import { promises as fs } from 'node:fs';
import { join } from 'node:path';
import { Counter, register } from 'prom-client';

/** Log rows lost to the overflow rule or to a database that refused them twice (one counter per process). */
const droppedRows = (): Counter<'table'> =>
  (register.getSingleMetric('dha_log_rows_dropped_total') as Counter<'table'> | undefined) ??
  new Counter({
    name: 'dha_log_rows_dropped_total',
    help: 'Log rows (API access and error, operation, login) dropped: buffer full or refused twice by the database',
    labelNames: ['table'],
  });

/** A buffered row is written within this time. */
const LOG_FLUSH_EVERY_MS = 500;
/** A flush starts early once this many rows wait. */
const LOG_FLUSH_ROWS = 200;
/** Most rows one INSERT carries (PostgreSQL allows 65 535 parameters per statement). */
const ROWS_PER_INSERT = 1_000;
/** Beyond this many waiting rows new ones are dropped (counted), so an outage cannot exhaust memory. */
const LOG_BUFFER_MAX = 20_000;
const RETRY_DELAY_MS = 200;
/** A durable write that PostgreSQL has not answered within this time goes to the spool. */
const DURABLE_INSERT_TIMEOUT_MS = 3_000;
/** The spool is drained (when it holds rows) this often, and once at start. */
const SPOOL_DRAIN_EVERY_MS = 5_000;

/** A column of the table and how a row gives its value. */
export type LogColumn<Row> = readonly [name: string, value: (row: Row) => unknown];

/**
 * An in-process batched writer of log rows: `write` only buffers (it never waits and never throws),
 * a timer flushes every LOG_FLUSH_EVERY_MS (or sooner at LOG_FLUSH_ROWS) with one multi-row INSERT.
 * A failed flush is logged and retried once; rows failing twice are dropped and counted. Whatever
 * waits is flushed before the application shuts down. Writing a log never slows or fails the
 * request it logs. Dropped rows are counted in /metrics (`dha_log_rows_dropped_total{table}`).
 *
 * A log that must not lose a row (the operation log: an acknowledged write has its row) sets
 * `spoolDir` and `conflictTarget` and uses `writeDurably`, which the request awaits instead.
 */
export abstract class BatchedLogWriter<Row> implements OnModuleInit, BeforeApplicationShutdown {
  protected readonly logger = new Logger(this.constructor.name);
  protected abstract readonly table: string;
  protected abstract readonly columns: ReadonlyArray<LogColumn<Row>>;
  /** instance fields so a test can lower them */
  protected maxBuffered = LOG_BUFFER_MAX;
  private buffer: Row[] = [];
  private timer: NodeJS.Timeout | undefined;
  private chain: Promise<void> = Promise.resolve();
  private scheduled = false;
  /** rows lost to overload or to a database that refused them twice */
  dropped = 0;
  /**
   * Durable writes (`writeDurably`): the spool's directory (set by a subclass that has them), and the
   * `on conflict` target of a unique key every row carries, so a row both inserted (its COMMIT's answer
   * lost) and spooled, or drained twice, is stored once.
   */
  protected spoolDir: string | undefined;
  protected conflictTarget: string | undefined;
  private durableWaiting: Array<{ record: Record<string, unknown>; done: (error?: Error) => void }> = [];
  private durableScheduled = false;
  /** appends to and claims of this process's spool file, one after the other */
  private spoolChain: Promise<unknown> = Promise.resolve();
  private draining: Promise<void> | undefined;
  private spoolTimer: NodeJS.Timeout | undefined;

  constructor(private readonly em: EntityManager) {}

  async onModuleInit(): Promise<void> {
    this.timer = setInterval(() => void this.flush(), LOG_FLUSH_EVERY_MS);
    this.timer.unref();
    if (this.spoolDir === undefined) return;
    // a start is not refused for it: the spool is needed only while PostgreSQL refuses rows
    await fs
      .mkdir(this.spoolDir, { recursive: true })
      .catch((err: Error) => this.logger.error(`${this.table}: no spool directory: ${err.message}`));
    // at start: what an earlier run (or a crashed one) spooled
    await this.drainSpool().catch((err: Error) => this.logger.warn(`${this.table}: spool not drained at start: ${err.message}`));
    this.spoolTimer = setInterval(() => void this.drainSpool().catch(() => undefined), SPOOL_DRAIN_EVERY_MS);
    this.spoolTimer.unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    clearInterval(this.spoolTimer);
    await this.flush();
    // waiting durable writes are in the table or the spool before the process ends
    await this.flushDurable();
    await this.spoolChain;
  }

  /** Buffers one row (synchronous: never awaited by the request). */
  write(row: Row): void {
    if (this.buffer.length >= this.maxBuffered) {
      this.dropped++;
      droppedRows().inc({ table: this.table });
      // one warning per thousand, not one per row, while the overload lasts
      if (this.dropped % 1000 === 1) this.logger.warn(`${this.table}: buffer full, ${this.dropped} row(s) dropped so far`);
      return;
    }
    this.buffer.push(row);
    if (this.buffer.length >= LOG_FLUSH_ROWS && !this.scheduled) {
      this.scheduled = true;
      setImmediate(() => void this.flush());
    }
  }

  /**
   * Writes one row and resolves once it is in the table or, when PostgreSQL refuses or does not answer
   * in DURABLE_INSERT_TIMEOUT_MS, appended and fsync'd to this process's spool file (drained into the
   * table at start and every SPOOL_DRAIN_EVERY_MS). Rejects only when both fail. Rows waiting at the
   * same moment share one INSERT, so the awaited path costs one round trip per burst, not per row.
   */
  writeDurably(row: Row): Promise<void> {
    if (this.spoolDir === undefined) throw new Error(`${this.table}: no spool directory for durable writes`);
    const record = this.recordOf(row);
    return new Promise<void>((resolve, reject) => {
      this.durableWaiting.push({ record, done: (error) => (error ? reject(error) : resolve()) });
      if (!this.durableScheduled) {
        this.durableScheduled = true;
        setImmediate(() => void this.flushDurable());
      }
    });
  }

  private async flushDurable(): Promise<void> {
    this.durableScheduled = false;
    while (this.durableWaiting.length) {
      const batch = this.durableWaiting.splice(0, ROWS_PER_INSERT);
      const records = batch.map((w) => w.record);
      let error: Error | undefined;
      try {
        await withTimeout(this.insertRecords(records), DURABLE_INSERT_TIMEOUT_MS);
      } catch (refused) {
        this.logger.warn(`${this.table}: ${records.length} row(s) to the spool, the database refused them: ${reasonOf(refused)}`);
        try {
          await this.appendToSpool(records);
        } catch (spoolError) {
          error = spoolError as Error;
          this.logger.error(`${this.table}: ${records.length} row(s) neither written nor spooled: ${error.message}`);
        }
      }
      for (const w of batch) w.done(error);
    }
  }

  /** This process's spool file: one per process id, so appends never race another process's drain. */
  private get spoolFile(): string {
    return join(this.spoolDir!, `${this.table}.${process.pid}.jsonl`);
  }

  private appendToSpool(records: Array<Record<string, unknown>>): Promise<void> {
    const append = async (): Promise<void> => {
      const existed = await fs.stat(this.spoolFile).then(
        () => true,
        () => false,
      );
      const file = await fs.open(this.spoolFile, 'a');
      try {
        await file.writeFile(records.map((r) => `${JSON.stringify(r)}\n`).join(''));
        await file.sync();
      } finally {
        await file.close();
      }
      // a new file's directory entry must survive a crash as well
      if (!existed) await fsyncDir(this.spoolDir!);
    };
    const next = this.spoolChain.then(append, append);
    this.spoolChain = next.catch(() => undefined);
    return next;
  }

  /** Rows in the spool (all files of this table), for tests and the drain's log. */
  async spooledRows(): Promise<number> {
    let rows = 0;
    for (const file of await this.spoolFiles(true)) rows += (await fs.readFile(file, 'utf8')).split('\n').filter(Boolean).length;
    return rows;
  }

  /**
   * Inserts what the spool holds and deletes each file once its rows are in (a row already there is
   * skipped by the unique key). Files of this process and of processes no longer running are drained;
   * this process's own file is first renamed, between two appends, so new rows go to a new file.
   */
  drainSpool(): Promise<void> {
    if (this.spoolDir === undefined) return Promise.resolve();
    this.draining ??= this.drainFiles().finally(() => (this.draining = undefined));
    return this.draining;
  }

  private async drainFiles(): Promise<void> {
    const claim = async (): Promise<void> => {
      await fs.rename(this.spoolFile, `${this.spoolFile}.${Date.now()}.draining`).catch((err: NodeJS.ErrnoException) => {
        if (err.code !== 'ENOENT') throw err;
      });
    };
    const claimed = this.spoolChain.then(claim, claim);
    this.spoolChain = claimed.catch(() => undefined);
    await claimed;
    for (const file of await this.spoolFiles(false)) {
      let text: string;
      try {
        text = await fs.readFile(file, 'utf8');
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') continue; // another process drained it
        throw err;
      }
      // a line cut by a crash during its append was never acknowledged (its fsync did not return)
      const records = text
        .split('\n')
        .filter(Boolean)
        .flatMap((line) => {
          try {
            return [JSON.parse(line) as Record<string, unknown>];
          } catch {
            return [];
          }
        });
      for (let i = 0; i < records.length; i += ROWS_PER_INSERT) await this.insertRecords(records.slice(i, i + ROWS_PER_INSERT));
      await fs.unlink(file).catch(() => undefined);
      if (records.length) this.logger.log(`${this.table}: ${records.length} spooled row(s) written`);
    }
  }

  /** The spool files of this table to drain: this process's and those of processes that are gone. */
  private async spoolFiles(includeOwnOpen: boolean): Promise<string[]> {
    const prefix = `${this.table}.`;
    const names = await fs.readdir(this.spoolDir!).catch(() => [] as string[]);
    return names
      .filter((name) => name.startsWith(prefix))
      .filter((name) => {
        const pid = Number(name.slice(prefix.length).split('.')[0]);
        if (pid === process.pid) return includeOwnOpen || name.endsWith('.draining');
        return !isRunning(pid);
      })
      .map((name) => join(this.spoolDir!, name));
  }

  /** Writes what waits now; flushes run one after the other. */
  flush(): Promise<void> {
    this.chain = this.chain.then(() => this.flushWaiting());
    return this.chain;
  }

  get pending(): number {
    return this.buffer.length;
  }

  private async flushWaiting(): Promise<void> {
    this.scheduled = false;
    while (this.buffer.length) {
      const rows = this.buffer.splice(0, ROWS_PER_INSERT);
      await this.insertWithRetry(rows);
    }
  }

  private async insertWithRetry(rows: Row[]): Promise<void> {
    try {
      await this.insert(rows);
    } catch (first) {
      this.logger.warn(`${this.table}: writing ${rows.length} row(s) failed, retrying once: ${(first as Error).message}`);
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS).unref());
      try {
        await this.insert(rows);
      } catch (second) {
        this.dropped += rows.length;
        droppedRows().inc({ table: this.table }, rows.length);
        this.logger.error(`${this.table}: ${rows.length} row(s) dropped after a retry: ${(second as Error).message}`);
      }
    }
  }

  /**
   * One INSERT of many rows, the rows as one JSON parameter (json_populate_recordset types each value
   * by its column): one bind value instead of one per cell, which PostgreSQL parses and plans far
   * faster than a VALUES list of thousands of parameters. NULs, which no text column takes, are dropped.
   */
  protected async insert(rows: Row[]): Promise<void> {
    await this.insertRecords(rows.map((row) => this.recordOf(row)));
  }

  /** A row as its columns' values (what an INSERT and the spool carry). */
  private recordOf(row: Row): Record<string, unknown> {
    const record: Record<string, unknown> = {};
    for (const [name, value] of this.columns) record[name] = value(row);
    return record;
  }

  private async insertRecords(records: Array<Record<string, unknown>>): Promise<void> {
    const names = this.columns.map(([name]) => name).join(', ');
    let json = JSON.stringify(records);
    // a NUL (JSON `\u0000` after an even run of backslashes) fits no text column
    if (json.includes('\\u0000')) json = json.replace(/(?<!\\)((?:\\\\)*)\\u0000/g, '$1');
    const onConflict = this.conflictTarget ? ` on conflict ${this.conflictTarget} do nothing` : '';
    await this.em
      .getConnection()
      .execute(
        `insert into ${this.table} (${names}) select ${names} from json_populate_recordset(null::${this.table}, ?::json)${onConflict}`,
        [json],
      );
  }
}

/** The driver's reason without the statement knex puts in front of it (it carries the rows). */
function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const cut = message.lastIndexOf(' - ');
  return (cut >= 0 ? message.slice(cut + 3) : message).slice(0, 300);
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function fsyncDir(dir: string): Promise<void> {
  const handle = await fs.open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Whether a process with this id runs (EPERM: it runs under another user). */
function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
