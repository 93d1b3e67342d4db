import type { ServerProcessVO } from '@dha/contracts';
import { EventRoutes, InjectConfig, InjectRedis, OutboxRelay, runsEventConsumer, type AppConfig } from '@dha/server-core';
import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type Redis from 'ioredis';
import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import { OpsQueues } from '../queues/ops-queues';

/** Every process reports this often; a report older than STALE_MS is a process that is gone. */
const REPORT_EVERY_MS = 5_000;
const STALE_MS = 20_000;
const KEY = 'ops:processes';

const VERSION = ((): string => {
  try {
    return (JSON.parse(readFileSync(join(__dirname, '../../../package.json'), 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
})();

/**
 * The running API and worker processes (服务监控): each reports its figures to one Redis hash every
 * few seconds (CPU over the interval, memory, event-loop delay, the consumers it runs, its relay's
 * leadership); readers take the fresh reports, so a stopped or killed process drops off by itself.
 */
@Injectable()
export class ProcessRegistry implements OnApplicationBootstrap, OnApplicationShutdown {
  /** 'api' once createApp serves HTTP from this process */
  role: ServerProcessVO['role'] = 'worker';
  private readonly id = `${hostname()}:${process.pid}`;
  private readonly started = Date.now();
  private timer: NodeJS.Timeout | undefined;
  private delay: IntervalHistogram | undefined;
  private lastCpu = process.cpuUsage();
  private lastAt = performance.now();

  constructor(
    @InjectRedis() private readonly redis: Redis,
    @InjectConfig() private readonly config: AppConfig,
    private readonly relay: OutboxRelay,
    private readonly routes: EventRoutes,
    private readonly queues: OpsQueues,
  ) {}

  onApplicationBootstrap(): void {
    this.delay = monitorEventLoopDelay({ resolution: 20 });
    this.delay.enable();
    this.timer = setInterval(() => void this.report(), REPORT_EVERY_MS);
    this.timer.unref();
    setTimeout(() => void this.report(), 200).unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    this.delay?.disable();
    await this.redis.hdel(KEY, this.id).catch(() => undefined);
  }

  /** This process's figures now. */
  snapshot(): ServerProcessVO {
    const now = performance.now();
    const cpu = process.cpuUsage(this.lastCpu);
    const elapsedMs = Math.max(1, now - this.lastAt);
    this.lastCpu = process.cpuUsage();
    this.lastAt = now;
    const memory = process.memoryUsage();
    const ms = (ns: number | undefined) => Math.round(((ns ?? 0) / 1e6) * 10) / 10;
    const vo: ServerProcessVO = {
      id: this.id,
      role: this.role,
      host: hostname(),
      pid: process.pid,
      version: VERSION,
      nodeVersion: process.version,
      startTime: this.started,
      reportTime: Date.now(),
      uptimeSeconds: Math.round(process.uptime()),
      cpuPercent: Math.round(((cpu.user + cpu.system) / 1000 / elapsedMs) * 1000) / 10,
      rssBytes: memory.rss,
      heapUsedBytes: memory.heapUsed,
      heapTotalBytes: memory.heapTotal,
      eventLoopDelayP50Ms: ms(this.delay?.percentile(50)),
      eventLoopDelayP99Ms: ms(this.delay?.percentile(99)),
      consumers: this.consumers(),
      relayLeading: this.config.RUN_WORKERS && this.config.OUTBOX_RELAY ? this.relay.leading : null,
    };
    this.delay?.reset();
    return vo;
  }

  /** The fresh reports of every process (this one's taken now), API first, then by host and pid. */
  async all(): Promise<ServerProcessVO[]> {
    const mine = this.snapshot();
    await this.redis.hset(KEY, this.id, JSON.stringify(mine));
    const reports = Object.values(await this.redis.hgetall(KEY)).map((raw) => JSON.parse(raw) as ServerProcessVO);
    const stale = reports.filter((p) => Date.now() - p.reportTime > STALE_MS);
    if (stale.length) await this.redis.hdel(KEY, ...stale.map((p) => p.id));
    return reports
      .filter((p) => !stale.includes(p))
      .sort((a, b) => a.role.localeCompare(b.role) || a.host.localeCompare(b.host) || a.pid - b.pid);
  }

  private async report(): Promise<void> {
    await this.redis.hset(KEY, this.id, JSON.stringify(this.snapshot())).catch(() => undefined);
  }

  private consumers(): string[] {
    if (!this.config.RUN_WORKERS) return [];
    const events = this.routes.queues().filter((q) => runsEventConsumer(this.config, q.replace(/^events-/, '')));
    const others = this.queues.names().filter((q) => !q.startsWith('events-'));
    return [...events, ...others];
  }
}
