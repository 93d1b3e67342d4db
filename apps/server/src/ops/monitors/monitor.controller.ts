import { Permissions, type DependencyHealthVO, type RedisMonitorVO, type ServerMonitorVO } from '@dha/contracts';
import { InjectRedis, OutboxRelay, RequireAnyPermission } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Controller, Get } from '@nestjs/common';
import type Redis from 'ioredis';
import { OpsQueues, withTimeout } from '../queues/ops-queues';
import { ProcessRegistry } from './process-registry';

/** `INFO` text → field map (sections' `# Name` lines dropped). */
export function parseRedisInfo(text: string): Record<string, string> {
  const info: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0 && !line.startsWith('#')) info[line.slice(0, colon)] = line.slice(colon + 1);
  }
  return info;
}

/** 缓存监控: `GET /infra/redis/get-monitor-info` (upstream's shape), plus our queues and the outbox lag. */
@Controller('infra/redis')
export class RedisMonitorController {
  constructor(
    @InjectRedis() private readonly redis: Redis,
    private readonly queues: OpsQueues,
    private readonly relay: OutboxRelay,
  ) {}

  @Get('get-monitor-info')
  @RequireAnyPermission(Permissions.redisMonitor.query)
  async monitorInfo(): Promise<RedisMonitorVO> {
    const [info, commandStats, dbSize] = await Promise.all([this.redis.info(), this.redis.info('commandstats'), this.redis.dbsize()]);
    const stats = Object.entries(parseRedisInfo(commandStats)).map(([key, value]) => {
      const fields = Object.fromEntries(value.split(',').map((kv) => kv.split('=') as [string, string]));
      return { command: key.replace(/^cmdstat_/, ''), calls: Number(fields.calls ?? 0), usec: Number(fields.usec ?? 0) };
    });
    const depths = await this.queues.depths(2000);
    const completed = await Promise.all(
      depths.map(({ queue }) =>
        this.queues
          .get(queue)
          .getCompletedCount()
          .catch(() => 0),
      ),
    );
    return {
      info: parseRedisInfo(info),
      dbSize,
      commandStats: stats.sort((a, b) => b.calls - a.calls),
      queues: depths.map(({ queue, counts }, i) => ({ queue, ...counts, completed: completed[i] ?? 0 })),
      outboxLagSeconds: Math.round((await withTimeout(this.relay.lagSeconds(), 2000, 'outbox lag')) * 10) / 10,
    };
  }
}

/** 服务监控: `GET /infra/server/get-monitor-info`: every running process, PostgreSQL, the dependencies. */
@Controller('infra/server')
export class ServerMonitorController {
  constructor(
    private readonly processes: ProcessRegistry,
    private readonly em: EntityManager,
    @InjectRedis() private readonly redis: Redis,
    private readonly relay: OutboxRelay,
  ) {}

  @Get('get-monitor-info')
  @RequireAnyPermission(Permissions.serverMonitor.query)
  async monitorInfo(): Promise<ServerMonitorVO> {
    const [processes, database, dependencies] = await Promise.all([this.processes.all(), this.database(), this.dependencies()]);
    return { processes, database, dependencies };
  }

  private async database(): Promise<ServerMonitorVO['database']> {
    const sql = this.em.fork().getConnection();
    const [[version], [size], connections, [max], [statements]] = await Promise.all([
      sql.execute<Array<{ v: string }>>(`select version() as v`),
      sql.execute<Array<{ n: string }>>(`select pg_database_size(current_database()) as n`),
      sql.execute<Array<{ state: string | null; n: string }>>(
        `select state, count(*) as n from pg_stat_activity where datname = current_database() group by state order by state`,
      ),
      sql.execute<Array<{ n: string }>>(`select setting as n from pg_settings where name = 'max_connections'`),
      sql.execute<Array<{ present: boolean }>>(
        `select exists (select 1 from pg_extension where extname = 'pg_stat_statements') as present`,
      ),
    ]);
    let slowest: ServerMonitorVO['database']['slowestStatements'] = null;
    if (statements?.present) {
      const rows = await sql
        .execute<Array<{ query: string; calls: string; mean: number; total: number }>>(
          `select left(query, 500) as query, calls, mean_exec_time as mean, total_exec_time as total
           from pg_stat_statements where dbid = (select oid from pg_database where datname = current_database())
           order by mean_exec_time desc limit 10`,
        )
        .catch(() => null);
      slowest =
        rows?.map((r) => ({
          query: r.query,
          calls: Number(r.calls),
          meanMs: Math.round(r.mean * 100) / 100,
          totalMs: Math.round(r.total),
        })) ?? null;
    }
    return {
      version: version?.v ?? '',
      sizeBytes: Number(size?.n ?? 0),
      connections: connections.map((c) => ({ state: c.state ?? 'background', count: Number(c.n) })),
      maxConnections: Number(max?.n ?? 0),
      slowestStatements: slowest,
    };
  }

  private async dependencies(): Promise<DependencyHealthVO[]> {
    const timed = async (name: string, check: () => Promise<string>): Promise<DependencyHealthVO> => {
      const started = performance.now();
      try {
        const detail = await withTimeout(check(), 2000, name);
        return { name, status: 'up', latencyMs: Math.round((performance.now() - started) * 10) / 10, detail };
      } catch (err) {
        return { name, status: 'down', latencyMs: null, detail: (err as Error).message };
      }
    };
    return Promise.all([
      timed('PostgreSQL', async () => (await this.em.fork().getConnection().execute('select 1'), '')),
      timed('Redis', async () => await this.redis.ping()),
      timed('事件发件箱', async () => `最早未发布事件 ${Math.round(await this.relay.lagSeconds())} 秒前`),
    ]);
  }
}
