import { EntityManager } from '@mikro-orm/postgresql';
import { BeforeApplicationShutdown, Logger, OnModuleInit } from '@nestjs/common';
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

/** A column of the table and how a row gives its value. */
export type LogColumn<Row> = readonly [name: string, value: (row: Row) => unknown];

/**
 * An in-process batched writer of log rows: `write` only buffers (it never waits and never throws),
 * a timer flushes every LOG_FLUSH_EVERY_MS (or sooner at LOG_FLUSH_ROWS) with one multi-row INSERT.
 * A failed flush is logged and retried once; rows failing twice are dropped and counted. Whatever
 * waits is flushed before the application shuts down. Writing a log never slows or fails the
 * request it logs. Dropped rows are counted in /metrics (`dha_log_rows_dropped_total{table}`).
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

  constructor(private readonly em: EntityManager) {}

  onModuleInit(): void {
    this.timer = setInterval(() => void this.flush(), LOG_FLUSH_EVERY_MS);
    this.timer.unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
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
    const names = this.columns.map(([name]) => name).join(', ');
    const records = rows.map((row) => {
      const record: Record<string, unknown> = {};
      for (const [name, value] of this.columns) record[name] = value(row);
      return record;
    });
    let json = JSON.stringify(records);
    // a NUL (JSON `\u0000` after an even run of backslashes) fits no text column
    if (json.includes('\\u0000')) json = json.replace(/(?<!\\)((?:\\\\)*)\\u0000/g, '$1');
    await this.em
      .getConnection()
      .execute(`insert into ${this.table} (${names}) select ${names} from json_populate_recordset(null::${this.table}, ?::json)`, [json]);
  }
}
