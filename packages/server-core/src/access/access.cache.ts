import type { AuthPermissionInfo } from '@dha/contracts';
import { InjectConfig, type AppConfig } from '../config/app-config';
import { InjectRedis } from '../database/redis';
import type { LoginUser } from './login-user';
import { Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import type Redis from 'ioredis';
import { sessionKeyOfHash } from './bearer-token';

/** Safety net only: how long an entry is served even if an invalidation message was lost. */
const ACCESS_CACHE_TTL_MS = 10_000;
/** Most access tokens (logged-in users) kept in one process. */
export const ACCESS_CACHE_MAX_TOKENS = 10_000;
/** Most permission-info snapshots kept in one process. */
const ACCESS_CACHE_MAX_USERS = 5_000;

/** What `get-permission-info` reads besides the caller's roles and permissions (which come from the guard). */
export type CachedPermissionInfo = Pick<AuthPermissionInfo, 'user' | 'menus'> & { roleNames: Record<string, string> };

interface TokenEntry {
  /** without its access token: the cache holds no usable token (`accessToken` is '') */
  user: LoginUser;
  sessionKey: string;
  /** the earliest of the cache TTL, the token's expiry and the tenant's expiry (epoch ms) */
  until: number;
  /**
   * This token's get-permission-info answer, serialized: kept on the entry so that it goes whenever the
   * entry goes (every invalidation that can change the answer drops the token entries concerned)
   */
  permissionInfoAnswer?: EncodedAnswer;
}

/** An answer's body, UTF-8 encoded, as it is and gzipped (encoded once, sent many times). */
export interface EncodedAnswer {
  readonly identity: Buffer;
  readonly gzip: Buffer;
}

/** A cached access token as the permission-info fast path reads it (shared: callers must not change it). */
export interface CachedLogin {
  readonly user: Readonly<LoginUser>;
  readonly permissionInfoAnswer?: EncodedAnswer;
}

interface InfoEntry {
  info: CachedPermissionInfo;
  userId: number;
  until: number;
}

/** What one process tells the others. */
type Invalidation =
  | { kind: 'sessions'; sessionKeys: string[] }
  | { kind: 'users'; tenantId: number; userIds: number[] }
  | { kind: 'tenant'; tenantId: number };

/** A Map in least-recently-used order, bounded: the oldest entry goes when it is full. */
class Lru<K, V> {
  private readonly map = new Map<K, V>();

  constructor(private readonly max: number) {}

  get(key: K): V | undefined {
    const value = this.map.get(key);
    if (value === undefined) return undefined;
    this.map.delete(key);
    this.map.set(key, value);
    return value;
  }

  set(key: K, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.max) this.map.delete(this.map.keys().next().value as K);
  }

  delete(key: K): void {
    this.map.delete(key);
  }

  deleteWhere(match: (value: V) => boolean): void {
    for (const [key, value] of this.map) if (match(value)) this.map.delete(key);
  }

  clear(): void {
    this.map.clear();
  }
}

/**
 * THE one cache of who may do what: a user's login identity, roles, permissions and menus, as the
 * guard and `get-permission-info` read them.
 *
 * Every write that changes access must call one of these AFTER its transaction commits:
 * - `usersChanged`: a user's roles, status, department, profile fields shown by permission-info;
 * - `tenantChanged`: a role's menus, status or data scope, a menu, a tenant or its package (anything
 *   that can change the access of many users of one tenant);
 * - `sessionsEnded`: access tokens revoked (logout, refresh, password change).
 *
 * The change takes effect on the user's next request in every server process: the calling process
 * drops its entries at once and tells the others over Redis pub/sub. A process that misses a message
 * (Redis down) still reloads within ACCESS_CACHE_TTL_MS, and drops everything when its subscription
 * comes back. A load that started before an invalidation is not kept (generation counter).
 */
@Injectable()
export class AccessCache implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(AccessCache.name);
  private readonly channel: string;
  private readonly tokens = new Lru<string, TokenEntry>(ACCESS_CACHE_MAX_TOKENS);
  private readonly infos = new Lru<string, InfoEntry>(ACCESS_CACHE_MAX_USERS);
  /** whether a tenant named by a public call's `tenant-id` header may be used (few tenants: no LRU needed) */
  private readonly tenantRefusals = new Map<number, { refusal: Error | null; until: number }>();
  /** bumped by every invalidation, so a load that started before it is not kept */
  private generation = 0;
  private subscriber: Redis | null = null;

  constructor(
    @InjectRedis() private readonly redis: Redis,
    @InjectConfig() config: AppConfig,
  ) {
    this.channel = `${config.REDIS_PREFIX}:auth:access-cache:invalidate`;
  }

  async onModuleInit(): Promise<void> {
    this.subscriber = this.redis.duplicate();
    this.subscriber.on('message', (_channel: string, message: string) => this.apply(message));
    this.subscriber.on('error', (err: Error) => this.logger.warn(`invalidation channel: ${err.message}`));
    // messages sent while the subscription was down are lost: start over after a reconnect
    let subscribedOnce = false;
    this.subscriber.on('ready', () => {
      if (subscribedOnce) this.dropAll();
      subscribedOnce = true;
    });
    await this.subscriber.subscribe(this.channel);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.subscriber?.quit().catch(() => undefined);
  }

  /** Taken before a load; pass it back to `keep…` so a load overtaken by an invalidation is dropped. */
  get loadGeneration(): number {
    return this.generation;
  }

  /**
   * The logged-in user of an access token (a copy of its own, carrying `accessToken`), or undefined
   * when not cached. Entries are keyed by the token's sha256, as the database keeps it.
   */
  loginUser(accessTokenHash: string, accessToken: string): LoginUser | undefined {
    const user = this.cachedLogin(accessTokenHash)?.user;
    if (!user) return undefined;
    return { ...user, roles: [...user.roles], permissions: [...user.permissions], accessToken };
  }

  /** `validUntil`: when the token (or its tenant) expires, epoch ms. */
  keepLoginUser(user: LoginUser, accessTokenHash: string, validUntil: number, generation: number): void {
    if (generation !== this.generation) return;
    const until = Math.min(Date.now() + ACCESS_CACHE_TTL_MS, validUntil);
    const copy = { ...user, roles: [...user.roles], permissions: [...user.permissions], accessToken: '' };
    this.tokens.set(accessTokenHash, { user: copy, sessionKey: sessionKeyOfHash(accessTokenHash), until });
  }

  /** The cached entry of an access token, shared and not copied (for the permission-info fast path); undefined when not cached. */
  cachedLogin(accessTokenHash: string): CachedLogin | undefined {
    const entry = this.tokens.get(accessTokenHash);
    if (!entry) return undefined;
    if (entry.until <= Date.now()) {
      this.tokens.delete(accessTokenHash);
      return undefined;
    }
    return entry;
  }

  /** Keeps the serialized permission-info answer built from `login` (from `cachedLogin`), if that entry is still the token's. */
  keepPermissionInfoAnswer(accessTokenHash: string, login: CachedLogin, answer: EncodedAnswer, generation: number): void {
    if (generation !== this.generation) return;
    const entry = this.tokens.get(accessTokenHash);
    if (entry === login) entry.permissionInfoAnswer = answer;
  }

  /** The permission-info user and menu tree (shared: callers must not change them). */
  permissionInfo(userId: number, allMenus: boolean): CachedPermissionInfo | undefined {
    const key = `${userId}:${allMenus}`;
    const entry = this.infos.get(key);
    if (!entry) return undefined;
    if (entry.until <= Date.now()) {
      this.infos.delete(key);
      return undefined;
    }
    return entry.info;
  }

  keepPermissionInfo(userId: number, allMenus: boolean, info: CachedPermissionInfo, generation: number): void {
    if (generation !== this.generation) return;
    this.infos.set(`${userId}:${allMenus}`, { info, userId, until: Date.now() + ACCESS_CACHE_TTL_MS });
  }

  /** Why a tenant cannot be used (an error of TenantCheck), null when it can; undefined when not cached. */
  tenantRefusal(tenantId: number): Error | null | undefined {
    const entry = this.tenantRefusals.get(tenantId);
    if (!entry) return undefined;
    if (entry.until <= Date.now()) {
      this.tenantRefusals.delete(tenantId);
      return undefined;
    }
    return entry.refusal;
  }

  keepTenantRefusal(tenantId: number, refusal: Error | null, generation: number): void {
    if (generation !== this.generation) return;
    this.tenantRefusals.set(tenantId, { refusal, until: Date.now() + ACCESS_CACHE_TTL_MS });
  }

  async usersChanged(tenantId: number, userIds: readonly number[]): Promise<void> {
    if (!userIds.length) return;
    await this.invalidate({ kind: 'users', tenantId, userIds: [...userIds] });
  }

  async tenantChanged(tenantId: number): Promise<void> {
    await this.invalidate({ kind: 'tenant', tenantId });
  }

  /** Access tokens were revoked (their sha256, as the database keeps them): no process may serve them any more. */
  async sessionsEnded(accessTokenHashes: readonly string[]): Promise<void> {
    if (!accessTokenHashes.length) return;
    // the session keys (a prefix of the hashes), not the tokens, travel through Redis
    await this.invalidate({ kind: 'sessions', sessionKeys: accessTokenHashes.map(sessionKeyOfHash) });
  }

  private async invalidate(message: Invalidation): Promise<void> {
    this.drop(message);
    await this.redis.publish(this.channel, JSON.stringify(message)).catch((err: Error) => {
      this.logger.warn(`could not publish invalidation (other processes reload within the TTL): ${err.message}`);
    });
  }

  private apply(raw: string): void {
    try {
      this.drop(JSON.parse(raw) as Invalidation);
    } catch {
      this.dropAll();
    }
  }

  private drop(message: Invalidation): void {
    this.generation++;
    switch (message.kind) {
      case 'sessions': {
        const keys = new Set(message.sessionKeys);
        this.tokens.deleteWhere((e) => keys.has(e.sessionKey));
        return;
      }
      case 'users': {
        const ids = new Set(message.userIds);
        this.tokens.deleteWhere((e) => ids.has(e.user.id));
        this.infos.deleteWhere((e) => ids.has(e.userId));
        return;
      }
      default:
        // menus are shared by every tenant, and a tenant change is rare: start over
        this.dropAll();
    }
  }

  private dropAll(): void {
    this.generation++;
    this.tokens.clear();
    this.infos.clear();
    this.tenantRefusals.clear();
  }
}
