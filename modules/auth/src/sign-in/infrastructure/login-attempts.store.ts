import { APP_CONFIG, BizError, InjectRedis, type AppConfig } from '@dha/server-core';
import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { AuthErrors } from '../../auth.errors';

/** Failures are counted over this window (per source, and per account across all sources). */
export const FAILURE_WINDOW_SECONDS = 15 * 60;
/** A source's locks are remembered this long: each further lock within it lasts twice as long. */
const LOCK_HISTORY_SECONDS = 24 * 60 * 60;
/** The longest a source is refused at once. */
const MAX_LOCK_SECONDS = 24 * 60 * 60;
/** An address a user signed in from is "usual" this long after their last sign-in from it. */
const KNOWN_ADDRESS_SECONDS = 30 * 24 * 60 * 60;

/** What a wrong password led to (for the login log). */
export type FailureOutcome = 'source-locked' | 'account-locked' | null;

const minutes = (seconds: number): number => Math.max(1, Math.ceil(seconds / 60));

/**
 * Login protection, throttled per account AND source so that nobody can lock someone else out:
 *
 * - per source (tenant, username, client address): after LOGIN_MAX_FAILURES wrong passwords within
 *   15 minutes that source is refused (429) for LOGIN_LOCK_SECONDS, twice as long at each further
 *   lock within a day (at most a day). The owner signing in from another address is not affected.
 * - per account across all sources (the backstop against one guesser with many addresses): after
 *   LOGIN_MAX_ACCOUNT_FAILURES wrong passwords within 15 minutes the account is refused for
 *   LOGIN_LOCK_SECONDS to every address except those its owner signed in from in the last 30 days.
 * - the per-IP request limit of every auth call is the `auth` throttler of the controller.
 *
 * Captcha: while `system.captcha.enabled` is on every login needs a solved puzzle; when it is off, a
 * source that got LOGIN_CAPTCHA_AFTER_FAILURES passwords of the account wrong needs one too
 * (`captchaDue`), so guessing costs a puzzle per try well before the lock.
 *
 * Unknown usernames are counted like real ones (no hint which accounts exist). Counters live in
 * Redis, shared by every process; an admin's unlock (or a password reset) clears all of them.
 */
@Injectable()
export class LoginAttempts {
  constructor(
    @InjectRedis() private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Refuses (429, with the minutes left) a source or an account that is locked for this source. */
  async assertAllowed(tenantId: number, username: string, ip: string): Promise<void> {
    const keys = new Keys(tenantId, username);
    const [[, sourceTtl], [, accountTtl], [, known]] = (await this.redis
      .multi()
      .ttl(keys.sourceLock(ip))
      .ttl(keys.accountLock)
      .sismember(keys.knownAddresses, ip)
      .exec()) as [[null, number], [null, number], [null, number]];
    if (sourceTtl > 0) throw new BizError(AuthErrors.LOGIN_LOCKED, minutes(sourceTtl));
    if (accountTtl > 0 && !known) throw new BizError(AuthErrors.LOGIN_LOCKED, minutes(accountTtl));
  }

  /** Whether this source must solve a captcha for its next password of the account, captcha on or off. */
  async captchaDue(tenantId: number, username: string, ip: string): Promise<boolean> {
    const failures = Number((await this.redis.get(new Keys(tenantId, username).sourceFailures(ip))) ?? 0);
    return failures >= this.config.LOGIN_CAPTCHA_AFTER_FAILURES;
  }

  /** Counts a wrong password from this source; answers which lock, if any, it set off. */
  async recordFailure(tenantId: number, username: string, ip: string): Promise<FailureOutcome> {
    const keys = new Keys(tenantId, username);
    const [[, sourceCount], , [, accountCount]] = (await this.redis
      .multi()
      .incr(keys.sourceFailures(ip))
      .expire(keys.sourceFailures(ip), FAILURE_WINDOW_SECONDS, 'NX')
      .incr(keys.accountFailures)
      .expire(keys.accountFailures, FAILURE_WINDOW_SECONDS, 'NX')
      // the sources that failed, so that an unlock finds every per-source key
      .sadd(keys.sources, ip)
      .expire(keys.sources, LOCK_HISTORY_SECONDS)
      .exec()) as [[null, number], unknown, [null, number]];
    if (accountCount >= this.config.LOGIN_MAX_ACCOUNT_FAILURES) {
      await this.redis.multi().set(keys.accountLock, '1', 'EX', this.config.LOGIN_LOCK_SECONDS).del(keys.accountFailures).exec();
      return 'account-locked';
    }
    if (sourceCount < this.config.LOGIN_MAX_FAILURES) return null;
    await this.lockEscalating({ failures: keys.sourceFailures(ip), locks: keys.sourceLocks(ip), lock: keys.sourceLock(ip) });
    return 'source-locked';
  }

  /** The right password from this source: its count starts over, and the address becomes a usual one. */
  async succeeded(tenantId: number, username: string, ip: string): Promise<void> {
    const keys = new Keys(tenantId, username);
    await this.redis
      .multi()
      .del(keys.sourceFailures(ip), keys.sourceLocks(ip))
      .sadd(keys.knownAddresses, ip)
      .expire(keys.knownAddresses, KNOWN_ADDRESS_SECONDS)
      .exec();
  }

  /** An admin lifts every lock of the account (and forgets its failures) before they run out. */
  async unlock(tenantId: number, username: string, userId?: number): Promise<void> {
    const keys = new Keys(tenantId, username);
    const sources = await this.redis.smembers(keys.sources);
    const perSource = sources.flatMap((ip) => [keys.sourceFailures(ip), keys.sourceLock(ip), keys.sourceLocks(ip)]);
    await this.redis.del(keys.accountFailures, keys.accountLock, keys.sources, ...perSource);
    if (userId !== undefined) await this.redis.del(...Object.values(oldPasswordKeys(tenantId, userId)));
  }

  /**
   * The own-password change checks the old password: a session holder may not guess it without
   * limit. Per user: after LOGIN_MAX_FAILURES wrong old passwords within 15 minutes, further checks
   * are refused (429) for LOGIN_LOCK_SECONDS, twice as long at each further lock within a day.
   */
  async assertOldPasswordCheckAllowed(tenantId: number, userId: number): Promise<void> {
    const ttl = await this.redis.ttl(oldPasswordKeys(tenantId, userId).lock);
    if (ttl > 0) throw new BizError(AuthErrors.PASSWORD_CHECK_LOCKED, minutes(ttl));
  }

  async recordOldPasswordFailure(tenantId: number, userId: number): Promise<void> {
    const keys = oldPasswordKeys(tenantId, userId);
    const [[, count]] = (await this.redis.multi().incr(keys.failures).expire(keys.failures, FAILURE_WINDOW_SECONDS, 'NX').exec()) as [
      [null, number],
    ];
    if (count < this.config.LOGIN_MAX_FAILURES) return;
    await this.lockEscalating(keys);
  }

  /** Locks for LOGIN_LOCK_SECONDS, twice as long at each further lock within a day (at most a day); the failures start over. */
  private async lockEscalating(keys: { failures: string; locks: string; lock: string }): Promise<void> {
    const [[, locks]] = (await this.redis.multi().incr(keys.locks).expire(keys.locks, LOCK_HISTORY_SECONDS).del(keys.failures).exec()) as [
      [null, number],
    ];
    const seconds = Math.min(MAX_LOCK_SECONDS, this.config.LOGIN_LOCK_SECONDS * 2 ** Math.min(locks - 1, 20));
    await this.redis.set(keys.lock, '1', 'EX', seconds);
  }

  async oldPasswordAccepted(tenantId: number, userId: number): Promise<void> {
    const keys = oldPasswordKeys(tenantId, userId);
    await this.redis.del(keys.failures, keys.locks);
  }
}

/** The Redis keys of one account's login protection (usernames are case-insensitive). */
class Keys {
  private readonly base: string;

  constructor(tenantId: number, username: string) {
    this.base = `${tenantId}:${username.toLowerCase()}`;
  }

  get accountFailures(): string {
    return `auth:login-failures:${this.base}`;
  }

  get accountLock(): string {
    return `auth:login-lock:${this.base}`;
  }

  get sources(): string {
    return `auth:login-sources:${this.base}`;
  }

  get knownAddresses(): string {
    return `auth:login-known:${this.base}`;
  }

  sourceFailures(ip: string): string {
    return `auth:login-failures:${this.base}@${ip}`;
  }

  sourceLock(ip: string): string {
    return `auth:login-lock:${this.base}@${ip}`;
  }

  sourceLocks(ip: string): string {
    return `auth:login-locks:${this.base}@${ip}`;
  }
}

function oldPasswordKeys(tenantId: number, userId: number): { failures: string; lock: string; locks: string } {
  const base = `${tenantId}:${userId}`;
  return {
    failures: `auth:old-password-failures:${base}`,
    lock: `auth:old-password-lock:${base}`,
    locks: `auth:old-password-locks:${base}`,
  };
}
