import { APP_CONFIG, BizError, InjectRedis, type AppConfig } from '@dha/server-core';
import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { AuthErrors } from '../auth.errors';

/** Failures are counted per username over this window. */
export const FAILURE_WINDOW_SECONDS = 15 * 60;

/**
 * Login protection: after LOGIN_MAX_FAILURES wrong passwords for one username within 15 minutes,
 * further tries are refused (429) for LOGIN_LOCK_SECONDS. Counters live in Redis, shared by every process.
 */
@Injectable()
export class LoginAttempts {
  constructor(
    @InjectRedis() private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async assertNotLocked(tenantId: number, username: string): Promise<void> {
    const ttl = await this.redis.ttl(this.lockKey(tenantId, username));
    if (ttl > 0 || ttl === -1)
      throw new BizError(AuthErrors.LOGIN_LOCKED, Math.max(1, Math.ceil((ttl > 0 ? ttl : this.config.LOGIN_LOCK_SECONDS) / 60)));
  }

  /** Counts a wrong password; answers true when this failure locked the account. */
  async recordFailure(tenantId: number, username: string): Promise<boolean> {
    const key = this.failureKey(tenantId, username);
    const [[, count]] = (await this.redis.multi().incr(key).expire(key, FAILURE_WINDOW_SECONDS, 'NX').exec()) as [[Error | null, number]];
    if (count < this.config.LOGIN_MAX_FAILURES) return false;
    await this.redis.multi().set(this.lockKey(tenantId, username), '1', 'EX', this.config.LOGIN_LOCK_SECONDS).del(key).exec();
    return true;
  }

  async reset(tenantId: number, username: string): Promise<void> {
    await this.redis.del(this.failureKey(tenantId, username));
  }

  /** An admin lifts the lock (and forgets the failures) before it runs out. */
  async unlock(tenantId: number, username: string): Promise<void> {
    await this.redis.del(this.failureKey(tenantId, username), this.lockKey(tenantId, username));
  }

  private failureKey(tenantId: number, username: string): string {
    return `auth:login-failures:${tenantId}:${username.toLowerCase()}`;
  }

  private lockKey(tenantId: number, username: string): string {
    return `auth:login-lock:${tenantId}:${username.toLowerCase()}`;
  }
}
