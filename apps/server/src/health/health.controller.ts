import { InjectRedis, OutboxRelay, Public, TenantIgnore } from '@dha/server-core';
import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyReply } from 'fastify';
import type Redis from 'ioredis';

type Status = 'up' | 'down';

/** Outbox lag (age of the oldest unpublished event) above which the health says degraded. */
export const RELAY_LAG_DEGRADED_SECONDS = 60;

export interface HealthVO {
  /** down: database or Redis unreachable (HTTP 503); degraded: both up, but the relay is behind */
  status: Status | 'degraded';
  database: Status;
  redis: Status;
  /** age in seconds of the oldest event the relay has not published (0: none waiting; null: unknown, database down) */
  relayLagSeconds: number | null;
}

@Controller('health')
@TenantIgnore() // probes of an orchestrator name no tenant
export class HealthController {
  constructor(
    private readonly em: EntityManager,
    @InjectRedis() private readonly redis: Redis,
    private readonly relay: OutboxRelay,
  ) {}

  /**
   * Database and Redis status and the relay lag; HTTP 503 (envelope code 500) when either is down,
   * for load balancers. A relay that is behind (workers stopped or too few) makes it `degraded` but
   * keeps HTTP 200: the API itself still serves, and taking it out of rotation would not help.
   */
  @Public()
  @Get()
  async health(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthVO> {
    const [database, redis, lag] = await Promise.all([
      probe(() => this.em.getConnection().execute('select 1')),
      probe(() => this.redis.ping()),
      withDeadline(this.relay.lagSeconds()).catch(() => null),
    ]);
    const relayLagSeconds = lag === null ? null : Math.round(lag * 10) / 10;
    let status: HealthVO['status'] = database === 'up' && redis === 'up' ? 'up' : 'down';
    if (status === 'up' && relayLagSeconds !== null && relayLagSeconds > RELAY_LAG_DEGRADED_SECONDS) status = 'degraded';
    if (status === 'down') void reply.status(HttpStatus.SERVICE_UNAVAILABLE);
    return { status, database, redis, relayLagSeconds };
  }
}

function withDeadline<T>(work: Promise<T>, ms = 2000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

async function probe(check: () => Promise<unknown>): Promise<Status> {
  try {
    await withDeadline(check());
    return 'up';
  } catch {
    return 'down';
  }
}
