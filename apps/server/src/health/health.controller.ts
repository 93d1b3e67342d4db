import { InjectRedis, Public } from '@dha/server-core';
import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyReply } from 'fastify';
import type Redis from 'ioredis';

type Status = 'up' | 'down';

@Controller('health')
export class HealthController {
  constructor(
    private readonly em: EntityManager,
    @InjectRedis() private readonly redis: Redis,
  ) {}

  /** Database and Redis status; HTTP 503 (envelope code 500) when either is down, for load balancers. */
  @Public()
  @Get()
  async health(@Res({ passthrough: true }) reply: FastifyReply): Promise<{ status: Status; database: Status; redis: Status }> {
    const [database, redis] = await Promise.all([probe(() => this.em.getConnection().execute('select 1')), probe(() => this.redis.ping())]);
    const status: Status = database === 'up' && redis === 'up' ? 'up' : 'down';
    if (status === 'down') void reply.status(HttpStatus.SERVICE_UNAVAILABLE);
    return { status, database, redis };
  }
}

async function probe(check: () => Promise<unknown>): Promise<Status> {
  try {
    await Promise.race([check(), new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 2000))]);
    return 'up';
  } catch {
    return 'down';
  }
}
