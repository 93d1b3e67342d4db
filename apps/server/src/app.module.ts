import { AuthModule } from '@dha/auth';
import { SystemModule } from '@dha/system';
import { CourseModule } from '@dha/course';
import { InfraModule } from '@dha/infra';
import { NotifyModule } from '@dha/notify';
import { PayModule } from '@dha/pay';
import { SignupModule } from '@dha/signup';
import {
  AccessModule,
  APP_CONFIG,
  DemoModeGuard,
  EnvelopeExceptionFilter,
  EventsModule,
  EnvelopeInterceptor,
  REDIS_CLIENT,
  createValidationPipe,
  type AppConfig,
} from '@dha/server-core';
import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import { BullModule } from '@nestjs/bullmq';
import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR, APP_PIPE, DiscoveryModule } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { ThrottlerModule } from '@nestjs/throttler';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import type Redis from 'ioredis';
import { LoggerModule } from 'nestjs-pino';
import type { Logger } from 'pino';
import { ConfigModule } from './database/config.module';
import { ormOptions } from './database/orm-options';
import { RedisModule } from './database/redis.module';
import { SeedRunner } from './database/seed-runner';
import { HealthController } from './health/health.controller';
import { OpsModule } from './ops/ops.module';
import { createRootLogger } from './logging';

/** The composition root: infrastructure wiring plus every feature module. */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig, logger: Logger = createRootLogger(config)): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        // the request loggers are Fastify's (see create-app): one cheap child per request, where
        // pino-http serialized every request into a child logger (~10% of the signup burst's CPU)
        // (and bound to the request by a Fastify hook, bindRequestLoggers, not by nestjs-pino's middleware)
        LoggerModule.forRoot({ pinoHttp: { logger }, useExisting: true, forRoutes: [] }),
        // no per-request EntityManager context: every handler works on a fork of its own (an explicit
        // unit of work), and the context's fork plus its async-local storage cost ~100 µs of CPU per
        // request on the signup burst (15 %)
        MikroOrmModule.forRoot({ ...ormOptions(config), registerRequestContext: false }),
        RedisModule,
        BullModule.forRoot({ connection: { url: config.REDIS_URL, maxRetriesPerRequest: null }, prefix: `${config.REDIS_PREFIX}:bull` }),
        ThrottlerModule.forRootAsync({
          inject: [REDIS_CLIENT, APP_CONFIG],
          useFactory: (redis: Redis, cfg: AppConfig) => ({
            throttlers: [{ name: 'auth', ttl: 60_000, limit: cfg.AUTH_RATE_LIMIT_PER_MINUTE }],
            storage: new ThrottlerStorageRedisService(redis),
          }),
        }),
        CqrsModule.forRoot(),
        DiscoveryModule,
        EventsModule,
        AccessModule,
        InfraModule,
        SystemModule,
        AuthModule,
        CourseModule,
        PayModule,
        SignupModule,
        NotifyModule,
        OpsModule,
      ],
      controllers: [HealthController],
      providers: [
        SeedRunner,
        { provide: APP_FILTER, useClass: EnvelopeExceptionFilter },
        { provide: APP_INTERCEPTOR, useClass: EnvelopeInterceptor },
        { provide: APP_PIPE, useFactory: createValidationPipe },
        { provide: APP_GUARD, useClass: DemoModeGuard },
      ],
    };
  }
}
