import { InjectRedis } from '@dha/server-core';
import { Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { createHash, randomInt } from 'node:crypto';

/** How long a code is good for. */
export const RESET_CODE_MINUTES = 15;
/** Wrong tries that burn a code. */
export const RESET_CODE_MAX_TRIES = 5;
/** One code sent per account per this many seconds. */
const RESET_CODE_RESEND_SECONDS = 60;

/**
 * The one-time codes of forgotten passwords, in Redis: one per account, stored hashed (a read of
 * Redis does not reveal a usable code), good for 15 minutes, once, and burnt by 5 wrong tries.
 */
@Injectable()
export class PasswordResetCodes {
  constructor(@InjectRedis() private readonly redis: Redis) {}

  /** A new 6-digit code for the account (replacing any earlier one), or null when one was sent within the minute. */
  async issue(tenantId: number, username: string): Promise<string | null> {
    const sent = await this.redis.set(this.sentKey(tenantId, username), '1', 'EX', RESET_CODE_RESEND_SECONDS, 'NX');
    if (sent !== 'OK') return null;
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const key = this.codeKey(tenantId, username);
    await this.redis
      .multi()
      .del(key)
      .hset(key, 'hash', this.hash(tenantId, username, code), 'tries', '0')
      .expire(key, RESET_CODE_MINUTES * 60)
      .exec();
    return code;
  }

  /** Whether the code is the account's live one; a right code is used up, a wrong one counts towards burning it. */
  async consume(tenantId: number, username: string, code: string): Promise<boolean> {
    const key = this.codeKey(tenantId, username);
    const hash = await this.redis.hget(key, 'hash');
    if (!hash) return false;
    if (hash !== this.hash(tenantId, username, code)) {
      const tries = await this.redis.hincrby(key, 'tries', 1);
      if (tries >= RESET_CODE_MAX_TRIES) await this.redis.del(key);
      return false;
    }
    // single use: of two requests with the right code, only the one that deletes it wins
    return (await this.redis.del(key)) === 1;
  }

  private hash(tenantId: number, username: string, code: string): string {
    return createHash('sha256').update(`${tenantId}:${username.toLowerCase()}:${code}`).digest('hex');
  }

  private codeKey(tenantId: number, username: string): string {
    return `auth:password-reset:${tenantId}:${username.toLowerCase()}`;
  }

  private sentKey(tenantId: number, username: string): string {
    return `auth:password-reset-sent:${tenantId}:${username.toLowerCase()}`;
  }
}
