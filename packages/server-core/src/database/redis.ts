import { Inject } from '@nestjs/common';

/** The shared ioredis client (keys prefixed with REDIS_PREFIX). */
export const REDIS_CLIENT = Symbol('REDIS_CLIENT');
export const InjectRedis = (): ParameterDecorator => Inject(REDIS_CLIENT);
