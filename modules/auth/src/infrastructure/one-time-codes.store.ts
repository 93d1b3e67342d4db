import { InjectRedis } from '@dha/server-core';
import { Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { createHash, randomInt } from 'node:crypto';

/** The rules of one kind of one-time code (a mailed password reset, an SMS of one scene). */
export interface OneTimeCodePolicy {
  /** names the kind in Redis keys and hashes */
  purpose: string;
  validMinutes: number;
  /** one code per subject per this many seconds */
  resendSeconds: number;
  /** wrong tries that burn a code */
  maxTries: number;
  /** codes per subject per calendar day (UTC); unlimited when absent */
  dailyMax?: number;
}

/** A mailed password-reset code: 15 minutes, once, 5 wrong tries burn it. */
export const PASSWORD_RESET_CODE: OneTimeCodePolicy = { purpose: 'password-reset', validMinutes: 15, resendSeconds: 60, maxTries: 5 };

export type IssueOutcome = { code: string } | { refused: 'too-fast' | 'daily-max' };
export type ConsumeOutcome = 'ok' | 'wrong' | 'missing' | 'expired' | 'used';

/** The record outlives its code by a day, so a late or second use is told apart from a wrong code. */
const RECORD_TTL_SECONDS = 86_400;

/**
 * One-time codes in Redis, one live code per subject (an account, a mobile): stored hashed (a read of
 * Redis does not reveal a usable code), good for a few minutes, once, and burnt by a few wrong tries.
 */
@Injectable()
export class OneTimeCodes {
  constructor(@InjectRedis() private readonly redis: Redis) {}

  /** A new 6-digit code for the subject, replacing any earlier one, unless one went out too recently or too often today. */
  async issue(policy: OneTimeCodePolicy, subject: string): Promise<IssueOutcome> {
    const sent = await this.redis.set(this.key(policy, subject, 'sent'), '1', 'EX', policy.resendSeconds, 'NX');
    if (sent !== 'OK') return { refused: 'too-fast' };
    if (policy.dailyMax !== undefined) {
      const dayKey = this.key(policy, subject, `day:${new Date().toISOString().slice(0, 10)}`);
      const [[, count]] = (await this.redis
        .multi()
        .incr(dayKey)
        .expire(dayKey, 2 * 86_400)
        .exec()) as [[null, number]];
      if (count > policy.dailyMax) return { refused: 'daily-max' };
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const key = this.key(policy, subject, 'code');
    const expiresAt = Date.now() + policy.validMinutes * 60_000;
    await this.redis
      .multi()
      .del(key)
      .hset(key, 'hash', this.hash(policy, subject, code), 'tries', '0', 'expiresAt', String(expiresAt), 'used', '0')
      .expire(key, policy.validMinutes * 60 + RECORD_TTL_SECONDS)
      .exec();
    return { code };
  }

  /** Lets the subject ask again at once (the code could not be delivered). */
  async forget(policy: OneTimeCodePolicy, subject: string): Promise<void> {
    await this.redis.del(this.key(policy, subject, 'code'), this.key(policy, subject, 'sent'));
  }

  /** Whether the code is the subject's live one; a right code is used up, a wrong one counts towards burning it. */
  async consume(policy: OneTimeCodePolicy, subject: string, code: string): Promise<ConsumeOutcome> {
    const key = this.key(policy, subject, 'code');
    const record = await this.redis.hgetall(key);
    if (!record.hash) return 'missing';
    if (record.used !== '0') return 'used';
    if (Date.now() > Number(record.expiresAt)) return 'expired';
    if (record.hash !== this.hash(policy, subject, code)) {
      const tries = await this.redis.hincrby(key, 'tries', 1);
      if (tries >= policy.maxTries) await this.redis.del(key);
      return 'wrong';
    }
    // single use: of two requests with the right code, only the first to mark it wins
    return (await this.redis.hincrby(key, 'used', 1)) === 1 ? 'ok' : 'used';
  }

  private hash(policy: OneTimeCodePolicy, subject: string, code: string): string {
    return createHash('sha256').update(`${policy.purpose}:${subject}:${code}`).digest('hex');
  }

  private key(policy: OneTimeCodePolicy, subject: string, part: string): string {
    return `auth:otp:${policy.purpose}:${part}:${subject}`;
  }
}
