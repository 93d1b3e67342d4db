import { Global, Inject, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, REDIS_CLIENT, type AppConfig } from '@dha/server-core';
import Redis from 'ioredis';

@Global()
@Module({
  providers: [
    {
      provide: REDIS_CLIENT,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => {
        const redis = new Redis(config.REDIS_URL, {
          keyPrefix: `${config.REDIS_PREFIX}:`,
          commandTimeout: config.REDIS_COMMAND_TIMEOUT_MS,
          maxRetriesPerRequest: 1,
        });
        // reconnects by itself; failed commands reach their callers (the exception filter answers 503).
        // One warning per outage, not one per reconnect attempt.
        const logger = new Logger('Redis');
        let down = false;
        redis.on('error', (err: Error) => {
          if (!down) logger.warn(`Redis unavailable: ${err.message}`);
          down = true;
        });
        redis.on('ready', () => {
          if (down) logger.log('Redis available again');
          down = false;
        });
        return redis;
      },
    },
  ],
  exports: [REDIS_CLIENT],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS_CLIENT) private readonly redis: Redis) {}

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }
}
